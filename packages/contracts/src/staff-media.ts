import { GENDERS, OCCASIONS } from "./constants.ts";
import { AuditEntrySchema } from "./staff.ts";
import { STAFF_MEDIA_LIMITS, STAFF_MEDIA_MESSAGES } from "./staff-media-texts.ts";
import { z } from "./zod.ts";

/**
 * The console's photos of a piece, its picture uploads and the home page's lists (issue 26,
 * decision 047). The pages import only staff-media-texts.ts and the types of this file.
 */
export * from "./staff-media-texts.ts";

/** Visible text, trimmed: no control characters, no lone UTF-16 surrogate, at most `max` characters. */
const text = (name: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, `${name} must not be empty`)
    .max(max, `${name} may be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
    .regex(/^(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/, {
      message: `${name} must be plain text: no control characters or broken characters`,
    });
/** Null or left out: none (the service keeps null). */
const optionalText = (name: string, max: number) => text(name, max).nullable().optional();
const optionalGender = () =>
  z
    .union([z.enum(GENDERS), z.null()], { error: `gender must be one of ${GENDERS.join(", ")}, or null` })
    .optional();

/** A picture's path as the API hands it out: `<key>/<width>.jpg`, relative to /media/. */
export const MEDIA_PICTURE_PATTERN = /^[0-9a-f]{20}\/\d{2,4}\.jpg$/;
const picturePath = (name: string) =>
  z
    .string()
    .regex(
      MEDIA_PICTURE_PATTERN,
      `${name} must be a stored picture's path, such as 0123456789abcdef0123/1600.jpg`,
    )
    .describe("A picture's path relative to /media/ (POST /api/v1/staff/media answers one)");

export const StaffProductParamsSchema = z.object({
  sno: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const StaffProductPhotosSchema = z
  .object({
    sno: z.number().int(),
    productName: z.string(),
    ImagePath: z.array(z.string()).describe("The piece's photos in order, relative to /media/"),
    audit: z.array(AuditEntrySchema),
  })
  .meta({ id: "StaffProductPhotos" });
export type StaffProductPhotos = z.infer<typeof StaffProductPhotosSchema>;

export const StaffPhotoOrderSchema = z
  .object({
    ImagePath: z
      .array(picturePath("ImagePath"))
      .max(STAFF_MEDIA_LIMITS.photosMax, STAFF_MEDIA_MESSAGES.tooManyPhotos)
      .describe("The photos to keep, in their new order: a reordering of some of the piece's photos"),
  })
  .meta({ id: "StaffPhotoOrder" });

export const StaffMediaQuerySchema = z.object({
  kind: z
    .enum(["banner", "product"], { error: "kind must be banner or product" })
    .default("banner")
    .describe("banner (wide, up to 1600 px) or product (square, up to 800 px)"),
});

export const StaffMediaStoredSchema = z
  .object({ path: z.string().describe("The stored picture's path, relative to /media/") })
  .meta({ id: "StaffMediaStored" });

const item = (name: string) =>
  text("itemName", 60).describe(`${name}: a category (itemName) of the catalogue`);

/** Each list's items as the API takes and answers them, in order (their position is their index). */
export const HOME_ITEM_SCHEMAS = {
  "hero-banners": z.object({
    imagePath: picturePath("imagePath"),
    title: text("title", 80),
    subtitle: text("subtitle", 200, 0),
    itemName: optionalText("itemName", 60),
    gender: optionalGender(),
  }),
  "occasion-banners": z.object({
    occasion: z.enum(OCCASIONS, { error: `occasion must be one of ${OCCASIONS.join(", ")}` }),
    gender: optionalGender(),
    action: text("action", 60),
    imagePath: picturePath("imagePath"),
  }),
  "main-category-images": z.object({
    itemName: item("The category"),
    imagePath: picturePath("imagePath"),
  }),
  "offer-banners": z.object({
    itemName: item("The category"),
    subItemName: optionalText("subItemName", 60),
    imagePath: picturePath("imagePath"),
  }),
  "festival-banners": z.object({
    title: text("title", 80),
    subtitle: text("subtitle", 200, 0),
    itemName: optionalText("itemName", 60),
    subItemName: optionalText("subItemName", 60),
    imagePath: picturePath("imagePath"),
  }),
  "category-banners": z.object({
    itemName: item("The category"),
    subItemName: optionalText("subItemName", 60),
    imagePath: picturePath("imagePath"),
    title: text("title", 80),
  }),
  "budget-categories": z.object({
    title: text("title", 60),
    minPrice: z.number().min(0).max(10_000_000).multipleOf(0.01).describe("Rupees"),
    maxPrice: z
      .number()
      .min(0)
      .max(10_000_000)
      .multipleOf(0.01)
      .nullable()
      .optional()
      .describe("Rupees; null for an open-ended band"),
    imagePath: picturePath("imagePath"),
    alt: text("alt", 120),
  }),
  videos: z.object({
    title: text("title", 80),
    videoPath: z
      .string()
      .regex(/^[0-9a-f]{20}\/file\.webm$/, "videoPath must be a stored video's path")
      .describe("A stored video (the demo's clips); uploading a new video is not offered"),
    posterPath: picturePath("posterPath"),
  }),
  testimonials: z.object({
    name: text("name", 60),
    city: text("city", 60),
    quote: text("quote", 600),
    rating: z.number().int().min(1).max(5),
  }),
} as const;
export type HomeItem<Name extends keyof typeof HOME_ITEM_SCHEMAS> = z.output<
  (typeof HOME_ITEM_SCHEMAS)[Name]
>;

const pascal = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

type HomeItemSchemas = typeof HOME_ITEM_SCHEMAS;
export type HomeListKey = keyof HomeItemSchemas;

function homeSchemas<Name extends HomeListKey>(name: Name) {
  const items = z.array(HOME_ITEM_SCHEMAS[name] as HomeItemSchemas[Name]);
  return {
    /** PUT's body: the whole list in its new order. */
    body: z
      .object({
        items: items.max(
          STAFF_MEDIA_LIMITS.listMax,
          `A list may hold at most ${STAFF_MEDIA_LIMITS.listMax} items`,
        ),
      })
      .meta({ id: `StaffHome${pascal(name)}Body` }),
    /** GET's and PUT's answer: the list in order, and the audit of its changes. */
    answer: z
      .object({ list: z.literal(name), items, audit: z.array(AuditEntrySchema) })
      .meta({ id: `StaffHome${pascal(name)}` }),
  };
}

/** Built once each: a schema id is registered once in the OpenAPI document. */
export const HOME_LIST_SCHEMAS = {
  "hero-banners": homeSchemas("hero-banners"),
  "occasion-banners": homeSchemas("occasion-banners"),
  "main-category-images": homeSchemas("main-category-images"),
  "offer-banners": homeSchemas("offer-banners"),
  "festival-banners": homeSchemas("festival-banners"),
  "category-banners": homeSchemas("category-banners"),
  "budget-categories": homeSchemas("budget-categories"),
  videos: homeSchemas("videos"),
  testimonials: homeSchemas("testimonials"),
};
