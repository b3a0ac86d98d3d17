import type { Banner, CategoryBanner, Video } from "@nagai/contracts/catalog";
import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { describe, expect, it } from "vitest";
import { ApiError, type ProductListQuery } from "../../lib/api";
import { EXCLUSIVE_CATEGORIES, type HomeApi, loadHomeSections } from "./load-home";

const banner: Banner = {
  id: 1,
  image_path: "hero/1600.jpg",
  title: "Temple Gold",
  subtitle: "Kasu malas",
  itemname: "Necklaces",
  gender: null,
};
const categoryBanners: CategoryBanner[] = [
  { id: 1, itemName: "Rings", subItemName: "Couple Rings", image_path: "a/1600.jpg", title: "Couple Rings" },
  { id: 2, itemName: "New Arrivals", subItemName: null, image_path: "b/1600.jpg", title: "New Arrivals" },
  { id: 3, itemName: "Best Designed", subItemName: null, image_path: "c/1600.jpg", title: "Best" },
  { id: 4, itemName: "Earrings", subItemName: "Jhumkas", image_path: "d/1600.jpg", title: "Jhumkas" },
];
const video: Video = { id: 1, title: "Jhumkas", video_path: "v/file.webm", poster_path: "p/1600.jpg" };

function makeProduct(sno: number, itemName: string): Product {
  // Only the fields a card shows matter here; the rest must not reach the page's data.
  return {
    SNO: sno,
    ITEMNAME: itemName,
    PRODUCTNAME: `Piece ${sno}`,
    ImagePath: ["x/800.jpg", "y/800.jpg", "z/800.jpg"],
    GrandTotal: 999,
    RATE: 999,
    MRP: null,
    Description: "A long description the card does not show",
  } as unknown as Product;
}

function listOf(products: Product[]): ProductListResponse {
  return { data: products, totalItems: products.length, totalPages: 1 } as unknown as ProductListResponse;
}

const failure = () => Promise.reject(new ApiError("The server answered 500", 500));

function makeApi(overrides: Partial<HomeApi> = {}): HomeApi & { productQueries: ProductListQuery[] } {
  const productQueries: ProductListQuery[] = [];
  return {
    productQueries,
    listBanners: async () => [banner],
    listOccasionBanners: async () => [],
    listMainCategoryImages: async () => [],
    listOfferBanners: async () => [],
    listBudgetCategories: async () => [],
    listProducts: async (query) => {
      productQueries.push(query);
      return listOf([makeProduct(productQueries.length, String(query.itemName ?? "best"))]);
    },
    listCategoryBanners: async () => categoryBanners,
    listFestivalBanners: async () => [],
    listVideos: async () => [video],
    listTestimonials: async () => [],
    ...overrides,
  };
}

describe("loadHomeSections", () => {
  it("asks for three pieces of each exclusive category and the best designed pieces", async () => {
    const api = makeApi();
    const sections = await loadHomeSections(api);
    expect(api.productQueries).toEqual(
      expect.arrayContaining([
        ...EXCLUSIVE_CATEGORIES.map((itemName) => ({ page: 0, pageSize: 3, itemName })),
        expect.objectContaining({ page: 0, best_design: "true" }),
      ]),
    );
    expect(sections.exclusive).toHaveLength(EXCLUSIVE_CATEGORIES.length);
    // Card fields only, and at most two pictures (selectCardFields).
    expect(Object.keys(sections.exclusive?.[0] ?? {}).sort()).toEqual(
      ["GrandTotal", "ImagePath", "MRP", "PRODUCTNAME", "RATE", "SNO"].sort(),
    );
    expect(sections.exclusive?.[0]?.ImagePath).toHaveLength(2);
  });

  it("splits the category banners between new arrivals, ring occasions and curated banners", async () => {
    const sections = await loadHomeSections(makeApi());
    expect(sections.newArrivals?.map((b) => b.id)).toEqual([2]);
    expect(sections.ringOccasions?.map((b) => b.id)).toEqual([1]);
    expect(sections.curated?.map((b) => b.id)).toEqual([4]);
  });

  it("turns a failed list into its section's error and keeps every other section", async () => {
    const sections = await loadHomeSections(makeApi({ listVideos: failure, listCategoryBanners: failure }));
    expect(sections.videos).toBeNull();
    // One list feeds three sections: all three show their error.
    expect(sections.newArrivals).toBeNull();
    expect(sections.ringOccasions).toBeNull();
    expect(sections.curated).toBeNull();
    expect(sections.hero).toEqual([banner]);
    expect(sections.occasions).toEqual([]);
    expect(sections.bestDesigned).toHaveLength(1);
  });

  it("fails the exclusive collection only when every category fails", async () => {
    let calls = 0;
    const someFail = await loadHomeSections(
      makeApi({
        listProducts: async (query) => {
          calls += 1;
          if (query.itemName === "Rings") throw new ApiError("down", 500);
          return listOf([makeProduct(calls, String(query.itemName))]);
        },
      }),
    );
    expect(someFail.exclusive).toHaveLength(EXCLUSIVE_CATEGORIES.length - 1);
    const allFail = await loadHomeSections(makeApi({ listProducts: failure }));
    expect(allFail.exclusive).toBeNull();
    expect(allFail.bestDesigned).toBeNull();
    expect(allFail.hero).toEqual([banner]);
  });

  it("sends only the fields each section shows", async () => {
    const sections = await loadHomeSections(
      makeApi({ listBanners: async () => [{ ...banner, extra: "not shown" } as Banner] }),
    );
    expect(sections.hero).toEqual([banner]);
  });
});
