import type { ShopperState } from "@nagai/contracts/shopper-state";
import { startTransition, useEffect, useState } from "react";
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
  const afterHydration = useAskedState();
  return fromRoot !== undefined ? fromRoot : afterHydration;
}

/**
 * The answer to the call, in a transition (decision 061). It reaches the header and every card's
 * buttons; an external store's update (`useSyncExternalStore`) would render all of them in one
 * long task. A transition is rendered in React's 5 ms slices, and a tap meanwhile goes first.
 *
 * The first render reads the answer as it is: undefined while the page hydrates, as in the
 * server's HTML, since the call is made after hydration (the root's `useHydrationStart`); the
 * answer itself for what mounts after it came (a page navigated to), so no heart or badge flickers.
 */
function useAskedState(): ShopperState | null | undefined {
  const [state, setState] = useState(asked);
  useEffect(() => {
    const update = () => startTransition(() => setState(asked));
    // An answer that came between this render and this effect.
    update();
    return subscribe(update);
  }, []);
  return state;
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
  return () => {
    listeners.delete(listener);
  };
}
