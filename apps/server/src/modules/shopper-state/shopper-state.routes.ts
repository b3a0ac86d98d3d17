import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { type ShopperCartRow, type ShopperState, ShopperStateSchema } from "@nagai/contracts/shopper-state";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { User } from "../auth/auth.public.ts";

/** Where each part of the state comes from: the modules that own it, wired in app.ts. */
export interface ShopperStateSources {
  /** The account the request's token speaks for, or undefined (no token, or one no longer good). */
  findUser(request: FastifyRequest): Promise<User | undefined>;
  wishlist(userId: number): Promise<number[]>;
  cart(user: User): Promise<ShopperCartRow[]>;
  recentlyViewed(userId: number): Promise<number[]>;
}

/**
 * GET /user/state: everything of the shopper's own that a shared page shows (decision 057), in
 * one small call made after the page: the header's Log out and badges, every heart and "In Cart",
 * the home page's Recently Viewed. The caller is the token's account and no other; no token, or
 * one that is no longer good, is a visitor. Kept by no cache (plugins/security-headers.ts: every
 * /user/ answer is private).
 */
export const shopperStateRoutes: FastifyPluginAsyncZod<{ sources: ShopperStateSources }> = async (
  app,
  { sources },
) => {
  app.get(
    "/user/state",
    {
      schema: {
        tags: ["accounts"],
        summary: "The caller's own state for a page: signed in or not, wishlist, cart rows, recently viewed",
        description:
          "Answers 200 for a visitor too (`signedIn: false`), with or without a token that is no longer good. " +
          "The lists are piece numbers and cart row ids only; the pieces themselves come from the catalogue's calls.",
        response: { 200: ShopperStateSchema, 503: ErrorResponseSchema },
      },
    },
    async (request): Promise<ShopperState> => {
      const user = await sources.findUser(request);
      if (!user) return { signedIn: false };
      const [wishlist, cart, recentlyViewed] = await Promise.all([
        sources.wishlist(user.id),
        sources.cart(user),
        sources.recentlyViewed(user.id),
      ]);
      return { signedIn: true, name: user.username, wishlist, cart, recentlyViewed };
    },
  );
};
