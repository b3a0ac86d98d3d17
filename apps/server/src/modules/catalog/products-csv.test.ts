// CSV import and export of pieces (issue 26 item 4, decision 049): the dry run's report, refusing
// a file with any bad row whole, a good import, the round trip, 413/415, formula-safe cells.
import { ImportReportSchema } from "@nagai/contracts/staff-products";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { auditOf } from "../audit/audit.public.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { metalRates, products } from "./catalog.tables.ts";
import { csvCell, parseCsv, readCell } from "./products-csv.ts";

let t: TestApp;
const { aStaffMember } = createStaffKit(() => t, { firstNumber: 9_762_000_000 });
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(metalRates)
    .values({ metal: "Gold 22K", ratePaise: 6_000_00 })
    .onConflictDoUpdate({ target: metalRates.metal, set: { ratePaise: 6_000_00 } });
  headers = (await aStaffMember()).headers;
}, 60_000);
afterAll(async () => t?.close());

const HEADER =
  "TAGNO,ITEMID,ITEMNAME,SUBITEMNAME,CATNAME,PRODUCTNAME,PURITY,NETWT,MaterialFinish,Description,Gender,CollectionType,ColorAccents,Occasion,HUID,pricing,makingKind,makingValue,stoneCharges,otherCharges,tagPrice,stock,forSale";
const line = (tag: string, o: Partial<Record<string, string>> = {}) =>
  [
    tag,
    "5",
    o.ITEMNAME ?? "Rings",
    "Couple Rings",
    "Gold",
    o.PRODUCTNAME ?? `"Ring, ""the"" band"`,
    o.PURITY ?? "22K",
    o.NETWT ?? "2.5",
    "GOLDCOATED",
    `"Two lines\r\nof text"`,
    "Women",
    "Classic",
    "Gold",
    "DAILY_WEAR",
    o.HUID ?? "",
    "weighed",
    "percent",
    o.makingValue ?? "12",
    "500",
    "45",
    "",
    "1",
    "true",
  ].join(",");

async function post(csv: string, dryRun: boolean, type = "text/csv") {
  return t.app.inject({
    method: "POST",
    url: `/api/v1/staff/products/import?dryRun=${dryRun}`,
    headers: { ...headers, "content-type": type },
    payload: csv,
  });
}
const exported = async () =>
  (await t.app.inject({ method: "GET", url: "/api/v1/staff/products/export", headers })).body;

describe("CSV import and export", () => {
  it("reads quotes, CRLF and a BOM, and writes formula-safe cells", () => {
    expect(parseCsv('\ufeffa,"b,c"\r\n"d""e","f\ng"\n').map((r) => r.cells)).toEqual([
      ["a", "b,c"],
      ['d"e', "f\ng"],
    ]);
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("@x, y")).toBe(`"'@x, y"`);
    expect(readCell("'=1")).toBe("=1");
  });

  it("dry-runs, then imports a good file; refuses a file with bad rows whole", async () => {
    const bad = [
      HEADER,
      line("CSV00001"),
      line("CSV00002", { PURITY: "21K" }),
      line("CSV00003", { NETWT: "-2" }),
      line("CSV00004", { ITEMNAME: "Hats" }),
      line("CSV00005", { HUID: "CSVH01" }),
      line("CSV00006", { HUID: "CSVH01" }),
      line("CSV00001"),
    ].join("\r\n");
    const before = await exported();
    const dry = ImportReportSchema.parse((await post(bad, true)).json());
    const reasons = Object.fromEntries(dry.rows.map((row) => [row.row, row.errors.join(" ")]));
    expect(reasons[4]).toContain("PURITY");
    // Each row spans two lines (a quoted line break): rows are numbered by the line they start on.
    expect(reasons[6]).toContain("NETWT may not be negative");
    expect(reasons[8]).toContain("ITEMNAME");
    expect(reasons[12]).toContain("HUID CSVH01 is also on row 10");
    expect(reasons[14]).toContain("TAGNO CSV00001 is also on row 2");
    const refused = await post(bad, false);
    expect(refused.statusCode).toBe(422);
    expect(ImportReportSchema.parse(refused.json()).summary.errors).toBe(5);
    expect(await exported()).toBe(before);

    const good = [HEADER, line("CSV00001"), line("CSV00005", { HUID: "CSVH01" })].join("\r\n");
    const report = ImportReportSchema.parse((await post(good, true)).json());
    expect(report.summary).toMatchObject({ create: 2, errors: 0 });
    expect(await exported()).toBe(before);
    const imported = await post(good, false);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(ImportReportSchema.parse(imported.json()).imported).toBe(true);
    const csv = await exported();
    expect(csv).toContain('"Ring, ""the"" band"');
    const [created] = await t.db.select().from(products).where(eq(products.tagNo, "CSV00001"));
    expect((await auditOf(t.db, "product", created!.sno)).map((entry) => entry.action)).toEqual([
      "product.import-create",
    ]);

    // An update names the changed fields; a HUID another piece holds is refused.
    const change = [
      HEADER,
      line("CSV00001", { makingValue: "14" }),
      line("CSV00007", { HUID: "CSVH01" }),
    ].join("\n");
    const changed = ImportReportSchema.parse((await post(change, true)).json());
    expect(changed.rows[0]).toMatchObject({ action: "update", changed: ["makingValue"] });
    expect(changed.rows[1]!.errors.join(" ")).toContain("CSV00005");
    // Imported, the change is audited with the field before and after.
    const edit = [HEADER, line("CSV00001", { makingValue: "14" })].join("\n");
    expect((await post(edit, false)).statusCode).toBe(200);
    const entries = await auditOf(t.db, "product", created!.sno);
    expect(entries.at(-1)).toMatchObject({
      action: "product.import-update",
      before: { makingValue: 12 },
      after: { makingValue: 14 },
    });
  });

  it("imports an export back without changing anything", async () => {
    const csv = await exported();
    const report = ImportReportSchema.parse((await post(csv, false)).json());
    expect(report.summary.unchanged).toBeGreaterThanOrEqual(2);
    expect(report.summary.update + report.summary.create + report.summary.errors).toBe(0);
    expect(await exported()).toBe(csv);
  });

  it("is a 415 for another content type and a 413 beyond its size", async () => {
    expect((await post("{}", true, "application/json")).statusCode).toBe(415);
    expect((await post("x".repeat(9 * 1024 * 1024), true)).statusCode).toBe(413);
  });
});
