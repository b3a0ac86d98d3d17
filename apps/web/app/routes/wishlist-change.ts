import { createApiClient } from "../lib/api";
import { makeChange, readPersonalChange, refuseChange, refuseRead } from "../lib/personal-change.server";
import { WISHLIST_ACTION, WISHLIST_INTENTS } from "../lib/personal-forms";
import { submitChange } from "../lib/personal-state";
import type { Route } from "./+types/wishlist-change";

/*
 * POST /wishlist/change: a heart's form (lib/personal-forms.ts). No page: a fetcher gets the
 * spec's toast text as JSON, a form posted without JavaScript goes back where it came from.
 */

export function loader() {
  return refuseRead();
}

export async function action({ request, context }: Route.ActionArgs) {
  const change = await readPersonalChange(request);
  const { intent, itemSno } = change;
  if (itemSno === null) return refuseChange(change, WISHLIST_ACTION);
  const api = createApiClient(context);
  if (intent === WISHLIST_INTENTS.add) {
    return makeChange(change, WISHLIST_ACTION, () => api.addFavourite(itemSno));
  }
  if (intent === WISHLIST_INTENTS.remove) {
    return makeChange(change, WISHLIST_ACTION, () => api.removeFavourite(itemSno));
  }
  return refuseChange(change, WISHLIST_ACTION);
}

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  submitChange(WISHLIST_ACTION, request, serverAction);
