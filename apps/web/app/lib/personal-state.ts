import { useEffect, useMemo } from "react";
import { type ShouldRevalidateFunctionArgs, useFetchers, useRevalidator } from "react-router";
import type { HeaderCounts } from "../components/header";
import { notify } from "./notify";
import {
  CART_ACTION,
  CART_INTENTS,
  PERSONAL_FIELDS,
  type PersonalActionResult,
  WISHLIST_ACTION,
  WISHLIST_INTENTS,
} from "./personal-forms";
import { getFailureText, readActionPath } from "./personal-texts";
import { useShopperState } from "./shopper-state";

/** The lists as the page shows them: the shopper's state with the changes still on their way applied. */
export interface PersonalView {
  /**
   * True or false once the shopper's state has come (lib/shopper-state.ts, decision 057);
   * undefined before it has, and when it could not be asked: then nobody is sent to log in on a
   * guess, the server decides.
   */
  signedIn: boolean | undefined;
  isFavourite(sno: number): boolean;
  isInCart(sno: number): boolean;
  /** The header's badges: undefined where the list is unknown. */
  counts: HeaderCounts;
}

/**
 * The personal lists, optimistic: a change posted through a fetcher shows from the moment it is
 * submitted (the fetcher is "submitting"), stays while the root reloads the shopper's state after
 * it ("loading"), and then the reloaded state is the truth. A change the server refused
 * (`ok: false`) stops counting at once, so the heart or the cart button falls back to what the
 * state says. Changes fold in the order they were made, so a heart tapped twice ends where the
 * second tap left it.
 */
export function usePersonalState(): PersonalView {
  const shopper = useShopperState();
  const fetchers = useFetchers();

  return useMemo(() => {
    const lists = shopper?.signedIn ? shopper : null;
    const wishlist = lists ? new Set(lists.wishlist) : null;
    const cart = lists ? new Map(lists.cart.map((row) => [row.id, row.itemSno])) : null;
    const cartAdds = new Set<number>();
    for (const fetcher of fetchers) {
      const change = readPendingChange(fetcher);
      if (!change) continue;
      if (change.action === WISHLIST_ACTION && change.itemSno !== null) {
        if (change.intent === WISHLIST_INTENTS.add) wishlist?.add(change.itemSno);
        if (change.intent === WISHLIST_INTENTS.remove) wishlist?.delete(change.itemSno);
      } else if (change.action === CART_ACTION) {
        const adds = change.intent === CART_INTENTS.add || change.intent === CART_INTENTS.buyNow;
        if (adds && change.itemSno !== null) cartAdds.add(change.itemSno);
        if (change.intent === CART_INTENTS.remove && change.id !== null) cart?.delete(change.id);
      }
    }
    const inCart = new Set(cart?.values());
    for (const sno of cartAdds) inCart.add(sno);
    return {
      signedIn: shopper ? shopper.signedIn : undefined,
      isFavourite: (sno) => wishlist?.has(sno) ?? false,
      isInCart: (sno) => inCart.has(sno),
      counts: {
        ...(wishlist ? { wishlist: wishlist.size } : {}),
        ...(cart ? { cart: inCart.size } : {}),
      },
    };
  }, [shopper, fetchers]);
}

/**
 * A page the browser brings back from its back/forward cache shows the shopper's state as it was
 * when they left it, and the shared pages may be kept there now (decision 057): a cart changed on
 * the page they went to must show. So a restored page asks again, as after a change.
 */
export function useStateAfterReturn(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void revalidate();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [revalidate]);
}

interface PendingChange {
  action: string;
  intent: string | null;
  itemSno: number | null;
  id: number | null;
}

type RouterFetcher = ReturnType<typeof useFetchers>[number];

function readPendingChange(fetcher: RouterFetcher): PendingChange | null {
  if (fetcher.state === "idle" || !fetcher.formData) return null;
  const action = readActionPath(fetcher.formAction);
  if (action === null) return null;
  // While "loading", `data` is this change's answer; while "submitting" it is the previous one's.
  if (fetcher.state === "loading" && isActionResult(fetcher.data) && !fetcher.data.ok) return null;
  const read = (name: string) => {
    const value = fetcher.formData?.get(name);
    return typeof value === "string" ? value : null;
  };
  return {
    action,
    intent: read(PERSONAL_FIELDS.intent),
    itemSno: readWholeNumber(read(PERSONAL_FIELDS.itemSno)),
    id: readWholeNumber(read(PERSONAL_FIELDS.id)),
  };
}

function readWholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  return Number(value);
}

function isActionResult(value: unknown): value is PersonalActionResult {
  return (
    typeof value === "object" &&
    value !== null &&
    "ok" in value &&
    typeof value.ok === "boolean" &&
    "message" in value &&
    typeof value.message === "string"
  );
}

/**
 * `shouldRevalidate` for catalogue pages (home, listing, product): a wishlist or cart change
 * touches nothing they loaded, so only the root reloads after it (the badges, hearts and cart
 * buttons read the root), not the page's own lists.
 */
export function revalidateUnlessPersonalChange({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return readActionPath(formAction) === null ? defaultShouldRevalidate : false;
}

/**
 * The two action routes' `clientAction`: every change posted from a hydrated page passes here, so
 * here its answer is toasted, once, whichever button or page posted it and whether or not that
 * button is still on the page (a quick view closed meanwhile). A fetcher's own state cannot carry
 * the toast: React Router keeps only in-flight fetchers in its state, and an answer that needs no
 * reload (a 4xx) goes straight to idle. When there is no answer of the action's own (the network
 * dropped, a 5xx from a proxy), the spec's failure text is the answer: without this the fetcher's
 * error would replace the page with the error boundary; with it the change rolls back and the
 * toast says so. Redirects (log in; Buy Now's way to the checkout) go through.
 */
export async function submitChange(
  action: string,
  request: Request,
  serverAction: () => Promise<unknown>,
): Promise<unknown> {
  const intent = (await request.clone().formData()).get(PERSONAL_FIELDS.intent);
  let result: unknown;
  try {
    result = await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure: PersonalActionResult = {
      ok: false,
      message: getFailureText(action, typeof intent === "string" ? intent : null),
    };
    result = failure;
  }
  if (isActionResult(result)) notify(result.ok ? "success" : "error", result.message);
  return result;
}
