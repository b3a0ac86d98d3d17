import {
  CART_MESSAGES,
  type CartCreateBody,
  type CartList,
  type CartRow,
  type CartRowChange,
  type CartUpdateBody,
} from "@nagai/contracts/cart";
import { ERROR_CODES } from "@nagai/contracts/errors";
import { paiseToRupees } from "@nagai/contracts/money";
import { isViolationOf, SQL_STATES } from "../../db/sql-state.ts";
import { HttpError, notFound } from "../../http-errors.ts";
import type { User } from "../auth/auth.public.ts";
import type { CatalogService, PieceSummary } from "../catalog/catalog.public.ts";
import { CART_ROOM, type CartRepository, type StoredCartRow } from "./cart.repository.ts";

/** Who the cart belongs to: always the token's user (routes pass `request.user`). */
export type Shopper = Pick<User, "id" | "contactNumber">;

export interface CartServiceOptions {
  repository: CartRepository;
  /** The catalogue's door for the shopper's lists: names, prices and availability, read fresh. */
  catalog: Pick<CatalogService, "findPieces">;
}

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/**
 * The shopper's cart: one row per piece, its quantity from 1 to the piece's stock (and at most
 * CART_LIMITS.maxQuantity), at most CART_LIMITS.maxRows rows. Names, prices and stock are always
 * the catalogue's; what a client sends of them is ignored. Writes touch cart_items only.
 */
export function createCartService({ repository, catalog }: CartServiceOptions) {
  /**
   * The spec's client sends the shopper's phone with cart calls. The caller is the token's user
   * whatever it says: another number is answered as a number with no cart (404), never with that
   * shopper's data and never with a 403 that would confirm the number has an account.
   */
  function requireOwnPhone(shopper: Shopper, phone: string | undefined): void {
    const given = phone?.trim();
    if (given && given !== shopper.contactNumber) throw notFound(CART_MESSAGES.cartNotFound);
  }

  /** Checks a quantity against the piece's stock: sold out, or not that many. */
  function requireInStock(piece: PieceSummary, quantity: number): void {
    // Off sale (decision 049): refused whatever its stock.
    if (!piece.forSale) throw conflict(ERROR_CODES.outOfStock, CART_MESSAGES.notForSale(piece.productName));
    if (piece.stock <= 0) throw conflict(ERROR_CODES.outOfStock, CART_MESSAGES.soldOut(piece.productName));
    if (quantity > piece.stock) {
      throw conflict(ERROR_CODES.outOfStock, CART_MESSAGES.onlyInStock(piece.productName, piece.stock));
    }
  }

  async function findPiece(sno: number): Promise<PieceSummary | undefined> {
    return (await catalog.findPieces([sno])).get(sno);
  }

  /**
   * The repository's add, with a full cart answered as the spec's message: unless the piece is in
   * it already, which the shopper is told first (as when the cart has room).
   */
  async function addRow(shopper: Shopper, sno: number, quantity: number) {
    try {
      return await repository.addRow(shopper.id, sno, quantity);
    } catch (error) {
      if (!isViolationOf(error, SQL_STATES.checkViolation, CART_ROOM)) throw error;
      const [piece, hasPiece] = await Promise.all([findPiece(sno), repository.hasPiece(shopper.id, sno)]);
      if (piece && hasPiece) {
        throw conflict(ERROR_CODES.alreadyInCart, CART_MESSAGES.alreadyInCart(piece.productName));
      }
      throw conflict(ERROR_CODES.listFull, CART_MESSAGES.full);
    }
  }

  async function requireRow(shopper: Shopper, id: number): Promise<StoredCartRow> {
    const row = await repository.findRow(shopper.id, id);
    if (!row) throw notFound(CART_MESSAGES.rowNotFound);
    return row;
  }

  return {
    async list(shopper: Shopper, phone: string | undefined): Promise<CartList> {
      requireOwnPhone(shopper, phone);
      const rows = await repository.listRows(shopper.id);
      return { status: "success", data: rows.map((row) => toCartRow(row, row.piece, shopper)) };
    },

    /** Adds a piece: itemTagSno, else itemSno. The body's name, price and image are ignored. */
    async create(shopper: Shopper, body: CartCreateBody): Promise<CartRowChange> {
      requireOwnPhone(shopper, body.phone);
      // The contract's refinement guarantees one of the two.
      const sno = (body.itemTagSno ?? body.itemSno)!;
      const { piece, row } = await addRow(shopper, sno, body.quantity);
      if (!piece) throw notFound(CART_MESSAGES.productNotFound);
      if (!row) {
        // Not added: the stock was short, or the piece is in the cart already.
        requireInStock(piece, body.quantity);
        throw conflict(ERROR_CODES.alreadyInCart, CART_MESSAGES.alreadyInCart(piece.productName));
      }
      return {
        status: "success",
        message: CART_MESSAGES.added(piece.productName),
        data: toCartRow(row, piece, shopper),
      };
    },

    /** Sets a row's quantity: the row (`id`, or `sno`) must be the caller's. */
    async update(shopper: Shopper, body: CartUpdateBody): Promise<CartRowChange> {
      requireOwnPhone(shopper, body.phone);
      // The contract's refinement guarantees one of the two.
      const id = (body.id ?? body.sno)!;
      const row = await requireRow(shopper, id);
      const piece = await findPiece(row.productSno);
      // A piece withdrawn from the catalogue: the row stays (as "Unknown Product") but cannot grow.
      if (!piece) throw notFound(CART_MESSAGES.productNotFound);
      requireInStock(piece, body.quantity);
      const updated = await repository.setQuantity(shopper.id, id, body.quantity);
      if (!updated) throw notFound(CART_MESSAGES.rowNotFound);
      return {
        status: "success",
        message: CART_MESSAGES.updated(piece.productName),
        data: toCartRow(updated, piece, shopper),
      };
    },

    async remove(shopper: Shopper, id: number): Promise<{ status: "success"; message: string }> {
      const row = await repository.deleteRow(shopper.id, id);
      if (!row) throw notFound(CART_MESSAGES.rowNotFound);
      return {
        status: "success",
        message: CART_MESSAGES.removed(row.piece?.productName ?? CART_MESSAGES.unknownProduct),
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;

/**
 * A row as the API shows it, with the catalogue's fields; a piece the catalogue no longer has
 * shows nulls and stock 0 (the page's "Unknown Product", which cannot be ordered).
 */
function toCartRow(row: StoredCartRow, piece: PieceSummary | undefined, shopper: Shopper): CartRow {
  return {
    id: row.id,
    sno: row.id,
    itemSno: row.productSno,
    itemTagSno: row.productSno,
    itemId: piece?.itemId ?? null,
    tagNo: piece?.tagNo ?? null,
    itemName: piece?.productName ?? null,
    quantity: row.quantity,
    price: piece ? paiseToRupees(piece.pricePaise) : null,
    amount: piece ? paiseToRupees(piece.pricePaise * row.quantity) : null,
    mrp: piece?.mrpPaise == null ? null : paiseToRupees(piece.mrpPaise),
    netWt: piece?.netWeightGrams ?? null,
    purity: piece?.purity ?? null,
    image: piece?.imagePaths[0] ?? null,
    stock: piece?.stock ?? 0,
    phone: shopper.contactNumber,
  };
}
