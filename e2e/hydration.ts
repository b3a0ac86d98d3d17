import { expect, type Page } from "@playwright/test";

/**
 * The page is hydrated once the header's rates ticker has its button enabled (or its Retry, when
 * the rates failed): the server sends both disabled. Scoped to the header, so a Retry elsewhere
 * on the page (Related Products, say) never matches as well. Generous: the first pages under Vite
 * (E2E_DEV) compile the modules before they can hydrate, and a busy 2-core machine is slow.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const header = page.locator(".site-header");
  await expect(
    header.getByRole("button", { name: "Pause rates" }).or(header.getByRole("button", { name: "Retry" })),
  ).toBeEnabled({ timeout: 60_000 });
}
