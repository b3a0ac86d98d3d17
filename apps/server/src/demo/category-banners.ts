import type { categoryBanners } from "../modules/catalog/catalog.tables.ts";
import { piece } from "./drawings/banner-art.ts";
import type { WithScene } from "./home-banners.ts";

// The category banners: one table behind several home sections (the ring occasions, New Arrivals,
// Best Designed, the curated featured banners), told apart by itemName. Every itemName /
// subItemName pair a banner opens has pieces in the catalogue (coverage.ts).

/**
 * Category banners serve several home sections; itemName says which. "Rings" with an occasion
 * sub-item: the ring occasions. "New Arrivals" and "Best Designed": those sections' banners, which
 * open the new_arrival and best_design listings. Any other itemName: a curated featured banner
 * that opens its itemName and subItemName.
 */
export const CATEGORY_BANNERS: readonly WithScene<typeof categoryBanners.$inferInsert>[] = [
  {
    itemName: "Rings",
    subItemName: "Couple Rings",
    title: "Couple Rings",
    scene: {
      backdrop: "blush",
      pattern: "jaali",
      focusX: 800,
      pieces: [piece("couple-rings", "gold", "diamond", 0, 800, 290, 0.76)],
    },
  },
  {
    itemName: "Rings",
    subItemName: "Engagement Rings",
    title: "Engagement Rings",
    scene: {
      backdrop: "midnight",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("solitaire-ring", "gold", "diamond", 0, 800, 290, 0.74)],
    },
  },
  {
    itemName: "Rings",
    subItemName: "Wedding Rings",
    title: "Wedding Bands",
    scene: {
      backdrop: "ivory",
      pattern: "arches",
      focusX: 800,
      pieces: [
        piece("band-ring", "gold", "diamond", 1, 650, 300, 0.62),
        piece("band-ring", "silver", "diamond", 0, 960, 310, 0.54),
      ],
    },
  },
  {
    itemName: "New Arrivals",
    subItemName: null,
    title: "New Arrivals",
    scene: {
      backdrop: "teal",
      pattern: "jaali",
      focusX: 800,
      pieces: [
        piece("drops", "gold", "emerald", 0, 560, 320, 0.45),
        piece("pendant", "silver", "sapphire", 2, 800, 290, 0.6),
        piece("hoops", "gold", "ruby", 2, 1040, 320, 0.42),
      ],
    },
  },
  // Three new-arrival banners, so the home page's banner rotates (every 5 s) as the spec shows.
  {
    itemName: "New Arrivals",
    subItemName: null,
    title: "Fresh from the Workshop",
    scene: {
      backdrop: "midnight",
      pattern: "arches",
      focusX: 800,
      pieces: [
        piece("jhumkas", "gold", "ruby", 0, 600, 300, 0.5),
        piece("bangles", "gold", "emerald", 1, 820, 310, 0.55),
        piece("solitaire-ring", "silver", "diamond", 2, 1030, 330, 0.4),
      ],
    },
  },
  {
    itemName: "New Arrivals",
    subItemName: null,
    title: "Just In: Silver Stories",
    scene: {
      backdrop: "leaf",
      pattern: "mandala",
      focusX: 800,
      pieces: [
        piece("pendant", "silver", "emerald", 1, 640, 290, 0.58),
        piece("hoops", "silver", "ruby", 0, 960, 320, 0.45),
      ],
    },
  },
  {
    itemName: "Best Designed",
    subItemName: null,
    title: "Best Designed Jewels",
    scene: {
      backdrop: "plum",
      pattern: "mandala",
      focusX: 800,
      pieces: [
        piece("chandbalis", "gold", "emerald", 1, 620, 290, 0.6),
        piece("maang-tikka", "gold", "ruby", 1, 980, 280, 0.62),
      ],
    },
  },
  {
    itemName: "Earrings",
    subItemName: "Jhumkas",
    title: "Temple Jhumkas",
    scene: {
      backdrop: "maroon",
      pattern: "arches",
      focusX: 800,
      pieces: [piece("jhumkas", "gold", "kemp", 0, 800, 290, 0.72)],
    },
  },
  {
    itemName: "Bracelets",
    subItemName: "Kadas",
    title: "Kadas for Him",
    scene: {
      backdrop: "midnight",
      pattern: "jaali",
      focusX: 800,
      pieces: [piece("kada", "gold", "diamond", 1, 800, 290, 0.7)],
    },
  },
  {
    itemName: "Necklaces",
    subItemName: "Mangalsutra",
    title: "The Modern Mangalsutra",
    scene: {
      backdrop: "blush",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("mangalsutra", "gold", "diamond", 1, 800, 260, 0.7)],
    },
  },
];
