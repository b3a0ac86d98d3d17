import { z } from "zod";

/*
 * What the storefront's shared pages do not carry (decision 057): the shopper's own state, asked
 * for once after a page is shown. A visitor, or a token that is no longer good, is simply not
 * signed in: the answer is 200 either way, so a shared page never logs an error for a visitor.
 */

export const ShopperCartRowSchema = z.object({
  id: z.number().int().describe("The cart row's id, to change or remove it"),
  itemSno: z.number().int().describe("The piece in the row (SNO)"),
});

export const ShopperStateSchema = z
  .discriminatedUnion("signedIn", [
    z.object({ signedIn: z.literal(false) }),
    z.object({
      signedIn: z.literal(true),
      name: z.string().describe("The account's name, for the header"),
      wishlist: z.array(z.number().int()).describe("The wishlist's piece numbers (SNO), newest first"),
      cart: z.array(ShopperCartRowSchema).describe("The cart's rows, oldest first"),
      recentlyViewed: z
        .array(z.number().int())
        .describe("The pieces viewed last (SNO), newest first, for the home page"),
    }),
  ])
  .meta({ id: "ShopperState" });
export type ShopperState = z.infer<typeof ShopperStateSchema>;
export type ShopperCartRow = z.infer<typeof ShopperCartRowSchema>;
