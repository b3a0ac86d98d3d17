import { ERROR_CODES } from "@nagai/contracts/errors";
import { paiseToRupees } from "@nagai/contracts/money";
import { PRICING_LIMITS } from "@nagai/contracts/pricing";
import { STAFF_PRODUCT_MESSAGES as M } from "@nagai/contracts/staff-product-texts";
import type { StaffProduct, StaffProductInput, StaffProductList } from "@nagai/contracts/staff-products";
import type { Database } from "../../db/client.ts";
import { isViolationOf, SQL_STATES, sqlStateOf } from "../../db/sql-state.ts";
import { badRequest, HttpError, notFound } from "../../http-errors.ts";
import { auditOf, recordAudit } from "../audit/audit.public.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { setOnHand } from "../inventory/inventory.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import { pricePiece } from "./piece-pricing.ts";
import { toPriceBreakup } from "./product-view.ts";
import { repricePieces } from "./repricing.ts";
import { diffOf, fieldsOf } from "./staff-product-fields.ts";
import { checkPiece, type FieldErrors, type PieceInput } from "./staff-product-input.ts";
import { createStaffProductsRepository, type StaffPieceRow } from "./staff-products.repository.ts";

const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);
const invalid = (fields: FieldErrors) => badRequest(Object.values(fields)[0] ?? M.invalid, fields);

/**
 * A price check before writing: the piece at today's rate must stay below ₹1 crore (the price
 * columns, decision 046). The field to blame: the weight of a weighed piece, else the tag price.
 */
export function priceProblem(piece: PieceInput, rates: ReadonlyMap<string, number>): FieldErrors | undefined {
  const rate = piece.rateMetal ? (rates.get(piece.rateMetal) ?? null) : null;
  const { totalPaise } = pricePiece(piece, rate);
  if (totalPaise <= PRICING_LIMITS.maxPiecePricePaise) return undefined;
  const field = piece.pricing === "weighed" ? "NETWT" : "tagPrice";
  return { [field]: `This piece would cost over ₹1 crore at today's rate: check ${field} and the charges` };
}

/**
 * The catalogue in the staff console (issue 26 item 4, decision 049): list, read, create, edit
 * and delete pieces. Every write is one transaction: the piece's row, its repricing, its stock
 * and the audit entry. `stockChanged` tells this process's listings after a commit (decision 020).
 */
export function createStaffProducts({ db, stockChanged }: { db: Database; stockChanged: () => void }) {
  const repository = createStaffProductsRepository(db);

  async function detail(sno: number, tx: Database | Transaction = db): Promise<StaffProduct> {
    const repo = createStaffProductsRepository(tx);
    const row = await repo.find(sno);
    if (!row) throw notFound(M.notFound);
    const levels = (await repo.stockOf([sno])).get(sno) ?? { onHand: 0, reserved: 0 };
    const fields = fieldsOf(row, levels.onHand);
    return {
      ...(fields as unknown as StaffProductInput),
      ...fields,
      SNO: row.sno,
      makingKind: fields.makingKind as StaffProduct["makingKind"],
      pricing: row.pricing as StaffProduct["pricing"],
      available: levels.onHand - levels.reserved,
      GrandTotal: paiseToRupees(row.pricePaise),
      ImagePath: row.imagePaths,
      PriceBreakup: toPriceBreakup({ ...row, stock: levels.onHand - levels.reserved }),
      updatedAt: row.updatedAt.toISOString(),
      audit: await auditOf(tx as Database, "product", sno),
    } as StaffProduct;
  }

  /** Checks a piece against the table: its TAGNO and HUID belong to no other piece. */
  async function clashes(tx: Transaction, piece: PieceInput, sno?: number): Promise<FieldErrors> {
    const repo = createStaffProductsRepository(tx);
    const errors: FieldErrors = {};
    const [sameTag] = await repo.byTagNos([piece.tagNo]);
    if (sameTag && sameTag.sno !== sno) errors.TAGNO = M.tagNoTaken(piece.tagNo);
    if (piece.huid) {
      const [holder] = await repo.holders([piece.huid]);
      if (holder && holder.sno !== sno) errors.HUID = M.huidTaken(holder.tagNo);
    }
    return errors;
  }

  /** Runs a write; a unique index another writer won meanwhile is a 409, not a 500. */
  async function write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work);
      stockChanged();
      return result;
    } catch (error) {
      if (isViolationOf(error, SQL_STATES.uniqueViolation, "products_tag_no_key"))
        throw conflict("Another piece took this TAGNO meanwhile");
      if (isViolationOf(error, SQL_STATES.uniqueViolation, "products_huid_key"))
        throw conflict("Another piece took this HUID meanwhile");
      throw error;
    }
  }

  async function checked(tx: Transaction, body: StaffProductInput, sno?: number) {
    const repo = createStaffProductsRepository(tx);
    const rates = await repo.rates();
    const result = checkPiece(body as Record<string, unknown>, rates);
    if (result.errors) throw invalid(result.errors);
    const problems = { ...(await clashes(tx, result.piece, sno)), ...priceProblem(result.piece, rates) };
    if (Object.keys(problems).length > 0) throw invalid(problems);
    return result.piece;
  }

  return {
    detail,

    async list(query: { q?: string; page: number; size: number }): Promise<StaffProductList> {
      const [rows, total] = await Promise.all([
        repository.page(query.q, query.page, query.size),
        repository.count(query.q),
      ]);
      const stock = await repository.stockOf(rows.map((row) => row.sno));
      return {
        content: rows.map((row) => ({
          SNO: row.sno,
          TAGNO: row.tagNo,
          PRODUCTNAME: row.productName,
          ITEMNAME: row.itemName,
          SUBITEMNAME: row.subItemName,
          PURITY: row.purity,
          HUID: row.huid,
          GrandTotal: paiseToRupees(row.pricePaise),
          stock: stock.get(row.sno)?.onHand ?? 0,
          forSale: row.forSale,
        })),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        page: query.page,
        size: query.size,
      };
    },

    create: (staff: StaffMember, body: StaffProductInput): Promise<StaffProduct> =>
      write(async (tx) => {
        const piece = await checked(tx, body);
        const repo = createStaffProductsRepository(tx);
        const [sno] = await repo.insert([piece]);
        await repricePieces(tx, { snos: [sno!] });
        await setOnHand(tx as unknown as Database, [{ productSno: sno!, onHand: piece.stock }]);
        await recordAudit(tx, {
          staff,
          action: "product.create",
          entityType: "product",
          entityId: sno!,
          before: null,
          after: fieldsOf(piece, piece.stock),
        });
        return detail(sno!, tx as unknown as Database);
      }),

    update: (staff: StaffMember, sno: number, body: StaffProductInput): Promise<StaffProduct> =>
      write(async (tx) => {
        const repo = createStaffProductsRepository(tx);
        const row = await repo.find(sno, { lock: true });
        if (!row) throw notFound(M.notFound);
        const piece = await checked(tx, body, sno);
        const levels = (await repo.stockOf([sno])).get(sno) ?? { onHand: 0, reserved: 0 };
        if (piece.stock < levels.reserved)
          throw invalid({
            stock: `Orders hold ${levels.reserved} of this piece: stock may not be below that`,
          });
        const diff = diffOf(fieldsOf(row, levels.onHand), fieldsOf(piece, piece.stock));
        if (diff.changed.length > 0) {
          await repo.update([{ ...piece, sno }]);
          await repricePieces(tx, { snos: [sno] });
          if (piece.stock !== levels.onHand)
            await setOnHand(tx as unknown as Database, [{ productSno: sno, onHand: piece.stock }]);
          await recordAudit(tx, {
            staff,
            action: "product.update",
            entityType: "product",
            entityId: sno,
            before: diff.before,
            after: diff.after,
          });
        }
        return detail(sno, tx as unknown as Database);
      }),

    remove: (staff: StaffMember, sno: number): Promise<void> =>
      write(async (tx) => {
        const repo = createStaffProductsRepository(tx);
        const row = await repo.find(sno, { lock: true });
        if (!row) throw notFound(M.notFound);
        const levels = (await repo.stockOf([sno])).get(sno) ?? { onHand: 0, reserved: 0 };
        try {
          // An order's items name the piece (a foreign key): such a piece stays, off sale.
          await repo.remove(sno);
        } catch (error) {
          if (sqlStateOf(error) === SQL_STATES.foreignKeyViolation) throw conflict(M.inOrders);
          throw error;
        }
        await recordAudit(tx, {
          staff,
          action: "product.delete",
          entityType: "product",
          entityId: sno,
          before: fieldsOf(row, levels.onHand),
          after: null,
        });
      }),
  };
}
export type StaffProducts = ReturnType<typeof createStaffProducts>;
export type { StaffPieceRow };
