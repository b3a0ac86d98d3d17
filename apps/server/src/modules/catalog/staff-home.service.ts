import { paiseToRupees, rupeesToPaise } from "@nagai/contracts/money";
import {
  type HOME_LIST_SCHEMAS,
  type HomeItem,
  type HomeListKey,
  STAFF_MEDIA_MESSAGES,
} from "@nagai/contracts/staff-media";
import { asc, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../../db/client.ts";
import { badRequest } from "../../http-errors.ts";
import type { MediaStore } from "../../providers/media-store/media-store.public.ts";
import { auditOf, recordAudit } from "../audit/audit.public.ts";
import { unknownPictures } from "../media/media.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import {
  budgetCategories,
  categoryBanners,
  festivalBanners,
  heroBanners,
  mainCategoryImages,
  occasionBanners,
  offerBanners,
  products,
  testimonials,
  videos,
} from "./catalog.tables.ts";

const ENTITY = "home_list";

type Row = Record<string, unknown> & { position: number };
interface ListDefinition<Name extends HomeListKey> {
  table: PgTable & { position: unknown; id: unknown };
  /** The row to insert for an item (less its position). */
  toRow(item: HomeItem<Name>): Record<string, unknown>;
  fromRow(row: Row): HomeItem<Name>;
  categories(item: HomeItem<Name>): (string | null | undefined)[];
  pictures(item: HomeItem<Name>): string[];
}

const strip = ({ id: _id, position: _position, ...rest }: Row) => rest;
const same = <Name extends HomeListKey>(): Pick<ListDefinition<Name>, "toRow" | "fromRow"> => ({
  toRow: (item) => nullsFor(item),
  // A field left empty is left out of the answer (OpenAPI 3.0 cannot say "an enum or null").
  fromRow: (row) =>
    Object.fromEntries(Object.entries(strip(row)).filter(([, value]) => value !== null)) as HomeItem<Name>,
});
/** Optional fields left out are null in the table. */
const nullsFor = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).map(([key, value]) => [key, value ?? null]));

/** The home page's lists: the table each lives in and how an item maps to its row. */
const LISTS: { [Name in HomeListKey]: ListDefinition<Name> } = {
  "hero-banners": {
    table: heroBanners,
    ...same<"hero-banners">(),
    categories: (item) => [item.itemName],
    pictures: (item) => [item.imagePath],
  },
  "occasion-banners": {
    table: occasionBanners,
    ...same<"occasion-banners">(),
    categories: () => [],
    pictures: (item) => [item.imagePath],
  },
  "main-category-images": {
    table: mainCategoryImages,
    ...same<"main-category-images">(),
    categories: (item) => [item.itemName],
    pictures: (item) => [item.imagePath],
  },
  "offer-banners": {
    table: offerBanners,
    ...same<"offer-banners">(),
    categories: (item) => [item.itemName],
    pictures: (item) => [item.imagePath],
  },
  "festival-banners": {
    table: festivalBanners,
    ...same<"festival-banners">(),
    categories: (item) => [item.itemName],
    pictures: (item) => [item.imagePath],
  },
  "category-banners": {
    table: categoryBanners,
    ...same<"category-banners">(),
    categories: (item) => [item.itemName],
    pictures: (item) => [item.imagePath],
  },
  "budget-categories": {
    table: budgetCategories,
    toRow: ({ minPrice, maxPrice, ...rest }) => ({
      ...rest,
      minPricePaise: rupeesToPaise(minPrice),
      maxPricePaise: maxPrice === null || maxPrice === undefined ? null : rupeesToPaise(maxPrice),
    }),
    fromRow: (row) => {
      const { minPricePaise, maxPricePaise, ...rest } = strip(row) as Record<string, unknown>;
      return {
        ...rest,
        minPrice: paiseToRupees(minPricePaise as number),
        maxPrice: maxPricePaise === null ? null : paiseToRupees(maxPricePaise as number),
      } as HomeItem<"budget-categories">;
    },
    categories: () => [],
    pictures: (item) => [item.imagePath],
  },
  videos: {
    table: videos,
    ...same<"videos">(),
    categories: () => [],
    pictures: (item) => [item.posterPath],
  },
  testimonials: {
    table: testimonials,
    ...same<"testimonials">(),
    categories: () => [],
    pictures: () => [],
  },
};

export type HomeListAnswer<Name extends HomeListKey> = z.output<(typeof HOME_LIST_SCHEMAS)[Name]["answer"]>;

/**
 * The home page's lists in the console (issue 26 item 4). A PUT replaces a whole list, in its
 * order, in one transaction with its audit entry (before and after). The tables' statement
 * triggers bump the catalogue version (migration 0002), so every process's caches and pages follow
 * within their bound (decision 002).
 */
export function createStaffHome({ db, store }: { db: Database; store: MediaStore }) {
  async function read<Name extends HomeListKey>(executor: Database, name: Name): Promise<HomeItem<Name>[]> {
    const { table, fromRow } = LISTS[name] as ListDefinition<Name>;
    const t = table as unknown as { position: never; id: never };
    const rows = (await executor.select().from(table).orderBy(asc(t.position), asc(t.id))) as Row[];
    return rows.map(fromRow);
  }

  async function check<Name extends HomeListKey>(name: Name, items: readonly HomeItem<Name>[]) {
    const definition = LISTS[name] as ListDefinition<Name>;
    const named = [...new Set(items.flatMap(definition.categories).filter((n): n is string => !!n))];
    if (named.length > 0) {
      const found = await db
        .selectDistinct({ itemName: products.itemName })
        .from(products)
        .where(inArray(products.itemName, named));
      const known = new Set(found.map((row) => row.itemName));
      const unknown = named.find((n) => !known.has(n));
      if (unknown)
        throw badRequest(STAFF_MEDIA_MESSAGES.unknownCategory(unknown), {
          itemName: STAFF_MEDIA_MESSAGES.unknownCategory(unknown),
        });
    }
    const [picture] = await unknownPictures(db, [...new Set(items.flatMap(definition.pictures))]);
    if (picture)
      throw badRequest(STAFF_MEDIA_MESSAGES.unknownImage(picture), {
        imagePath: STAFF_MEDIA_MESSAGES.unknownImage(picture),
      });
    if (name === "videos") {
      for (const item of items as readonly HomeItem<"videos">[]) {
        if (!(await store.has(item.videoPath)))
          throw badRequest(STAFF_MEDIA_MESSAGES.unknownVideo(item.videoPath), {
            videoPath: STAFF_MEDIA_MESSAGES.unknownVideo(item.videoPath),
          });
      }
    }
    if (name === "budget-categories") {
      for (const item of items as readonly HomeItem<"budget-categories">[]) {
        if (item.maxPrice !== null && item.maxPrice !== undefined && item.maxPrice <= item.minPrice)
          throw badRequest(STAFF_MEDIA_MESSAGES.budgetOrder, { maxPrice: STAFF_MEDIA_MESSAGES.budgetOrder });
      }
    }
  }

  return {
    async get<Name extends HomeListKey>(name: Name): Promise<HomeListAnswer<Name>> {
      return {
        list: name,
        items: await read(db, name),
        audit: await auditOf(db, ENTITY, name),
      } as HomeListAnswer<Name>;
    },

    async replace<Name extends HomeListKey>(
      staff: StaffMember,
      name: Name,
      items: readonly HomeItem<Name>[],
    ): Promise<HomeListAnswer<Name>> {
      await check(name, items);
      const { table, toRow, fromRow } = LISTS[name] as ListDefinition<Name>;
      await db.transaction(async (tx) => {
        const before = await read(tx as unknown as Database, name);
        const after = items.map((item, position) => fromRow({ ...toRow(item), position } as Row));
        if (JSON.stringify(before) === JSON.stringify(after)) return;
        await tx.delete(table);
        if (items.length > 0) {
          await tx
            .insert(table)
            .values(items.map((item, position) => ({ ...toRow(item), position })) as never);
        }
        await recordAudit(tx, {
          staff,
          action: "home.update",
          entityType: ENTITY,
          entityId: name,
          before: { items: before },
          after: { items: after },
        });
      });
      return this.get(name);
    },
  };
}

export type StaffHome = ReturnType<typeof createStaffHome>;
