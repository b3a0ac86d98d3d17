import { z } from "zod";

/** Live rates: metal name to rupees per gram. */
export const TodayRateSchema = z.record(z.string(), z.number()).meta({ id: "TodayRate" });
export type TodayRate = z.infer<typeof TodayRateSchema>;

const listOf = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ status: z.literal("success"), data: z.array(item) }).meta({ id });

export const BannerSchema = z.object({
  id: z.number().int(),
  image_path: z.string(),
  title: z.string(),
  subtitle: z.string(),
  itemname: z.string().nullable(),
  gender: z.string().nullable(),
});
export const OccasionBannerSchema = z.object({
  id: z.number().int(),
  occasion: z.string(),
  gender: z.string().nullable(),
  action: z.string().describe("Button text"),
  image_path: z.string(),
});
export const OfferBannerSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  sub_item_name: z.string().nullable(),
  image_path: z.string(),
});
export const MainCategoryImageSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  image_path: z.string(),
});
export const FestivalBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  item_name: z.string().nullable(),
  sub_item_name: z.string().nullable(),
  image_path: z.string(),
});
export const VideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  video_path: z.string(),
  poster_path: z.string(),
});
export const CategoryBannerSchema = z.object({
  id: z.number().int(),
  itemName: z.string(),
  subItemName: z.string().nullable(),
  image_path: z.string(),
  title: z.string(),
});
export const BudgetCategorySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    min_price: z.number(),
    max_price: z.number().nullable(),
    image_path: z.string(),
    alt: z.string(),
  })
  .meta({ id: "BudgetCategory" });
export const CategoryImageSchema = z
  .object({ images: z.array(z.string()), title: z.string(), subtitle: z.string() })
  .meta({ id: "CategoryImage" });
export const CategoryImageQuerySchema = z.object({
  itemName: z.string().trim().min(1, "itemName is required"),
  subItemName: z.string().trim().optional(),
});

/** Shoppers' words on the home page; the spec's sample data, served from the demo catalogue. */
export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  quote: z.string(),
  rating: z.number().int().min(1).max(5),
});

export const BannerListSchema = listOf(BannerSchema, "BannerList");
export const OccasionBannerListSchema = listOf(OccasionBannerSchema, "OccasionBannerList");
export const OfferBannerListSchema = listOf(OfferBannerSchema, "OfferBannerList");
export const MainCategoryImageListSchema = listOf(MainCategoryImageSchema, "MainCategoryImageList");
export const FestivalBannerListSchema = listOf(FestivalBannerSchema, "FestivalBannerList");
export const VideoListSchema = listOf(VideoSchema, "VideoList");
export const CategoryBannerListSchema = listOf(CategoryBannerSchema, "CategoryBannerList");
export const BudgetCategoryListSchema = z.array(BudgetCategorySchema);
export const TestimonialListSchema = listOf(TestimonialSchema, "TestimonialList");

export type Banner = z.infer<typeof BannerSchema>;
export type OccasionBanner = z.infer<typeof OccasionBannerSchema>;
export type OfferBanner = z.infer<typeof OfferBannerSchema>;
export type MainCategoryImage = z.infer<typeof MainCategoryImageSchema>;
export type FestivalBanner = z.infer<typeof FestivalBannerSchema>;
export type CategoryBanner = z.infer<typeof CategoryBannerSchema>;
export type CategoryImage = z.infer<typeof CategoryImageSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type Video = z.infer<typeof VideoSchema>;
export type BudgetCategory = z.infer<typeof BudgetCategorySchema>;
