import type { Database } from "../db/client.ts";
import {
  budgetCategories,
  categoryBanners,
  categoryImages,
  festivalBanners,
  heroBanners,
  mainCategoryImages,
  occasionBanners,
  offerBanners,
} from "../modules/catalog/catalog.tables.ts";
import { CATEGORY_BANNERS } from "./category-banners.ts";
import { type BannerScene, drawBannerPicture } from "./drawings/banner-art.ts";
import { FESTIVAL_BANNERS, HERO_SLIDES, OCCASION_BANNERS, OFFER_BANNERS } from "./home-banners.ts";
import { type MediaTarget, storePictures } from "./render.ts";
import { BUDGET_CATEGORIES, CATEGORY_HEADERS, MAIN_CATEGORY_IMAGES } from "./shop-cards.ts";

/** The home page's banner rows, with their pictures stored, ready to insert. */
export interface BannerRows {
  hero: (typeof heroBanners.$inferInsert)[];
  occasion: (typeof occasionBanners.$inferInsert)[];
  offer: (typeof offerBanners.$inferInsert)[];
  mainCategory: (typeof mainCategoryImages.$inferInsert)[];
  festival: (typeof festivalBanners.$inferInsert)[];
  category: (typeof categoryBanners.$inferInsert)[];
  budget: (typeof budgetCategories.$inferInsert)[];
  headers: (typeof categoryImages.$inferInsert)[];
}

/**
 * Every banner scene under a key, so listing headers and video posters can reuse pictures drawn
 * for other sections instead of drawing more.
 */
export function listBannerScenes(): [string, BannerScene][] {
  return [
    ...HERO_SLIDES.map((b, i): [string, BannerScene] => [`hero:${i}`, b.scene]),
    ...OCCASION_BANNERS.map((b, i): [string, BannerScene] => [`occasion:${i}`, b.scene]),
    ...OFFER_BANNERS.map((b, i): [string, BannerScene] => [`offer:${i}`, b.scene]),
    ...FESTIVAL_BANNERS.map((b, i): [string, BannerScene] => [`festival:${i}`, b.scene]),
    ...CATEGORY_BANNERS.map((b): [string, BannerScene] => [
      `category-banner:${b.subItemName ?? b.itemName}`,
      b.scene,
    ]),
    ...MAIN_CATEGORY_IMAGES.map((b): [string, BannerScene] => [`category:${b.itemName}`, b.scene]),
    ...BUDGET_CATEGORIES.map((b, i): [string, BannerScene] => [`budget:${i}`, b.scene]),
  ];
}

export interface DrawnBanners {
  rows: BannerRows;
  /** Stored picture path by scene key. */
  pictures: ReadonlyMap<string, string>;
}

export async function drawBanners(target: MediaTarget): Promise<DrawnBanners> {
  const scenes = listBannerScenes();
  const stored = await storePictures(
    target,
    scenes.map(([, scene]) => ({ svg: drawBannerPicture(scene), kind: "banner" as const })),
  );
  const paths = new Map(scenes.map(([key], i) => [key, stored[i]!]));
  const pathOf = (key: string) => {
    const found = paths.get(key);
    if (!found) throw new Error(`No banner picture "${key}"`);
    return found;
  };
  const rows: BannerRows = {
    hero: HERO_SLIDES.map((b, i) => ({
      title: b.title,
      subtitle: b.subtitle,
      itemName: b.itemName,
      gender: b.gender,
      imagePath: pathOf(`hero:${i}`),
      position: i,
    })),
    occasion: OCCASION_BANNERS.map((b, i) => ({
      occasion: b.occasion,
      gender: b.gender,
      action: b.action,
      imagePath: pathOf(`occasion:${i}`),
      position: i,
    })),
    offer: OFFER_BANNERS.map((b, i) => ({
      itemName: b.itemName,
      subItemName: b.subItemName,
      imagePath: pathOf(`offer:${i}`),
      position: i,
    })),
    mainCategory: MAIN_CATEGORY_IMAGES.map((b, i) => ({
      itemName: b.itemName,
      imagePath: pathOf(`category:${b.itemName}`),
      position: i,
    })),
    festival: FESTIVAL_BANNERS.map((b, i) => ({
      title: b.title,
      subtitle: b.subtitle,
      itemName: b.itemName,
      subItemName: b.subItemName,
      imagePath: pathOf(`festival:${i}`),
      position: i,
    })),
    category: CATEGORY_BANNERS.map((b, i) => ({
      itemName: b.itemName,
      subItemName: b.subItemName,
      title: b.title,
      imagePath: pathOf(`category-banner:${b.subItemName ?? b.itemName}`),
      position: i,
    })),
    budget: BUDGET_CATEGORIES.map((b, i) => ({
      title: b.title,
      minPricePaise: b.minRupees * 100,
      maxPricePaise: b.maxRupees === null ? null : b.maxRupees * 100,
      alt: b.alt,
      imagePath: pathOf(`budget:${i}`),
      position: i,
    })),
    headers: CATEGORY_HEADERS.map((h) => ({
      itemName: h.itemName,
      subItemName: h.subItemName,
      title: h.title,
      subtitle: h.subtitle,
      images: h.pictures.map(pathOf),
    })),
  };
  return { rows, pictures: paths };
}

export async function insertBanners(db: Database, rows: BannerRows): Promise<void> {
  await db.insert(heroBanners).values(rows.hero);
  await db.insert(occasionBanners).values(rows.occasion);
  await db.insert(offerBanners).values(rows.offer);
  await db.insert(mainCategoryImages).values(rows.mainCategory);
  await db.insert(festivalBanners).values(rows.festival);
  await db.insert(categoryBanners).values(rows.category);
  await db.insert(budgetCategories).values(rows.budget);
  await db.insert(categoryImages).values(rows.headers);
}
