import { z } from "zod";
import { INTEGER_MAX, wholeNumber } from "./whole-number.ts";

/*
 * The wishlist (the spec's "favorites"): a list of piece numbers (SNO), newest first; the caller
 * is always the token's shopper. Its limits and texts live in wishlist-texts.ts, without Zod.
 */
export { WISHLIST_LIMITS, WISHLIST_MESSAGES } from "./wishlist-texts.ts";

/** A piece number in a query, a path or a body: a positive whole number that fits PostgreSQL's integer. */
export const ItemSnoSchema = wholeNumber({
  min: 1,
  max: INTEGER_MAX,
  message: "itemSno must be a piece number",
});

// No `id`: query and path schemas stay inline in the OpenAPI document, one parameter each.
export const ItemSnoQuerySchema = z.object({ itemSno: ItemSnoSchema });
export const ItemSnoParamsSchema = z.object({ itemSno: ItemSnoSchema });

/** The spec's list answer: `data` is an array of piece numbers, newest first. */
export const ItemNumberListSchema = z
  .object({
    status: z.literal("success"),
    data: z.array(z.number().int()).describe("Piece numbers (SNO), newest first"),
  })
  .meta({ id: "ItemNumberList" });
export type ItemNumberList = z.infer<typeof ItemNumberListSchema>;

/** The answer to an add or a remove: what happened, in the spec's words, and the list after it. */
export const ItemNumberListChangeSchema = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    data: z.array(z.number().int()).describe("The whole list after the change, newest first"),
  })
  .meta({ id: "ItemNumberListChange" });
export type ItemNumberListChange = z.infer<typeof ItemNumberListChangeSchema>;
