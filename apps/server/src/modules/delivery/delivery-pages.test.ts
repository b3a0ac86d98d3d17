// The delivery check's pages (decision 048) through the storefront's production build, as a browser
// without JavaScript uses them: the product page's GET form, and /staff/pincodes' upload, checked
// first and then imported, by plain forms.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, insertProducts } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { deliveryPincodes } from "./delivery.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t?.close());

const staffKit = createStaffKit(() => t, { firstNumber: 9_482_000_000 });
const ORIGIN = { host: "localhost", origin: "http://localhost" };
const FILE =
  "pincode,district,state,metro,cod\r\n600001,Chennai,Tamil Nadu,yes,yes\r\n643001,The Nilgiris,Tamil Nadu,no,no\r\n";

/** React's text nodes side by side are parted by comments in the HTML. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

function upload(cookie: string, text: string) {
  const boundary = "----pincodes";
  const body =
    `--${boundary}\r\ncontent-disposition: form-data; name="intent"\r\n\r\ncheck\r\n` +
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="pincodes.csv"\r\n` +
    `content-type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: "POST",
    url: "/staff/pincodes",
    headers: { ...ORIGIN, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

function importChecked(cookie: string, csv: string) {
  return t.app.inject({
    method: "POST",
    url: "/staff/pincodes",
    headers: { ...ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ intent: "import", csv }).toString(),
  });
}

describe("/staff/pincodes", () => {
  it("lets an admin check a file, see the report, then import it; the list is then searchable", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const cookie = `staff_token=${admin.token}`;
    const page = await t.app.inject({ url: "/staff/pincodes", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(textOf(page.body)).toContain("No PIN codes are listed yet");
    expect(page.body).toContain('href="/api/v1/staff/pincodes/export"');
    expect(page.body).toContain('href="/staff/pincodes"');

    const checked = await upload(cookie, FILE);
    expect(checked.statusCode).toBe(200);
    const report = textOf(checked.body);
    expect(report).toContain("2 PIN codes: 2 to add, 0 to change, 0 to remove, 0 unchanged.");
    expect(report).toContain("Import these 2 PIN codes");
    expect((await t.db.select().from(deliveryPincodes)).length).toBe(0);

    const csv = /<textarea name="csv"[^>]*>([^<]*)<\/textarea>/.exec(checked.body)?.[1];
    expect(csv).toBeDefined();
    const imported = await importChecked(cookie, csv!.replaceAll("&#x27;", "'"));
    expect(imported.statusCode).toBe(200);
    expect(textOf(imported.body)).toContain("The list is replaced. 2 PIN codes: 2 added");
    expect((await t.db.select().from(deliveryPincodes)).length).toBe(2);

    const search = await t.app.inject({ url: "/staff/pincodes?q=643", headers: { cookie } });
    expect(textOf(search.body)).toContain("The shop delivers to 2 listed PIN codes");
    expect(search.body).toContain("The Nilgiris");
    expect(search.body).not.toMatch(/<th scope="row">600001/);
  });

  it("shows a refused file's lines and reasons, and tells another member that only an admin imports", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const refused = await upload(`staff_token=${admin.token}`, `${FILE}012345,,Tamil Nadu,yes,yes\r\n`);
    const text = textOf(refused.body);
    expect(text).toContain("The file is refused");
    expect(text).toMatch(/<td>4<\/td><td>pincode &quot;012345&quot;: A PIN code is 6 digits/);
    expect(text).toContain("district is empty");

    const staff = await staffKit.aStaffMember("ROLE_STAFF");
    const forbidden = await upload(`staff_token=${staff.token}`, FILE);
    expect(textOf(forbidden.body)).toContain("Only an admin may do this");
  });
});

describe("the product page's check without JavaScript", () => {
  it("answers ?pincode= in the page, and an invalid one with the rule", async () => {
    const [piece] = await insertProducts(t.db, aProduct({ stock: 1 }));
    const answered = await t.app.inject({ url: `/shop-detail/${piece!.sno}?pincode=600001` });
    expect(answered.statusCode).toBe(200);
    expect(textOf(answered.body)).toContain(
      "Delivery to 600001 (Chennai, Tamil Nadu) in 2–5 business days · Cash on delivery available",
    );
    const nowhere = await t.app.inject({ url: `/shop-detail/${piece!.sno}?pincode=799001` });
    expect(textOf(nowhere.body)).toContain("We do not deliver to 799001 yet.");
    const invalid = await t.app.inject({ url: `/shop-detail/${piece!.sno}?pincode=01234` });
    expect(invalid.statusCode).toBe(200);
    expect(textOf(invalid.body)).toContain("A PIN code is 6 digits and does not start with 0");
  });
});
