import { redirect } from "react-router";
import { requireUser } from "../lib/require-user.server";
import type { Route } from "./+types/payment-done";

/**
 * /payment/success: the spec lists it as protected, showing home. A visitor logs in first; a
 * shopper is sent home, so the address keeps working without a second copy of the home page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  throw redirect("/");
}
