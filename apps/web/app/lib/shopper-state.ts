import type { ShopperState } from "@nagai/contracts/shopper-state";
import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../root";
import { createApiClient } from "./api";

/**
 * The shopper's own state as the page shows it (decision 057): the root's data once it carries
 * the state (a page rendered for the shopper, and every reload of the root after a change or a
 * return), else the answer to the one call a shared page makes after hydration. Undefined until
 * that answer comes, null when it failed.
 */
export function useShopperState(): ShopperState | null | undefined {
  const fromRoot = useRouteLoaderData<RootData>("root")?.shopper;
  const afterHydration = useSyncExternalStore(subscribe, readAsked, readNothing);
  return fromRoot !== undefined ? fromRoot : afterHydration;
}

/**
 * Asks the shopper's state for a page whose HTML is the same for everyone, once, after hydration.
 * It is asked outside the router on purpose: a router load at hydration (a root `clientLoader` with
 * `hydrate`) is a navigation, and a navigation clears the answer of a form posted before the page's
 * scripts ran (React Router keeps `actionData` only across an action's own reload), so a wrong
 * password's message or the OTP step would vanish as the page hydrated.
 */
export function askShopperState(): void {
  if (asking) return;
  asking = true;
  createApiClient()
    .getShopperState()
    .catch(() => null)
    .then((state) => {
      asked = state;
      for (const listener of listeners) listener();
    });
}

let asking = false;
let asked: ShopperState | null | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readAsked = () => asked;
const readNothing = () => undefined;
