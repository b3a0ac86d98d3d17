import { GENDERS, OCCASIONS } from "@nagai/contracts/constants";
import type { HomeListName } from "@nagai/contracts/staff-media-texts";

/**
 * The fields of each home-page list's form (Zod-free: the page's bundle loads no Zod, decision
 * 043); the API checks every value again (contracts staff-media.ts).
 */
export interface HomeField {
  name: string;
  label: string;
  type: "text" | "textarea" | "select" | "number" | "image" | "kept" | "category";
  options?: readonly string[];
  /** Empty means none (null). */
  optional?: boolean;
  /** May be left empty, and is then sent as empty text (a subtitle). */
  blank?: boolean;
  max?: number;
}

const image = (name = "imagePath", label = "Picture"): HomeField => ({ name, label, type: "image" });
const text = (name: string, label: string, max: number, optional = false): HomeField => ({
  name,
  label,
  type: "text",
  max,
  optional,
});
const category = (optional = false): HomeField => ({
  name: "itemName",
  label: "Category",
  type: "category",
  optional,
});
const gender: HomeField = {
  name: "gender",
  label: "Gender",
  type: "select",
  options: GENDERS,
  optional: true,
};

export const HOME_FIELDS: Record<HomeListName, HomeField[]> = {
  "hero-banners": [
    text("title", "Title", 80),
    { ...text("subtitle", "Subtitle", 200), blank: true },
    category(true),
    gender,
    image(),
  ],
  "occasion-banners": [
    { name: "occasion", label: "Occasion", type: "select", options: OCCASIONS },
    gender,
    text("action", "Button text", 60),
    image(),
  ],
  "main-category-images": [category(), image()],
  "offer-banners": [category(), text("subItemName", "Sub-category", 60, true), image()],
  "festival-banners": [
    text("title", "Title", 80),
    { ...text("subtitle", "Subtitle", 200), blank: true },
    category(true),
    text("subItemName", "Sub-category", 60, true),
    image(),
  ],
  "category-banners": [
    text("title", "Title", 80),
    category(),
    text("subItemName", "Sub-category", 60, true),
    image(),
  ],
  "budget-categories": [
    text("title", "Title", 60),
    { name: "minPrice", label: "Lowest price (₹)", type: "number" },
    { name: "maxPrice", label: "Highest price (₹, empty for no limit)", type: "number", optional: true },
    text("alt", "Picture's description", 120),
    image(),
  ],
  // A new video file cannot be uploaded here: a clip is kept, retitled, moved or removed.
  videos: [
    text("title", "Title", 80),
    { name: "videoPath", label: "Video", type: "kept" },
    image("posterPath", "Poster"),
  ],
  testimonials: [
    text("name", "Name", 60),
    text("city", "City", 60),
    { name: "quote", label: "Quote", type: "textarea", max: 600 },
    { name: "rating", label: "Rating (1 to 5)", type: "number" },
  ],
};
