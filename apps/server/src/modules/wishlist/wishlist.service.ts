import { CART_MESSAGES } from "@nagai/contracts/cart";
import { ERROR_CODES } from "@nagai/contracts/errors";
import {
  type ItemNumberList,
  type ItemNumberListChange,
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
} from "@nagai/contracts/wishlist";
import { HttpError, notFound } from "../../http-errors.ts";
import type { CatalogService } from "../catalog/catalog.public.ts";
import type { WishlistRepository } from "./wishlist.repository.ts";

export interface WishlistServiceOptions {
  repository: WishlistRepository;
  /** The catalogue's door for the shopper's lists: which pieces exist and their names. */
  catalog: Pick<CatalogService, "findPieces">;
}

/**
 * The shopper's wishlist (the spec's "favorites"): piece numbers, newest first, at most
 * WISHLIST_LIMITS.maxItems. Writes touch the favourites table only, never the catalogue.
 */
export function createWishlistService({ repository, catalog }: WishlistServiceOptions) {
  /** The piece's display name, or 404 when the catalogue does not have it. */
  async function requirePieceName(sno: number): Promise<string> {
    const piece = (await catalog.findPieces([sno])).get(sno);
    if (!piece) throw notFound(CART_MESSAGES.productNotFound);
    return piece.productName;
  }

  return {
    async list(userId: number): Promise<ItemNumberList> {
      return { status: "success", data: await repository.listSnos(userId) };
    },

    /** Adds a piece; adding one already there changes nothing and answers the same. */
    async add(userId: number, sno: number): Promise<ItemNumberListChange> {
      const name = await requirePieceName(sno);
      const data = await repository.asShopper(userId, async (locked) => {
        const { pieces, hasPiece } = await locked.countAndFind(userId, sno);
        if (!hasPiece) {
          if (pieces >= WISHLIST_LIMITS.maxItems) {
            throw new HttpError(409, ERROR_CODES.listFull, WISHLIST_MESSAGES.full);
          }
          if (!(await locked.add(userId, sno))) throw notFound(CART_MESSAGES.productNotFound);
        }
        return locked.listSnos(userId);
      });
      return { status: "success", message: WISHLIST_MESSAGES.added(name), data };
    },

    async remove(userId: number, sno: number): Promise<ItemNumberListChange> {
      if (!(await repository.remove(userId, sno))) throw notFound(WISHLIST_MESSAGES.notInWishlist);
      // The favourites' foreign key removes a withdrawn piece's entries with it, so the piece is
      // still there; the short text covers the moment between.
      const piece = (await catalog.findPieces([sno])).get(sno);
      return {
        status: "success",
        message: piece ? WISHLIST_MESSAGES.removed(piece.productName) : WISHLIST_MESSAGES.removedShort,
        data: await repository.listSnos(userId),
      };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
