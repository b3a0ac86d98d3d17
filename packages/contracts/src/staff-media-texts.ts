/**
 * The texts and limits of the console's photos and home-page lists (issue 26), without Zod or
 * schema ids: the console's pages import these (decision 045); the API's schemas are in
 * staff-media.ts.
 */
export const STAFF_MEDIA_LIMITS = {
  /** The largest upload: a phone's full-size photo with room to spare. */
  uploadMaxBytes: 15 * 1024 * 1024,
  uploadTypes: ["image/jpeg", "image/png", "image/webp"],
  /** Items of one home-page list. */
  listMax: 40,
  photosMax: 20,
} as const;

export const STAFF_MEDIA_MESSAGES = {
  notAnImage: "The file is not a picture: send a JPEG, PNG or WebP image",
  wrongType: "Send the picture's bytes as image/jpeg, image/png or image/webp",
  tooLarge: "The picture is larger than 15 MB",
  noFile: "Choose a picture to upload",
  productNotFound: "No piece with this SNO",
  unknownPhoto: (path: string) => `${path} is not one of this piece's photos`,
  duplicatePhoto: (path: string) => `${path} is listed twice`,
  tooManyPhotos: "A piece may have at most 20 photos",
  unknownCategory: (name: string) => `${name} is not a category of the catalogue`,
  unknownImage: (path: string) => `${path} is not a stored picture: upload it first`,
  unknownVideo: (path: string) => `${path} is not a stored video`,
  budgetOrder: "The highest price must be above the lowest",
  added: "Photo added",
  saved: "Saved",
} as const;

/** The home page's lists the console edits, in the home page's order: their URL names and titles. */
export const HOME_LISTS = {
  "hero-banners": "Hero banners",
  "occasion-banners": "Occasion banners",
  "main-category-images": "Main category images",
  "offer-banners": "Offer banners",
  "festival-banners": "Festival banners",
  "category-banners": "Category banners",
  "budget-categories": "Budget categories",
  videos: "Videos",
  testimonials: "Testimonials",
} as const;
export type HomeListName = keyof typeof HOME_LISTS;
export const HOME_LIST_NAMES = Object.keys(HOME_LISTS) as HomeListName[];
