import { useFetchers } from "react-router";
import { PERSONAL_FIELDS } from "./personal-forms";

/**
 * A change posted to `action` with `intent` that has not finished: the action still runs, or the
 * page's loaders are being asked again after it. Until then the page shows the change as done;
 * once the fetcher is idle the loaders' fresh data shows what really happened. A change the
 * server refused (`ok: false`) stops counting at once, as in lib/personal-state.ts.
 */
export interface PendingChange {
  /** The form's field, as posted: itemSno, id, quantity... */
  get(field: keyof typeof PERSONAL_FIELDS): string | null;
}

export function usePendingChanges(action: string, intent: string): PendingChange[] {
  return useFetchers()
    .filter(
      (fetcher) =>
        fetcher.state !== "idle" &&
        !(fetcher.state === "loading" && isRefusal(fetcher.data)) &&
        fetcher.formAction === action &&
        fetcher.formData?.get(PERSONAL_FIELDS.intent) === intent,
    )
    .map((fetcher) => ({
      get: (field) => {
        const value = fetcher.formData?.get(PERSONAL_FIELDS[field]);
        return typeof value === "string" ? value : null;
      },
    }));
}

/** True while any form of the page is posting, or its data is being loaded again after one. */
export function useChangesInFlight(): boolean {
  return useFetchers().some((fetcher) => fetcher.state !== "idle");
}

function isRefusal(data: unknown): boolean {
  return typeof data === "object" && data !== null && "ok" in data && data.ok === false;
}
