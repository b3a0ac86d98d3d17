import { useHydrated } from "./use-hydrated";

/**
 * The hidden field that hydrated forms add, so their actions know a script is waiting for the
 * answer: the auth forms' actions then answer with `done` (routes/auth/finish-auth-step.server.ts), the wishlist
 * and cart actions with JSON instead of a redirect (lib/personal-change.server.ts).
 */
export const ENHANCED_FIELD = "enhanced";

export function EnhancedField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
