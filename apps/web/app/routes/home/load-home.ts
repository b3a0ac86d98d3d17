import type {
  Banner,
  BudgetCategory,
  CategoryBanner,
  FestivalBanner,
  MainCategoryImage,
  OccasionBanner,
  OfferBanner,
  Testimonial,
  Video,
} from "@nagai/contracts/catalog";
import { type CardProduct, selectCardFields } from "../../components/product-card";
import type { ApiClient } from "../../lib/api";

/** Spec section 2, item 6: three pieces of each of these categories (spec section 7: page 0, size 3). */
export const EXCLUSIVE_CATEGORIES = ["Rings", "Necklaces", "Bracelets", "Earrings"] as const;
export const EXCLUSIVE_PAGE_SIZE = 3;
/** "Best designed jewels": the spec gives no count; two rows of four on a desktop. */
export const BEST_DESIGNED_COUNT = 8;

/** The demo's category banners serve three sections; their itemName says which (seed: home-banners.ts). */
export const NEW_ARRIVALS_ITEM = "New Arrivals";
export const BEST_DESIGNED_ITEM = "Best Designed";
export const RING_OCCASIONS_ITEM = "Rings";

/**
 * A section's list, or null when its call failed. Each section shows its own error text, so one
 * failed list costs only its section and the page still answers 200.
 */
export type SectionList<T> = T[] | null;

// Only the fields each section shows travel to the browser in the hydration data.
export type HeroSlide = Pick<Banner, "id" | "title" | "subtitle" | "itemname" | "gender" | "image_path">;
export type OccasionCard = Pick<OccasionBanner, "id" | "occasion" | "gender" | "action" | "image_path">;
export type CategoryCard = Pick<MainCategoryImage, "id" | "item_name" | "image_path">;
export type OfferCard = Pick<OfferBanner, "id" | "item_name" | "sub_item_name" | "image_path">;
export type BudgetCard = Pick<
  BudgetCategory,
  "id" | "title" | "min_price" | "max_price" | "image_path" | "alt"
>;
export type BannerCard = Pick<CategoryBanner, "id" | "itemName" | "subItemName" | "title" | "image_path">;
export type FestivalCard = Pick<
  FestivalBanner,
  "id" | "title" | "subtitle" | "item_name" | "sub_item_name" | "image_path"
>;
export type VideoCard = Pick<Video, "id" | "title" | "video_path" | "poster_path">;
export type TestimonialCard = Pick<Testimonial, "id" | "name" | "city" | "quote" | "rating">;

export interface HomeSections {
  hero: SectionList<HeroSlide>;
  occasions: SectionList<OccasionCard>;
  categories: SectionList<CategoryCard>;
  offers: SectionList<OfferCard>;
  budgets: SectionList<BudgetCard>;
  exclusive: SectionList<CardProduct>;
  newArrivals: SectionList<BannerCard>;
  ringOccasions: SectionList<BannerCard>;
  bestDesigned: SectionList<CardProduct>;
  curated: SectionList<BannerCard>;
  festivals: SectionList<FestivalCard>;
  videos: SectionList<VideoCard>;
  testimonials: SectionList<TestimonialCard>;
}

export type HomeApi = Pick<
  ApiClient,
  | "listBanners"
  | "listOccasionBanners"
  | "listMainCategoryImages"
  | "listOfferBanners"
  | "listBudgetCategories"
  | "listProducts"
  | "listCategoryBanners"
  | "listFestivalBanners"
  | "listVideos"
  | "listTestimonials"
>;

/** Every list of the home page at once; none waits for another, and none can fail the others. */
export async function loadHomeSections(api: HomeApi): Promise<HomeSections> {
  const [
    hero,
    occasions,
    categories,
    offers,
    budgets,
    exclusive,
    categoryBanners,
    bestDesigned,
    festivals,
    videos,
    testimonials,
  ] = await Promise.allSettled([
    api.listBanners(),
    api.listOccasionBanners(),
    api.listMainCategoryImages(),
    api.listOfferBanners(),
    api.listBudgetCategories(),
    loadExclusiveCollection(api),
    api.listCategoryBanners(),
    api.listProducts({ page: 0, pageSize: BEST_DESIGNED_COUNT, best_design: "true" }),
    api.listFestivalBanners(),
    api.listVideos(),
    api.listTestimonials(),
  ]);
  // One list feeds three sections: when it fails, each of them shows its error.
  const banners = mapSettled(categoryBanners, (list) => list.map(selectBannerCard));
  return {
    hero: mapSettled(hero, (list) =>
      list.map(({ id, title, subtitle, itemname, gender, image_path }) => ({
        id,
        title,
        subtitle,
        itemname,
        gender,
        image_path,
      })),
    ),
    occasions: mapSettled(occasions, (list) =>
      list.map(({ id, occasion, gender, action, image_path }) => ({
        id,
        occasion,
        gender,
        action,
        image_path,
      })),
    ),
    categories: mapSettled(categories, (list) =>
      list.map(({ id, item_name, image_path }) => ({ id, item_name, image_path })),
    ),
    offers: mapSettled(offers, (list) =>
      list.map(({ id, item_name, sub_item_name, image_path }) => ({
        id,
        item_name,
        sub_item_name,
        image_path,
      })),
    ),
    budgets: mapSettled(budgets, (list) =>
      list.map(({ id, title, min_price, max_price, image_path, alt }) => ({
        id,
        title,
        min_price,
        max_price,
        image_path,
        alt,
      })),
    ),
    exclusive: mapSettled(exclusive, (products) => products),
    newArrivals: banners?.filter((banner) => banner.itemName === NEW_ARRIVALS_ITEM) ?? null,
    ringOccasions: banners?.filter((banner) => banner.itemName === RING_OCCASIONS_ITEM) ?? null,
    bestDesigned: mapSettled(bestDesigned, (list) => list.data.map(selectCardFields)),
    curated: banners?.filter((banner) => isCuratedBanner(banner.itemName)) ?? null,
    festivals: mapSettled(festivals, (list) =>
      list.map(({ id, title, subtitle, item_name, sub_item_name, image_path }) => ({
        id,
        title,
        subtitle,
        item_name,
        sub_item_name,
        image_path,
      })),
    ),
    videos: mapSettled(videos, (list) =>
      list.map(({ id, title, video_path, poster_path }) => ({ id, title, video_path, poster_path })),
    ),
    testimonials: mapSettled(testimonials, (list) =>
      list.map(({ id, name, city, quote, rating }) => ({ id, name, city, quote, rating })),
    ),
  };
}

/**
 * Three pieces per category, in the categories' order. A category whose call fails is left out;
 * the section fails only when every call does.
 */
async function loadExclusiveCollection(api: HomeApi): Promise<CardProduct[]> {
  const results = await Promise.allSettled(
    EXCLUSIVE_CATEGORIES.map((itemName) =>
      api.listProducts({ page: 0, pageSize: EXCLUSIVE_PAGE_SIZE, itemName }),
    ),
  );
  const loaded = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  if (loaded.length === 0) {
    const [first] = results;
    throw first?.status === "rejected" ? first.reason : new Error("No exclusive collection");
  }
  return loaded.flatMap((list) => list.data.map(selectCardFields));
}

function selectBannerCard({ id, itemName, subItemName, title, image_path }: CategoryBanner): BannerCard {
  return { id, itemName, subItemName, title, image_path };
}

/** Any category banner that no other section claims is a curated featured banner (seed: home-banners.ts). */
function isCuratedBanner(itemName: string): boolean {
  return (
    itemName !== NEW_ARRIVALS_ITEM && itemName !== BEST_DESIGNED_ITEM && itemName !== RING_OCCASIONS_ITEM
  );
}

function mapSettled<T, U>(result: PromiseSettledResult<T>, map: (value: T) => U): U | null {
  return result.status === "fulfilled" ? map(result.value) : null;
}
