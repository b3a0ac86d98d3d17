// The delivery check by PIN code (issue 26 item 6, decision 048) through the real routes into a
// real database: the shopper's check, the empty-table rule, the staff's CSV import (dry run, all
// or nothing, audit) and export, and the order refused where the shop does not deliver.
import {
  DELIVERY_MESSAGES,
  DeliveryCheckSchema,
  PincodeImportReportSchema,
  PincodeSearchSchema,
} from "@nagai/contracts/delivery";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createShopperKit } from "../../testing/shopper-test-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { deliveryPincodes } from "./delivery.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const staffKit = createStaffKit(() => t, { firstNumber: 9_480_000_000 });
const { aShopper } = createShopperKit(() => t, { firstNumber: 9_481_000_000, addressPrefix: "10.48" });

const HEADER = "pincode,district,state,metro,cod\r\n";
const SAMPLE = `${HEADER}600001,Chennai,Tamil Nadu,yes,yes\r\n625001,Madurai,Tamil Nadu,no,yes\r\n643001,The Nilgiris,Tamil Nadu,no,no\r\n`;

function check(pincode: string) {
  return t.app.inject({ method: "GET", url: `/api/v1/delivery/pincode/${pincode}` });
}

async function checked(pincode: string) {
  const response = await check(pincode);
  expect(response.statusCode, response.body).toBe(200);
  return DeliveryCheckSchema.parse(response.json());
}

function upload(text: string | Buffer, headers: Record<string, string>, dryRun: boolean) {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/staff/pincodes/import?dryRun=${dryRun}`,
    headers: { "content-type": "text/csv", ...headers },
    payload: text,
  });
}

async function exported(headers: Record<string, string>): Promise<string> {
  const response = await t.app.inject({ method: "GET", url: "/api/v1/staff/pincodes/export", headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/csv/);
  return response.body;
}

async function tableRows(): Promise<number> {
  return (await t.db.select().from(deliveryPincodes)).length;
}

describe("the shopper's check", () => {
  it("with no PIN codes listed, delivers to every valid PIN code at the other-city days with cash on delivery", async () => {
    expect(await tableRows()).toBe(0);
    expect(await checked("799001")).toEqual({
      pincode: "799001",
      serviceable: true,
      district: null,
      state: null,
      minDays: 5,
      maxDays: 8,
      cod: true,
    });
  });

  it.each([
    ["starts with 0", "012345"],
    ["five digits", "60000"],
    ["seven digits", "6000011"],
    ["a letter", "60000a"],
    ["a NUL byte", "60000%00"],
    ["spaces", "600%2001"],
    ["a non-ASCII digit", "６００００１"],
  ])("refuses a PIN code with %s (400, a clear message)", async (_case, pincode) => {
    const response = await check(encodeURI(pincode).replaceAll("%25", "%"));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe(ERROR_CODES.validation);
    expect(response.json().message).toMatch(/6 digits|NUL/);
  });
});

describe("the staff's import and export", () => {
  it("checks the roles: a shopper cannot reach it, only an admin imports, any staff member exports and searches", async () => {
    const staff = await staffKit.aStaffMember("ROLE_STAFF");
    const shopper = await aShopper();
    expect((await upload(SAMPLE, { authorization: `Bearer ${shopper.token}` }, true)).statusCode).toBe(401);
    expect((await upload(SAMPLE, staff.headers, true)).statusCode).toBe(403);
    expect((await upload(SAMPLE, staff.headers, false)).statusCode).toBe(403);
    expect(await tableRows()).toBe(0);
    expect(await exported(staff.headers)).toBe(HEADER);
    const search = await t.app.inject({
      method: "GET",
      url: "/api/v1/staff/pincodes?q=6",
      headers: staff.headers,
    });
    expect(PincodeSearchSchema.parse(search.json())).toEqual({ total: 0, data: [] });
  });

  it("a dry run reports each row and changes nothing; the import stores them and writes its audit entry", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const dry = await upload(SAMPLE, admin.headers, true);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = PincodeImportReportSchema.parse(dry.json());
    expect(report).toMatchObject({
      dryRun: true,
      applied: false,
      rows: 3,
      removed: [],
      unchanged: 0,
      errors: [],
    });
    expect(report.added.map(({ line, row }) => [line, row.pincode])).toEqual([
      [2, "600001"],
      [3, "625001"],
      [4, "643001"],
    ]);
    expect(await tableRows()).toBe(0);

    const done = await upload(SAMPLE, admin.headers, false);
    expect(done.statusCode, done.body).toBe(200);
    expect(PincodeImportReportSchema.parse(done.json())).toMatchObject({ applied: true, rows: 3 });
    expect(await tableRows()).toBe(3);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "pincodes.import"), eq(auditLog.staffId, admin.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityType: "pincodes",
      before: { rows: 0 },
      after: { rows: 3, added: 3, changed: 0, removed: 0 },
    });

    expect(await checked("600001")).toEqual({
      pincode: "600001",
      serviceable: true,
      district: "Chennai",
      state: "Tamil Nadu",
      minDays: 2,
      maxDays: 5,
      cod: true,
    });
    expect(await checked("643001")).toMatchObject({ serviceable: true, minDays: 5, maxDays: 8, cod: false });
    // Once the shop lists its PIN codes, one not listed is not served.
    expect(await checked("799001")).toEqual({
      pincode: "799001",
      serviceable: false,
      district: null,
      state: null,
      minDays: null,
      maxDays: null,
      cod: false,
    });
  });

  it("refuses a file with any bad row whole (422, the same report as a dry run), naming each line and reason", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const before = await exported(admin.headers);
    const broken = [
      HEADER.trim(),
      "600001,Chennai,Tamil Nadu,yes,yes",
      "060001,Somewhere,Tamil Nadu,no,yes",
      "641001,,Tamil Nadu,no,yes",
      "600001,Chennai,Tamil Nadu,yes,no",
      "636001,Salem,Tamil Nadu,maybe,yes",
      "638001,Erode,Tamil Nadu,no,perhaps",
      "620001,Tiruchirappalli,Tamil Nadu,no",
      "627001,Tirunelveli,Tamil Nadu,no,yes",
    ].join("\r\n");
    for (const dryRun of [true, false]) {
      const response = await upload(broken, admin.headers, dryRun);
      expect(response.statusCode, response.body).toBe(422);
      const report = PincodeImportReportSchema.parse(response.json());
      expect(report).toMatchObject({ dryRun, applied: false, rows: 8, added: [], changed: [], removed: [] });
      expect(report.errors.map((error) => error.line)).toEqual([3, 4, 5, 6, 7, 8]);
      const messages = report.errors.map((error) => error.message);
      expect(messages[0]).toContain(DELIVERY_MESSAGES.pincodeInvalid);
      expect(messages[1]).toContain("district is empty");
      expect(messages[2]).toContain("also on line 2");
      expect(messages[3]).toContain('metro "maybe"');
      expect(messages[4]).toContain('cod "perhaps"');
      expect(messages[5]).toContain("Expected 5 columns");
    }
    expect(await exported(admin.headers)).toBe(before);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.staffId, admin.id));
    expect(audits).toHaveLength(0);
  });

  it("refuses a file without the header, an empty file, an unclosed quote", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    for (const [text, message] of [
      ["600001,Chennai,Tamil Nadu,yes,yes\n", "first line must be the columns"],
      [HEADER, DELIVERY_MESSAGES.importEmpty],
      [`${HEADER}600001,"Chennai,Tamil Nadu,yes,yes\n`, "never closed"],
    ] as const) {
      const response = await upload(text, admin.headers, false);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[0].message).toContain(message);
    }
    expect(await tableRows()).toBe(3);
  });

  it("reads quotes, CRLF and LF lines and a byte-order mark; the dry run lists what changes and what is removed", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const text = `\uFEFFPINCODE,District,State,Metro,COD\n600001,"Chennai",Tamil Nadu,Y,1\r\n625001,"Madurai, South",Tamil Nadu,no,no\n`;
    const response = await upload(text, admin.headers, true);
    expect(response.statusCode, response.body).toBe(200);
    const report = PincodeImportReportSchema.parse(response.json());
    expect(report.unchanged).toBe(1);
    expect(report.added).toEqual([]);
    expect(report.changed).toEqual([
      {
        line: 3,
        before: { pincode: "625001", district: "Madurai", state: "Tamil Nadu", metro: false, cod: true },
        after: {
          pincode: "625001",
          district: "Madurai, South",
          state: "Tamil Nadu",
          metro: false,
          cod: false,
        },
      },
    ]);
    expect(report.removed.map((row) => row.pincode)).toEqual(["643001"]);
    expect(await tableRows()).toBe(3);
  });

  it("exports what it imports: the export imported again changes nothing", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const text = await exported(admin.headers);
    expect(text).toBe(
      `${HEADER}600001,Chennai,Tamil Nadu,true,true\r\n625001,Madurai,Tamil Nadu,false,true\r\n643001,The Nilgiris,Tamil Nadu,false,false\r\n`,
    );
    const again = await upload(text, admin.headers, false);
    expect(again.statusCode, again.body).toBe(200);
    expect(PincodeImportReportSchema.parse(again.json())).toMatchObject({
      applied: true,
      unchanged: 3,
      added: [],
      changed: [],
      removed: [],
    });
    expect(await exported(admin.headers)).toBe(text);
  });

  it("refuses another media type (415), a body over 5 MB (413) and a body that is not UTF-8 (400)", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const json = await t.app.inject({
      method: "POST",
      url: "/api/v1/staff/pincodes/import?dryRun=true",
      headers: admin.headers,
      payload: { pincode: "600001" },
    });
    expect(json.statusCode, json.body).toBe(415);
    const big = `${HEADER}${"600001,Chennai,Tamil Nadu,yes,yes\r\n".repeat(160_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(5 * 1024 * 1024);
    expect((await upload(big, admin.headers, true)).statusCode).toBe(413);
    const latin1 = Buffer.concat([
      Buffer.from(HEADER),
      Buffer.from("600001,Chenna\xe9,Tamil Nadu,yes,yes\n", "latin1"),
    ]);
    expect((await upload(latin1, admin.headers, true)).statusCode).toBe(400);
    expect(await tableRows()).toBe(3);
  });

  it("searches by the start of a PIN code, a district or a state", async () => {
    const staff = await staffKit.aStaffMember("ROLE_STAFF");
    const search = async (q: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/v1/staff/pincodes?q=${encodeURIComponent(q)}`,
        headers: staff.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return PincodeSearchSchema.parse(response.json()).data.map((row) => row.pincode);
    };
    expect(await search("62")).toEqual(["625001"]);
    expect(await search("the nil")).toEqual(["643001"]);
    expect(await search("tamil")).toEqual(["600001", "625001", "643001"]);
    expect(await search("%")).toEqual([]);
  });
});

describe("placing an order", () => {
  function anOrder(sno: number, itemId: number, tagNo: string, address: string, paymentMode: string) {
    return {
      customerName: "Meena Raman",
      contact: "9876543210",
      email: "meena@example.com",
      address,
      paymentMode,
      items: [
        {
          productId: itemId,
          itemId,
          tagNo,
          sno,
          quantity: 1,
          price: 1,
          productName: "x",
          imagePath: "/x.jpg",
        },
      ],
    };
  }

  async function place(address: string, paymentMode: "CASH" | "ONLINE") {
    const shopper = await aShopper();
    const [piece] = await insertProducts(t.db, aProduct({ stock: 1 }));
    return t.app.inject({
      method: "POST",
      url: "/api/v1/order/create",
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: anOrder(piece!.sno, piece!.itemId, piece!.tagNo, address, paymentMode),
    });
  }

  it("is refused to a PIN code the shop does not deliver to (409)", async () => {
    const response = await place("1 Main Road, Agartala, Tripura - 799001, India", "ONLINE");
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      error: ERROR_CODES.notServiceable,
      message: DELIVERY_MESSAGES.notServiceable("799001"),
    });
  });

  it("is refused with cash on delivery where it is not offered (409), and taken paid online there", async () => {
    const address = "2 Charing Cross, Ooty, Tamil Nadu - 643001, India";
    const cash = await place(address, "CASH");
    expect(cash.statusCode, cash.body).toBe(409);
    expect(cash.json()).toMatchObject({
      error: ERROR_CODES.noCashOnDelivery,
      message: DELIVERY_MESSAGES.noCashOnDelivery("643001"),
    });
    expect((await place(address, "ONLINE")).statusCode).toBe(201);
  });

  it("is taken with cash where the shop delivers, and refused when the address has no PIN code (400)", async () => {
    expect(
      (await place("12 Gandhi Road, T Nagar, Chennai, Tamil Nadu - 600001, India", "CASH")).statusCode,
    ).toBe(201);
    const none = await place("1 Anna Salai, Chennai", "CASH");
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().message).toBe(DELIVERY_MESSAGES.noPincodeInAddress);
  });
});
