// Today's rates (issue 26 item 1, decision 046): staff change them, a jump of more than 10 % asks
// for a confirmation, only an admin adds a metal, every change is kept (history, audit) and
// reprices the pieces weighed at it in the same transaction.
import { PRICING_LIMITS } from "@nagai/contracts/pricing";
import { RATE_CONFIRMATION_CODE, RATE_MESSAGES } from "@nagai/contracts/rates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct, pricedPieces } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditOf } from "../audit/audit.public.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { metalRateChanges, metalRates, products } from "./catalog.tables.ts";
import { pricePiece } from "./piece-pricing.ts";
import { aWeighedPiece, insertPricedPieces, OPENING_RATES, openRates } from "./rates-test-kit.ts";

let t: TestApp;
let weighed: { sno: number; tagNo: string };
let tagged: { sno: number; grandTotalPaise: number };
beforeAll(async () => {
  t = await createTestApp();
  await openRates(t.db);
  const pieces = await insertPricedPieces(t.db, aWeighedPiece(), aProduct());
  weighed = pieces[0]!;
  tagged = pieces[1]!;
});
afterAll(async () => t?.close());

const staffKit = createStaffKit(() => t, { firstNumber: 9_431_000_000 });
const { anAccount } = createAccountKit(() => t, { firstNumber: 9_432_000_000, addressPrefix: "10.71" });

const put = (headers: Record<string, string>, body: unknown, query = "") =>
  t.app.inject({
    method: "PUT",
    url: `/api/v1/staff/rates${query}`,
    headers: { ...headers, "content-type": "application/json" },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });

async function rateOf(metal: string) {
  const [row] = await t.db.select().from(metalRates).where(eq(metalRates.metal, metal));
  return row?.ratePaise;
}

async function pieceRow(sno: number) {
  const [row] = await pricedPieces(t.db).where(eq(products.sno, sno));
  return row!;
}

describe("PUT /api/v1/staff/rates", () => {
  it("lets any staff member change a rate; weighed pieces follow, tag-priced ones stay; audited; kept in the history", async () => {
    const staff = await staffKit.aStaffMember();
    const tagBefore = await pieceRow(tagged.sno);
    const response = await put(staff.headers, { "Gold 22K": 13_250.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toContainEqual({
      metal: "Gold 22K",
      rate: 13_250.5,
      updatedAt: expect.any(String),
      updatedBy: staff.name,
    });
    expect(await rateOf("Gold 22K")).toBe(13_250_50);
    // The last 30 days' changes, newest first, read fresh (the console's table).
    expect(response.json().changes[0]).toEqual({
      metal: "Gold 22K",
      rate: 13_250.5,
      at: expect.any(String),
      by: staff.name,
    });
    const piece = await pieceRow(weighed.sno);
    const expected = pricePiece(
      {
        pricing: "weighed",
        purity: "22K",
        netWeightGrams: piece.netWeightGrams,
        makingKind: "percent",
        makingValue: piece.makingValue,
        stoneChargesPaise: piece.stoneChargesPaise,
        otherChargesPaise: piece.otherChargesPaise,
        tagPricePaise: null,
      },
      13_250_50,
    );
    expect(piece.grandTotalPaise).toBe(expected.totalPaise);
    expect(piece.ratePerGramPaise).toBe(13_250_50);
    expect(await pieceRow(tagged.sno)).toEqual(tagBefore);

    const history = await t.db.select().from(metalRateChanges).where(eq(metalRateChanges.staffId, staff.id));
    expect(history).toEqual([
      expect.objectContaining({ metal: "Gold 22K", ratePaise: 13_250_50, staffName: staff.name }),
    ]);
    expect(await auditOf(t.db, "rates", "metal_rates")).toContainEqual(
      expect.objectContaining({
        action: "rates.change",
        staffName: staff.name,
        before: { "Gold 22K": 13_090 },
        after: { "Gold 22K": 13_250.5 },
      }),
    );
  });

  it("writes nothing for a rate set to its current value", async () => {
    const staff = await staffKit.aStaffMember();
    const rate = (await rateOf("Silver"))! / 100;
    const response = await put(staff.headers, { Silver: rate });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(metalRateChanges).where(eq(metalRateChanges.staffId, staff.id))).toEqual(
      [],
    );
    expect(
      (await auditOf(t.db, "rates", "metal_rates")).filter((entry) => entry.staffName === staff.name),
    ).toEqual([]);
  });

  it("asks to confirm a change of more than 10 %, listing old, new and percentage; confirm=true applies it", async () => {
    const staff = await staffKit.aStaffMember();
    const before = (await rateOf("Gold 24K"))!;
    const asked = { "Gold 24K": 16_000, "Gold 18K": OPENING_RATES["Gold 18K"] / 100 + 1 };
    const refused = await put(staff.headers, asked);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      status: "error",
      error: RATE_CONFIRMATION_CODE,
      message: expect.stringContaining("Gold 24K ₹14,280.00/g → ₹16,000.00/g (+12 %)"),
      changes: [{ metal: "Gold 24K", from: 14_280, to: 16_000, percent: 12 }],
    });
    // Nothing was written, not even the small change beside it.
    expect(await rateOf("Gold 24K")).toBe(before);
    expect(await rateOf("Gold 18K")).toBe(OPENING_RATES["Gold 18K"]);
    // Exactly 10 % needs no confirmation; the confirmed request applies both.
    const confirmed = await put(staff.headers, asked, "?confirm=true");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await rateOf("Gold 24K")).toBe(16_000_00);
    expect(await rateOf("Gold 18K")).toBe(OPENING_RATES["Gold 18K"] + 100);
    const tenPercent = await put(staff.headers, { "Gold 24K": 17_600 });
    expect(tenPercent.statusCode, tenPercent.body).toBe(200);
  });

  it("lets only an admin add a metal (staff → 403, nothing written)", async () => {
    const staff = await staffKit.aStaffMember();
    const refused = await put(staff.headers, { Platinum: 3_200 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain(RATE_MESSAGES.newMetal);
    expect(await rateOf("Platinum")).toBeUndefined();
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const added = await put(admin.headers, { Platinum: 3_200, "Gold 14K": 8_350.25 });
    expect(added.statusCode, added.body).toBe(200);
    const metals = added.json().data.map((rate: { metal: string }) => rate.metal);
    expect(metals.slice(-2)).toEqual(["Platinum", "Gold 14K"]);
    // The ticker answers the new metals.
    const ticker = (await t.app.inject("/api/v1/product/todayrate")).json();
    expect(ticker).toMatchObject({ Platinum: 3_200, "Gold 14K": 8_350.25 });
    // Once added, any staff member may change it.
    expect((await put(staff.headers, { Platinum: 3_250 })).statusCode).toBe(200);
  });

  it.each([
    ["a NUL in a metal's name", '{"Gold\\u0000 22K": 13000}'],
    ["a negative rate", { "Gold 22K": -1 }],
    ["a zero rate", { "Gold 22K": 0 }],
    ["three decimals", { "Gold 22K": 13_000.125 }],
    ["a huge rate", { "Gold 22K": 1e300 }],
    ["a rate above the limit", { "Gold 22K": PRICING_LIMITS.maxRatePaise / 100 + 1 }],
    ["a rate as text", { "Gold 22K": "13000" }],
    ["an empty object", {}],
    ["an array", [{ metal: "Gold 22K", rate: 13_000 }]],
    ["a nested shape", { rates: { "Gold 22K": 13_000 } }],
    ["a name that is not a metal's", { "<script>": 13_000 }],
  ])("refuses %s with 400 and field messages", async (_case, body) => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const response = await put(admin.headers, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: "error", error: "VALIDATION_FAILED" });
    expect(await rateOf("Gold 22K")).toBeGreaterThan(0);
  });

  it("refuses a rate that would price a piece above ₹1 crore, naming the piece", async () => {
    const heavy = aWeighedPiece({ netWeightGrams: 800, purity: "18K", rateMetal: "Gold 18K" });
    const [piece] = await insertPricedPieces(t.db, heavy);
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const before = await rateOf("Gold 18K");
    const refused = await put(admin.headers, { "Gold 18K": 11_000 }, "?confirm=true");
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toContain(piece!.tagNo);
    expect(await rateOf("Gold 18K")).toBe(before);
    await t.db.delete(products).where(eq(products.sno, piece!.sno));
  });

  it("serializes concurrent changes: each compares against the rate it replaces, none is lost", async () => {
    const staff = await staffKit.aStaffMember();
    const start = (await rateOf("Silver"))!;
    const rates = [1, 2, 3, 4, 5].map((step) => (start + step * 100) / 100);
    const answers = await Promise.all(rates.map((rate) => put(staff.headers, { Silver: rate })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const history = await t.db
      .select()
      .from(metalRateChanges)
      .where(eq(metalRateChanges.staffId, staff.id))
      .orderBy(metalRateChanges.id);
    expect(history).toHaveLength(5);
    expect(history.at(-1)!.ratePaise).toBe(await rateOf("Silver"));
    // Each audit entry's "before" is the rate the previous change left.
    const entries = (await auditOf(t.db, "rates", "metal_rates")).filter(
      (entry) => entry.staffName === staff.name,
    );
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]!.before).toEqual(entries[i - 1]!.after);
    }
  });

  it("refuses a shopper (401) and anyone without a session (401)", async () => {
    const { token } = await anAccount();
    expect((await put({ authorization: `Bearer ${token}` }, { "Gold 22K": 13_000 })).statusCode).toBe(401);
    expect((await put({}, { "Gold 22K": 13_000 })).statusCode).toBe(401);
    expect((await t.app.inject("/api/v1/staff/rates")).statusCode).toBe(401);
  });
});

describe("GET /api/v1/staff/rates and /api/v1/product/rate-history", () => {
  it("lists each metal with when and by whom it was last set", async () => {
    const staff = await staffKit.aStaffMember();
    const response = await t.app.inject({ url: "/api/v1/staff/rates", headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    const silver = response.json().data.find((rate: { metal: string }) => rate.metal === "Silver");
    expect(silver).toEqual({
      metal: "Silver",
      rate: (await rateOf("Silver"))! / 100,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedBy: expect.any(String),
    });
  });

  it("answers the changes of the window oldest first, with the last one before it", async () => {
    const staff = await staffKit.aStaffMember();
    await put(staff.headers, { "Gold 22K": 13_300 });
    const response = await t.app.inject("/api/v1/product/rate-history?metal=Gold%2022K&days=30");
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data as { metal: string; rate: number; at: string; by: string }[];
    expect(entries[0]).toMatchObject({ metal: "Gold 22K", rate: 13_090, by: "Opening rate" });
    expect(entries.at(-1)).toMatchObject({ metal: "Gold 22K", rate: 13_300, by: staff.name });
    expect(entries.map((entry) => entry.at)).toEqual(entries.map((entry) => entry.at).sort());
    expect(entries.every((entry) => entry.metal === "Gold 22K")).toBe(true);
    // A one-day window still starts with the rate in force before it.
    const oneDay = (await t.app.inject("/api/v1/product/rate-history?days=1")).json().data;
    expect(new Set(oneDay.map((entry: { metal: string }) => entry.metal))).toEqual(
      new Set(["Gold 24K", "Gold 22K", "Gold 18K", "Silver", "Platinum", "Gold 14K"]),
    );
  });

  it.each(["days=0", "days=366", "days=abc", "days=1.5", "metal=%00", "metal=a%3Cb"])(
    "refuses %s with 400",
    async (query) => {
      const response = await t.app.inject(`/api/v1/product/rate-history?${query}`);
      expect(response.statusCode, response.body).toBe(400);
    },
  );
});
