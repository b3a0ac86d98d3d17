import { expect, type Page } from "@playwright/test";

/**
 * The page is hydrated once the header has no disabled button: the server sends the header's
 * JavaScript-only controls (the rates ticker's Pause or Retry, the menu buttons) disabled, and
 * hydration enables them. It holds at every width and with reduced motion, which hides the
 * ticker's Pause. Then the shopper's own state has come (decision 057): the header's
 * `data-shopper` is no longer "unknown". Generous: the first pages under Vite (E2E_DEV) compile
 * the modules before they can hydrate, and a busy 2-core machine is slow.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const header = page.locator(".site-header");
  await expect(header.locator("button")).not.toHaveCount(0, { timeout: 60_000 });
  await expect(header.locator("button:disabled")).toHaveCount(0, { timeout: 60_000 });
  await expect(header).not.toHaveAttribute("data-shopper", "unknown", { timeout: 60_000 });
}
