import { ERROR_CODES } from "@nagai/contracts/errors";
import {
  type ImportReportRow,
  STAFF_PRODUCT_LIMITS as L,
  STAFF_PRODUCT_MESSAGES as M,
  STAFF_PRODUCT_EXPORT_ONLY,
  STAFF_PRODUCT_FIELDS,
} from "@nagai/contracts/staff-product-texts";
import type { ImportReport } from "@nagai/contracts/staff-products";
import type { Database } from "../../db/client.ts";
import { HttpError } from "../../http-errors.ts";
import { type AuditRecord, recordAuditMany } from "../audit/audit.public.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { setOnHand } from "../inventory/inventory.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import { CsvSyntaxError, parseCsv, readCell, toCsv } from "./products-csv.ts";
import { repricePieces } from "./repricing.ts";
import { diffOf, fieldsOf, type PieceFields } from "./staff-product-fields.ts";
import { checkPiece, type PieceInput } from "./staff-product-input.ts";
import { createStaffProductsRepository } from "./staff-products.repository.ts";
import { priceProblem } from "./staff-products.service.ts";

const KNOWN = new Set<string>([...STAFF_PRODUCT_FIELDS, ...STAFF_PRODUCT_EXPORT_ONLY]);
const REQUIRED = STAFF_PRODUCT_FIELDS.filter(
  (field) =>
    ![
      "NewArrival",
      "Top_Trending",
      "BestDesign",
      "Featured",
      "GiftIdeas",
      "SizeName",
      "SizeId",
      "MetalId",
      "StoneUnit",
      "MRP",
      "HUID",
      "makingKind",
      "makingValue",
      "stoneCharges",
      "otherCharges",
      "tagPrice",
      "forSale",
    ].includes(field),
);

interface Planned {
  report: ImportReportRow;
  piece?: PieceInput;
  sno?: number;
  before?: PieceFields;
}

/**
 * CSV import and export of pieces (issue 26 item 4, decision 049). An import is matched by TAGNO
 * (an existing TAGNO updates its piece, a new one creates a piece), checked whole before anything
 * is written, and written in one transaction with set-based statements: a batch of rows per
 * insert or update, one repricing statement, one stock statement, audit entries in batches.
 */
export function createProductsCsv({ db, stockChanged }: { db: Database; stockChanged: () => void }) {
  async function plan(tx: Transaction, text: string): Promise<Planned[]> {
    let records: ReturnType<typeof parseCsv>;
    try {
      records = parseCsv(text);
    } catch (error) {
      if (error instanceof CsvSyntaxError) return [bad(error.line, "", [error.message])];
      throw error;
    }
    const [header, ...rows] = records;
    if (!header) return [bad(1, "", ["The file is empty: it needs a header row and a row per piece"])];
    if (rows.length > L.maxCsvRows)
      return [bad(1, "", [`A file may hold at most ${L.maxCsvRows} rows; split it`])];
    const columns = header.cells.map((cell) => cell.trim());
    const headerErrors = [
      ...REQUIRED.filter((field) => !columns.includes(field)).map((field) => `Missing column ${field}`),
      ...columns.filter((name) => !KNOWN.has(name)).map((name) => `Unknown column ${name || "(blank)"}`),
      ...columns.filter((name, i) => columns.indexOf(name) !== i).map((name) => `Column ${name} twice`),
    ];
    if (headerErrors.length > 0) return [bad(header.line, "", headerErrors)];

    const repo = createStaffProductsRepository(tx);
    const rates = await repo.rates();
    const planned: Planned[] = rows.map(({ line, cells }) => {
      const raw: Record<string, string> = {};
      columns.forEach((name, i) => {
        raw[name] = readCell(cells[i] ?? "");
      });
      const tagNo = (raw.TAGNO ?? "").trim();
      if (cells.length !== columns.length)
        return bad(line, tagNo, [`The row has ${cells.length} cells; the header has ${columns.length}`]);
      const result = checkPiece(raw, rates);
      if (result.errors) return bad(line, tagNo, Object.values(result.errors));
      const problem = priceProblem(result.piece, rates);
      if (problem) return bad(line, tagNo, Object.values(problem));
      return { report: row(line, tagNo, "create"), piece: result.piece };
    });

    // Within the file: a TAGNO or a HUID once.
    const firstTag = new Map<string, number>();
    const firstHuid = new Map<string, number>();
    for (const entry of planned) {
      const { piece, report } = entry;
      if (!piece) continue;
      const tagLine = firstTag.get(piece.tagNo);
      if (tagLine !== undefined) fail(entry, `TAGNO ${piece.tagNo} is also on row ${tagLine}`);
      else firstTag.set(piece.tagNo, report.row);
      if (piece.huid) {
        const huidLine = firstHuid.get(piece.huid);
        if (huidLine !== undefined) fail(entry, `HUID ${piece.huid} is also on row ${huidLine}`);
        else firstHuid.set(piece.huid, report.row);
      }
    }

    // Against the table: which rows update which pieces, and whose HUIDs clash.
    const good = planned.filter((entry) => entry.piece);
    const existing = new Map((await repo.byTagNos(good.map((e) => e.piece!.tagNo))).map((r) => [r.tagNo, r]));
    const holders = await repo.holders(good.flatMap((e) => (e.piece!.huid ? [e.piece!.huid] : [])));
    const holderOf = new Map(holders.map((holder) => [holder.huid, holder]));
    const stock = await repo.stockOf([...existing.values()].map((r) => r.sno));
    for (const entry of good) {
      const piece = entry.piece!;
      const current = existing.get(piece.tagNo);
      const holder = piece.huid ? holderOf.get(piece.huid) : undefined;
      if (holder && holder.tagNo !== piece.tagNo) fail(entry, M.huidTaken(holder.tagNo));
      if (!current || entry.report.action === "error") continue;
      const levels = stock.get(current.sno) ?? { onHand: 0, reserved: 0 };
      if (piece.stock < levels.reserved) {
        fail(entry, `Orders hold ${levels.reserved} of ${piece.tagNo}: stock may not be below that`);
        continue;
      }
      entry.sno = current.sno;
      entry.before = fieldsOf(current, levels.onHand);
      const changed = diffOf(entry.before, fieldsOf(piece, piece.stock)).changed;
      entry.report.action = changed.length > 0 ? "update" : "unchanged";
      entry.report.changed = changed;
    }
    return planned;
  }

  async function write(tx: Transaction, staff: StaffMember, planned: Planned[]): Promise<void> {
    const repo = createStaffProductsRepository(tx);
    const creates = planned.filter((entry) => entry.report.action === "create");
    const updates = planned.filter((entry) => entry.report.action === "update");
    const created = await repo.insert(creates.map((entry) => entry.piece!));
    creates.forEach((entry, i) => {
      entry.sno = created[i];
    });
    await repo.update(updates.map((entry) => ({ ...entry.piece!, sno: entry.sno! })));
    const touched = [...creates, ...updates];
    await repricePieces(tx, { snos: touched.map((entry) => entry.sno!) });
    const restocked = touched.filter((entry) => entry.before?.stock !== entry.piece!.stock);
    for (let i = 0; i < restocked.length; i += 5000) {
      await setOnHand(
        tx as unknown as Database,
        restocked.slice(i, i + 5000).map((entry) => ({ productSno: entry.sno!, onHand: entry.piece!.stock })),
      );
    }
    const records: AuditRecord[] = touched.map((entry) => {
      const after = fieldsOf(entry.piece!, entry.piece!.stock);
      const diff = entry.before ? diffOf(entry.before, after) : undefined;
      return {
        staff,
        action: entry.before ? "product.import-update" : "product.import-create",
        entityType: "product",
        entityId: entry.sno!,
        before: diff?.before ?? null,
        after: diff?.after ?? after,
      };
    });
    await recordAuditMany(tx, records);
  }

  return {
    /** Checks a CSV and, when asked and no row is bad, imports it. */
    async importCsv(staff: StaffMember, text: string, dryRun: boolean): Promise<ImportReport> {
      let report: ImportReport | undefined;
      await db.transaction(async (tx) => {
        const planned = await plan(tx, text);
        const rows = planned.map((entry) => entry.report);
        const count = (action: ImportReportRow["action"]) => rows.filter((r) => r.action === action).length;
        const errors = count("error");
        const write_ = !dryRun && errors === 0;
        if (write_) await write(tx, staff, planned);
        report = {
          dryRun,
          imported: write_,
          summary: {
            rows: rows.length,
            create: count("create"),
            update: count("update"),
            unchanged: count("unchanged"),
            errors,
          },
          message:
            errors > 0
              ? M.importRefused
              : write_
                ? `Imported: ${count("create")} created, ${count("update")} changed`
                : `Ready: ${count("create")} to create, ${count("update")} to change, ${count("unchanged")} unchanged`,
          rows: rows.filter((r) => r.action !== "unchanged"),
        };
      });
      if (report!.imported) stockChanged();
      if (!dryRun && report!.summary.errors > 0) throw new ImportRefused(report!);
      return report!;
    },

    /** Every piece as CSV: the import's columns, then what it comes to now and its photos. */
    async exportCsv(): Promise<string> {
      const repo = createStaffProductsRepository(db);
      const rows = await repo.all();
      const stock = await repo.stockOf(rows.map((r) => r.sno));
      const header = [...STAFF_PRODUCT_FIELDS, ...STAFF_PRODUCT_EXPORT_ONLY];
      return toCsv([
        header,
        ...rows.map((r) => {
          const fields = fieldsOf(r, stock.get(r.sno)?.onHand ?? 0);
          return [
            ...STAFF_PRODUCT_FIELDS.map((field) => fields[field]),
            r.sno,
            (r.pricePaise / 100).toFixed(2),
            r.imagePaths.join("|"),
          ];
        }),
      ]);
    },
  };
}

/** 422: an import with bad rows, refused whole; the body is the report. */
export class ImportRefused extends HttpError {
  constructor(readonly report: ImportReport) {
    super(422, ERROR_CODES.validation, report.message);
  }
}

function row(line: number, tagNo: string, action: ImportReportRow["action"]): ImportReportRow {
  return { row: line, tagNo, action, changed: [], errors: [] };
}
function bad(line: number, tagNo: string, errors: string[]): Planned {
  return { report: { ...row(line, tagNo, "error"), errors } };
}
function fail(entry: Planned, message: string): void {
  entry.report.action = "error";
  entry.report.changed = [];
  entry.report.errors.push(message);
}
