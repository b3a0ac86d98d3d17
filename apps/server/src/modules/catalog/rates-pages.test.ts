// The pages of issue 26 items 1 and 3 (decision 046), through the storefront's production build as
// a browser without JavaScript gets them: the product page's price breakup, hallmark, HUID and rate
// chart; /staff/rates with its forms, and its confirmation step posted as a plain form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aProduct } from "../../testing/catalog-fixtures.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { aWeighedPiece, insertPricedPieces, openRates } from "./rates-test-kit.ts";

let t: TestApp;
let weighed: { sno: number };
let tagged: { sno: number };
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  await openRates(t.db);
  const pieces = await insertPricedPieces(t.db, aWeighedPiece({ huid: "AB12C3" }), aProduct());
  weighed = pieces[0]!;
  tagged = pieces[1]!;
  await t.catalogueSettled();
});
afterAll(() => t?.close());

const staffKit = createStaffKit(() => t, { firstNumber: 9_435_000_000 });
const page = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { host: "localhost", ...(cookie ? { cookie } : {}) } });
/** Tags removed and entities of the page's text decoded: what a reader sees, in one line. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("the product page's price breakup", () => {
  it("shows a weighed piece line by line, with the hallmark, the HUID and the 30-day chart", async () => {
    const response = await page(`/shop-detail/${weighed.sno}`);
    expect(response.statusCode).toBe(200);
    const seen = text(response.body);
    // 5.125 g × ₹13,090 = ₹67,086.25; making 12 % ₹8,050.35; other ₹450; GST 3 % ₹2,267.60.
    expect(seen).toContain("Gold 22K · 5.125 g × ₹13,090.00/g₹67,086.25");
    expect(seen).toMatch(/Making charges \([^)]*12[^)]*\)₹8,050\.35/);
    expect(seen).toContain("Stones₹0.00");
    expect(seen).toContain("Other charges (hallmarking, certification)₹450.00");
    expect(seen).toContain("GST 3%₹2,267.60");
    expect(seen).toContain("Total₹77,854.20");
    expect(seen).toMatch(/Price as of \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m at today's gold rate/);
    expect(seen).toContain("BIS hallmark 22K916 · HUID AB12C3");
    expect(response.body).toMatch(/<svg[^>]+role="img"/);
    expect(seen).toContain("Gold 22K rate per gram, last 30 days");
    expect(seen).toContain("₹13,090.00 per gram 30 days ago, ₹13,090.00 now");
  });

  it("shows a tag-priced piece as its tag price and GST, with no chart", async () => {
    const seen = text((await page(`/shop-detail/${tagged.sno}`)).body);
    expect(seen).toContain("Price (tag)₹1,000.00");
    expect(seen).toContain("Total₹1,030.00");
    expect(seen).toContain("Price (tag) + GST");
    expect(seen).not.toContain("rate per gram, last 30 days");
  });
});

describe("/staff/rates", () => {
  const cookieOf = (token: string) => `staff_token=${token}`;
  /** The page's form, posted as the browser sends it, by the staff member whose token this is. */
  const postAs = (token: string, fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: "/staff/rates",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "localhost",
        origin: "http://localhost",
        cookie: cookieOf(token),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it("lists the rates and offers 'Add a metal' to admins only", async () => {
    const staff = await staffKit.aStaffMember();
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const forStaff = await page("/staff/rates", cookieOf(staff.token));
    expect(forStaff.statusCode).toBe(200);
    expect(text(forStaff.body)).toContain("Gold 22K₹13,090.00");
    expect(forStaff.body).not.toContain("Add a metal");
    expect((await page("/staff/rates", cookieOf(admin.token))).body).toContain("Add a metal");
  });

  it("asks to confirm a jump over 10 % and applies it when confirmed, without JavaScript", async () => {
    const staff = await staffKit.aStaffMember();
    const post = (fields: Record<string, string>) => postAs(staff.token, fields);
    const asked = await post({ intent: "change", "metal-0": "Silver", "rate-0": "250.00" });
    expect(asked.statusCode).toBe(200);
    expect(text(asked.body)).toContain("Silver: ₹180.00 → ₹250.00 per gram (+38.9 %)");
    const confirmed = await post({ intent: "confirm", "metal-0": "Silver", "rate-0": "250.00" });
    expect(text(confirmed.body)).toContain("Rates changed");
    // The ticker follows with the catalogue version, read at most once a second (decision 002).
    await t.catalogueSettled();
    const rates = (await t.app.inject("/api/v1/product/todayrate")).json();
    expect(rates.Silver).toBe(250);
    const bad = await post({ intent: "change", "metal-0": "Silver", "rate-0": "12.345" });
    expect(text(bad.body)).toContain("at most two decimals");
  });

  it("applies only the rates a member changed: another member's change since the page loaded stays", async () => {
    const first = await staffKit.aStaffMember();
    const second = await staffKit.aStaffMember();
    const rates = async () => {
      await t.catalogueSettled();
      return (await t.app.inject("/api/v1/product/todayrate")).json() as Record<string, number>;
    };
    const before = await rates();
    const shown = (metal: string) => before[metal]!.toFixed(2);
    // Both pages show every rate as it was; the second member changes Gold 22K first.
    const gold = Math.round(before["Gold 22K"]! * 100.5) / 100;
    const changed = await postAs(second.token, {
      intent: "change",
      "metal-0": "Gold 22K",
      "rate-0": gold.toFixed(2),
      "was-0": shown("Gold 22K"),
      "metal-1": "Silver",
      "rate-1": shown("Silver"),
      "was-1": shown("Silver"),
    });
    expect(text(changed.body)).toContain("Rates changed");
    // The first member's page still shows the old Gold 22K rate, and changes Silver only.
    const silver = Math.round(before.Silver! * 100.5) / 100;
    const page = await postAs(first.token, {
      intent: "change",
      "metal-0": "Gold 22K",
      "rate-0": shown("Gold 22K"),
      "was-0": shown("Gold 22K"),
      "metal-1": "Silver",
      "rate-1": silver.toFixed(2),
      "was-1": shown("Silver"),
    });
    expect(text(page.body)).toContain("Rates changed");
    const after = await rates();
    expect([after["Gold 22K"], after.Silver]).toEqual([gold, silver]);
    // A form with nothing changed changes nothing and says so.
    const unchanged = await postAs(first.token, {
      intent: "change",
      "metal-0": "Silver",
      "rate-0": silver.toFixed(2),
      "was-0": silver.toFixed(2),
    });
    expect(text(unchanged.body)).toContain("Give at least one metal's rate");
  });
});
