import { CART_MESSAGES } from "@nagai/contracts/cart";
import { RECENTLY_VIEWED_LIMITS, RECENTLY_VIEWED_MESSAGES } from "@nagai/contracts/recently-viewed";
import type { ItemNumberList, ItemNumberListChange } from "@nagai/contracts/wishlist";
import { notFound } from "../../http-errors.ts";
import type { RecentlyViewedRepository } from "./recently-viewed.repository.ts";

export interface RecentlyViewedServiceOptions {
  repository: RecentlyViewedRepository;
}

/**
 * The pieces a shopper viewed, newest first, the newest RECENTLY_VIEWED_LIMITS.maxItems only: a
 * view past that pushes the oldest out in the same transaction, so the list never grows.
 */
export function createRecentlyViewedService({ repository }: RecentlyViewedServiceOptions) {
  return {
    async list(userId: number): Promise<ItemNumberList> {
      return { status: "success", data: await repository.listSnos(userId) };
    },

    async record(userId: number, sno: number): Promise<ItemNumberListChange> {
      // No look-up first: the foreign key to products refuses an unknown piece (record: false).
      const data = await repository.asShopper(userId, async (locked) => {
        if (!(await locked.record(userId, sno))) throw notFound(CART_MESSAGES.productNotFound);
        await locked.keepNewest(userId, RECENTLY_VIEWED_LIMITS.maxItems);
        return locked.listSnos(userId);
      });
      return { status: "success", message: RECENTLY_VIEWED_MESSAGES.recorded, data };
    },
  };
}

export type RecentlyViewedService = ReturnType<typeof createRecentlyViewedService>;
