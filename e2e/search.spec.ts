import type { ProductListResponse, SearchSuggestResponse } from "@nagai/contracts/product";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// Issue 27 item 1 (decision 052): suggestions under the search box as the shopper types (the ARIA
// combobox pattern), searches that read slipped letters and Indian names, and a listing that is
// never a dead end.

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 768 } });

    test("suggestions appear from the second letter, the arrows move through them and Enter opens one", async ({
      page,
      request,
    }) => {
      const expected = (await (
        await request.get("/api/v1/search/suggest?q=ri")
      ).json()) as SearchSuggestResponse;
      expect(expected.pieces.length).toBeGreaterThan(0);
      await page.goto("/");
      await waitForHydration(page);
      const box = page.getByRole("combobox", { name: "Search jewellery" });
      const list = page.getByRole("listbox", { name: "Suggestions" });

      await box.pressSequentially("r");
      // One letter suggests nothing.
      await page.waitForTimeout(400);
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute("aria-expanded", "false");

      await box.pressSequentially("i");
      await expect(list).toBeVisible();
      await expect(box).toHaveAttribute("aria-expanded", "true");
      const options = list.getByRole("option");
      await expect(options).toHaveCount(expected.categories.length + expected.pieces.length);
      await expect(options.first()).toHaveText(expected.categories[0]!.label);
      const firstPiece = options.nth(expected.categories.length);
      await expect(firstPiece).toContainText(expected.pieces[0]!.name);
      await expect(firstPiece).toContainText(
        new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }).format(
          expected.pieces[0]!.price,
        ),
      );
      await expectNoSeriousAxeViolations(page);

      // The list stays inside the page, over it rather than pushing it down.
      const listBox = (await list.boundingBox())!;
      expect(listBox.x).toBeGreaterThanOrEqual(0);
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(width);

      await box.press("ArrowDown");
      const activeId = await box.getAttribute("aria-activedescendant");
      expect(activeId).not.toBeNull();
      await expect(page.locator(`[id="${activeId}"]`)).toHaveAttribute("aria-selected", "true");
      await box.press("ArrowUp");
      await expect(options.last()).toHaveAttribute("aria-selected", "true");
      await box.press("Escape");
      await expect(list).toBeHidden();
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).toHaveValue("ri");

      // The arrows open it again; Enter on a piece opens the piece.
      await box.press("ArrowDown");
      await expect(list).toBeVisible();
      // That press only opened the list: one press per category, and one more, reach the first piece.
      for (let step = 0; step <= expected.categories.length; step++) await box.press("ArrowDown");
      await expect(firstPiece).toHaveAttribute("aria-selected", "true");
      await box.press("Enter");
      await expect(page).toHaveURL(`/shop-detail/${expected.pieces[0]!.SNO}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.pieces[0]!.name);
      await expect(list).toBeHidden();
    });

    test("a tap on a suggested category opens its listing, and Enter with none chosen searches", async ({
      page,
    }) => {
      await page.goto("/");
      await waitForHydration(page);
      const box = page.getByRole("combobox", { name: "Search jewellery" });
      await box.fill("jhum");
      const row = page.getByRole("option", { name: "Jhumkas in Earrings" });
      await row.click();
      await expect(page).toHaveURL("/shop-left?itemName=Earrings&subItemName=Jhumkas");
      await expect(page.locator(".product-card").first()).toBeVisible();

      await box.fill("rnig");
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
      await box.press("Enter");
      await expect(page).toHaveURL("/shop-left?itemName=rnig");
      await expect(page.locator(".search-correction")).toHaveText("Showing results for ring");
      await expect(page.locator(".product-card").first()).toBeVisible();
    });
  });
}

test("Indian names find their pieces, and a search that finds nothing offers a way on", async ({
  page,
  request,
}) => {
  const kolusu = (await (
    await request.get("/api/v1/product/items/filter?itemName=kolusu&pageSize=100")
  ).json()) as ProductListResponse;
  expect(kolusu.totalItems).toBeGreaterThan(0);
  for (const piece of kolusu.data) {
    expect(`${piece.PRODUCTNAME} ${piece.SUBITEMNAME}`.toLowerCase()).toMatch(/anklet|payal/);
  }
  expect(kolusu.search).toEqual({ query: "kolusu", showing: null, didYouMean: [] });

  await page.goto("/shop-left?itemName=kolusu");
  await expect(page.locator(".product-card")).toHaveCount(Math.min(kolusu.totalItems, 20));
  await expect(page.locator(".search-correction")).toHaveCount(0);

  await page.goto("/shop-left?itemName=zzqqxx%20jhumkas");
  await expect(page.getByText("No products found")).toBeVisible();
  const nothing = page.locator(".nothing-found");
  await expect(nothing.getByRole("link", { name: "jhumkas" })).toBeVisible();
  await expect(nothing.getByRole("link", { name: "Rings", exact: true })).toHaveAttribute(
    "href",
    "/shop-left?itemName=Rings",
  );
  await expectNoSeriousAxeViolations(page);
  await nothing.getByRole("link", { name: "Clear the search" }).click();
  await expect(page).toHaveURL("/shop-left");
  await expect(page.locator(".product-card").first()).toBeVisible();
});
