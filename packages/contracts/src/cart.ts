import { z } from "zod";
import { CART_LIMITS } from "./cart-texts.ts";
import { INTEGER_MAX, wholeNumber } from "./whole-number.ts";
import { ItemSnoSchema } from "./wishlist.ts";

export { CART_LIMITS, CART_MESSAGES, getShippingPaise, SHIPPING } from "./cart-texts.ts";

const quantity = wholeNumber({
  min: 1,
  max: CART_LIMITS.maxQuantity,
  message: "quantity must be a whole number from 1",
  tooLarge: `quantity may be at most ${CART_LIMITS.maxQuantity}`,
});

/** A cart row's id in a path or a body: a positive whole number that fits PostgreSQL's integer. */
export const CartRowIdSchema = wholeNumber({
  min: 1,
  max: INTEGER_MAX,
  message: "id must be a cart item number",
});

/**
 * The spec's "cart entry with phone and quantity": itemSno, itemTagSno, itemName, price, image,
 * phone, quantity. The piece is itemTagSno (else itemSno); the name, price and image are read from
 * the catalogue, never from here, and the phone, if sent, must be the caller's own.
 */
export const CartCreateBodySchema = z
  .object({
    itemSno: ItemSnoSchema.optional(),
    itemTagSno: ItemSnoSchema.optional(),
    quantity: quantity.default(1),
    phone: z.string().max(64).optional().describe("Ignored unless it differs from the caller's: then 404"),
    itemName: z.unknown().optional().describe("Ignored: the catalogue's name is used"),
    price: z.unknown().optional().describe("Ignored: the catalogue's price is used"),
    image: z.unknown().optional().describe("Ignored: the catalogue's image is used"),
  })
  .refine((body) => body.itemTagSno !== undefined || body.itemSno !== undefined, {
    message: "itemTagSno or itemSno is required",
    path: ["itemTagSno"],
  })
  .meta({ id: "CartCreateBody" });
export type CartCreateBody = z.infer<typeof CartCreateBodySchema>;

/** The spec's "cart entry" for an update: the row (`id`, or its `sno`) and its new quantity. */
export const CartUpdateBodySchema = z
  .object({
    id: CartRowIdSchema.optional(),
    sno: CartRowIdSchema.optional().describe("The row's id under the spec's name"),
    quantity,
    phone: z.string().max(64).optional().describe("Ignored unless it differs from the caller's: then 404"),
    itemSno: z.unknown().optional(),
    itemTagSno: z.unknown().optional(),
    itemName: z.unknown().optional(),
    price: z.unknown().optional(),
    image: z.unknown().optional(),
  })
  .refine((body) => body.id !== undefined || body.sno !== undefined, {
    message: "id is required",
    path: ["id"],
  })
  .meta({ id: "CartUpdateBody" });
export type CartUpdateBody = z.infer<typeof CartUpdateBodySchema>;

export const CartRowParamsSchema = z.object({ id: CartRowIdSchema });
export const CartByPhoneQuerySchema = z.object({
  phone: z.string().max(64).optional().describe("The caller's own number; any other is a 404"),
});

/**
 * One row of a cart: seed 001's "Cart item (account area)" fields, read from the catalogue when
 * the cart is read. `itemName` and the piece's fields are null when the piece has left the
 * catalogue: the page shows the spec's "Unknown Product" and it cannot be ordered.
 */
export const CartRowSchema = z
  .object({
    id: z.number().int().describe("The row's id: PUT /cart/update and DELETE /cart/delete/{id} take it"),
    sno: z.number().int().describe("The same id, under the spec's name"),
    itemSno: z.number().int().describe("The piece (SNO)"),
    itemTagSno: z.number().int().describe("The piece again, under the spec's other name"),
    itemId: z.number().int().nullable(),
    tagNo: z.string().nullable(),
    itemName: z.string().nullable(),
    quantity: z.number().int(),
    price: z.number().nullable().describe("Price of one, rupees: GrandTotal if above 0, else RATE"),
    amount: z.number().nullable().describe("price × quantity, rupees"),
    mrp: z.number().nullable().describe("The catalogue's compare-at price of one (MRP), or null"),
    netWt: z.number().nullable().describe("Net weight in grams"),
    purity: z.string().nullable(),
    image: z.string().nullable().describe("The first image's media path, or null"),
    stock: z.number().int().describe("Pieces available now; 0: sold out or gone"),
    phone: z.string().describe("The owner's number"),
  })
  .meta({ id: "CartRow" });
export type CartRow = z.infer<typeof CartRowSchema>;

export const CartListSchema = z
  .object({ status: z.literal("success"), data: z.array(CartRowSchema).describe("Oldest first") })
  .meta({ id: "CartList" });
export type CartList = z.infer<typeof CartListSchema>;

/** The answer to a create or an update: the spec's message and the row as it is now. */
export const CartRowChangeSchema = z
  .object({ status: z.literal("success"), message: z.string(), data: CartRowSchema })
  .meta({ id: "CartRowChange" });
export type CartRowChange = z.infer<typeof CartRowChangeSchema>;

export const CartDeleteResponseSchema = z
  .object({ status: z.literal("success"), message: z.string() })
  .meta({ id: "CartDeleteResponse" });
