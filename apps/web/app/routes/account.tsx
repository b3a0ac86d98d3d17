import { redirect } from "react-router";
import { requireUser } from "../lib/require-user.server";
import type { Route } from "./+types/account";

/**
 * The header's Account icon leads here. Spec 001's route table: /account is protected and
 * redirects to /dashboard; a visitor logs in first and then comes back here, which goes on.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return redirect("/dashboard");
}
