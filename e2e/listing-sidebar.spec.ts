import type { ListingFacet, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";

// The desktop sidebar of filters with a count per value (decision 055); phones keep the drawer.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function readList(request: APIRequestContext, query: string): Promise<ProductListResponse> {
  const response = await request.get(`/api/v1/product/items/filter?${query}&facets=YES&pageSize=1`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as ProductListResponse;
  expect(body.facets).toBeDefined();
  return body;
}

const readFacets = async (request: APIRequestContext, query: string): Promise<ListingFacet[]> =>
  (await readList(request, query)).facets!;

const countOf = (facets: ListingFacet[], key: string, value: string) =>
  facets.find((facet) => facet.key === key)!.values.find((entry) => entry.value === value)!.count;

const sidebarOf = (page: Page) => page.getByRole("complementary", { name: "Filter by" });

async function gotoListing(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeVisible({ timeout: 45_000 });
}

test.describe("at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a value's count is the number of results its link shows, and the chosen value removes itself", async ({
    page,
    request,
  }) => {
    await gotoListing(page, "/shop-left?itemName=rings");
    const sidebar = sidebarOf(page);
    await expect(sidebar).toBeVisible();
    const women = countOf(await readFacets(request, "itemName=Rings"), "gender", "Women");
    expect(women).toBeGreaterThan(0);
    const link = sidebar.getByRole("link", { name: `Women (${women})`, exact: true });
    await link.click();
    await expect(page).toHaveURL(/gender=Women/);
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toHaveText(
      `Showing 1 to ${Math.min(20, women)} of ${women} results`,
    );

    // Now the occasion's counts are within Women's rings: one of them, chosen, shows its count.
    const facets = await readFacets(request, "itemName=Rings&gender=Women");
    const wedding = countOf(facets, "occasion", "WEDDING");
    await expect(sidebar.getByRole("link", { name: `Wedding (${wedding})`, exact: true })).toBeVisible();
    // Gender's own counts leave the gender filter out: Men's is the count of men's rings.
    const men = countOf(facets, "gender", "Men");
    expect(men).toBe(countOf(await readFacets(request, "itemName=Rings&gender=Men"), "gender", "Men"));

    // The chosen value is marked and its link takes the filter off again.
    const chosen = sidebar.getByRole("link", { name: "Remove Gender: Women" });
    await expect(chosen).toHaveAttribute("aria-current", "true");
    await chosen.click();
    await expect(page).not.toHaveURL(/gender=/);
    await expect(sidebar.getByRole("link", { name: `Women (${women})`, exact: true })).toBeVisible();
  });

  test("a value that would show nothing is greyed with (0), not a link, unless it is chosen", async ({
    page,
    request,
  }) => {
    // The demo catalogue has no piece of every combination: find a listing that shows some,
    // and a value of it that would show none.
    const queries = [
      "itemName=Rings&gender=Kids",
      "itemName=Rings&gender=Men&occasion=WEDDING",
      "itemName=Earrings&gender=Kids&occasion=TRADITIONAL",
      "itemName=Bangles&gender=Men&maxGrandTotal=1000",
      "maxGrandTotal=300&gender=Men&occasion=WEDDING",
    ];
    let found: { query: string; key: string; value: string } | undefined;
    for (const query of queries) {
      const { facets, totalItems } = await readList(request, query);
      if (totalItems === 0) continue;
      // A value of a filter the query does not set: shown as not chosen.
      const set = new URLSearchParams(query);
      const empty = facets!
        .filter((facet) => !set.has(facet.key))
        .flatMap((facet) =>
          facet.values
            .filter((entry) => entry.count === 0)
            .map((entry) => ({ key: facet.key, value: entry.value })),
        );
      if (empty[0]) {
        found = { query, ...empty[0] };
        break;
      }
    }
    expect(found, "a value with no pieces in one of the queries").toBeDefined();
    const { query, key, value } = found!;
    await gotoListing(page, `/shop-left?${query}`);
    const sidebar = sidebarOf(page);
    const empty = sidebar.locator(`[data-facet-value="${value}"]`).filter({ hasText: "(0)" });
    await expect(empty).toHaveAttribute("aria-disabled", "true");
    await expect(empty).not.toHaveAttribute("href");

    // Chosen anyway (a shared link), it still shows (0) but is a link that removes it.
    await gotoListing(page, `/shop-left?${query}&${key}=${encodeURIComponent(value)}`);
    await expect(page.getByText("No products found")).toBeVisible();
    const chosen = sidebar.locator(`a[data-facet-value="${value}"][aria-current="true"]`);
    await expect(chosen).toContainText("(0)");
    await chosen.click();
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  });
});

test.describe("without JavaScript at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });

  test("the sidebar's links filter the listing", async ({ page, request }) => {
    await page.goto("/shop-left?itemName=rings");
    const men = countOf(await readFacets(request, "itemName=Rings"), "gender", "Men");
    await sidebarOf(page)
      .getByRole("link", { name: `Men (${men})`, exact: true })
      .click();
    await expect(page).toHaveURL(/gender=Men/);
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toHaveText(
      `Showing 1 to ${Math.min(20, men)} of ${men} results`,
    );
  });
});

test("at 360 px there is no sidebar, and the drawer still filters", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoListing(page, "/shop-left?itemName=rings");
  await expect(sidebarOf(page)).toBeHidden();
  await page.getByRole("button", { name: /^Filters/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog).toBeVisible();
  await dialog.locator('summary:text-is("Gender")').click();
  await dialog.getByRole("radio", { name: "Men", exact: true }).click();
  await expect(page).toHaveURL(/gender=Men/);
  await dialog.getByRole("button", { name: "Show results" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
});
