import type { Profile } from "@nagai/contracts/auth";
import { type AppLoadContext, redirect } from "react-router";
import { loginHref } from "./session";
import { findUser } from "./session.server";

/**
 * For the loaders of protected pages: the signed-in shopper, or a redirect to /login that brings
 * them back here afterwards (the spec's safer reading: the origin is remembered). /account,
 * /dashboard, /change-password, /wishlist, /cart, /checkout, /orders, /orderdetail/:orderId,
 * /payment/:orderId and /payment/success use it.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<Profile> {
  const user = await findUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(loginHref(`${url.pathname}${url.search}`));
}
