import { expect, type Page } from "@playwright/test";

/**
 * The page is hydrated once the header's rates ticker has its button enabled (Pause, or Retry
 * when the rates failed): the server sends both disabled. Found by its class rather than its
 * name: with prefers-reduced-motion the CSS hides the Pause button, and a hidden button is still
 * enabled by hydration. Scoped to the header, so a Retry elsewhere on the page (Related Products,
 * say) never matches as well. Generous: the first pages under Vite (E2E_DEV) compile the modules
 * before they can hydrate, and a busy 2-core machine is slow.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator(".site-header .rates-ticker__button")).toBeEnabled({ timeout: 60_000 });
}
