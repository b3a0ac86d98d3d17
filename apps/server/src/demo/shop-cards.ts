import type { ITEM_NAMES } from "@nagai/contracts/constants";
import { type BannerScene, piece } from "./drawings/banner-art.ts";
import { drawGiftBox } from "./drawings/motif-drawings.ts";

// Card pictures: the category scroller, the budget cards and the listing headers. They are stored
// as banners, with the pieces kept in the middle third, so that a page may crop them to a square
// or a circle and still show the jewellery.

type ItemName = (typeof ITEM_NAMES)[number];

export const MAIN_CATEGORY_IMAGES: readonly { itemName: ItemName; scene: BannerScene }[] = [
  {
    itemName: "Rings",
    scene: {
      backdrop: "ivory",
      pattern: "jaali",
      focusX: 800,
      pieces: [
        piece("solitaire-ring", "gold", "ruby", 0, 700, 310, 0.56),
        piece("band-ring", "silver", "diamond", 1, 920, 330, 0.42),
      ],
    },
  },
  {
    itemName: "Necklaces",
    scene: {
      backdrop: "blush",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("pendant", "gold", "emerald", 1, 800, 270, 0.7)],
    },
  },
  {
    itemName: "Bracelets",
    scene: {
      backdrop: "leaf",
      pattern: "jaali",
      focusX: 800,
      pieces: [
        piece("bangles", "gold", "ruby", 0, 720, 310, 0.5),
        piece("chain-bracelet", "silver", "sapphire", 0, 930, 360, 0.38),
      ],
    },
  },
  {
    itemName: "Earrings",
    scene: {
      backdrop: "ivory",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("jhumkas", "gold", "emerald", 1, 800, 290, 0.74)],
    },
  },
  {
    itemName: "Bridal",
    scene: {
      backdrop: "maroon",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("choker", "gold", "ruby", 1, 800, 290, 0.72)],
    },
  },
  {
    itemName: "Clearance",
    scene: {
      backdrop: "saffron",
      pattern: "jaali",
      focusX: 800,
      pieces: [
        piece("studs", "oxidised", "emerald", 0, 690, 320, 0.42),
        piece("toe-rings", "silver", "ruby", 1, 920, 330, 0.42),
      ],
    },
  },
  {
    itemName: "Gift Ideas",
    scene: {
      backdrop: "plum",
      pattern: "jaali",
      focusX: 800,
      behind: drawGiftBox(930, 470, 190, "#c2185b"),
      pieces: [piece("pendant", "silver", "ruby", 2, 700, 270, 0.6)],
    },
  },
];

/** Explore by budget: the menu's price shortcuts, the gift links and the open top band. */
export const BUDGET_CATEGORIES: readonly {
  title: string;
  minRupees: number;
  maxRupees: number | null;
  alt: string;
  scene: BannerScene;
}[] = [
  {
    title: "Under ₹199",
    minRupees: 0,
    maxRupees: 199,
    alt: "Oxidised stud earrings under ₹199",
    scene: {
      backdrop: "blush",
      pattern: "jaali",
      focusX: 800,
      pieces: [piece("studs", "oxidised", "ruby", 0, 800, 310, 0.74)],
    },
  },
  {
    title: "Under ₹299",
    minRupees: 0,
    maxRupees: 299,
    alt: "Silver toe rings under ₹299",
    scene: {
      backdrop: "ivory",
      pattern: "jaali",
      focusX: 800,
      pieces: [piece("toe-rings", "silver", "ruby", 0, 800, 310, 0.74)],
    },
  },
  {
    title: "Under ₹399",
    minRupees: 0,
    maxRupees: 399,
    alt: "Oxidised jhumkas under ₹399",
    scene: {
      backdrop: "leaf",
      pattern: "jaali",
      focusX: 800,
      pieces: [piece("jhumkas", "oxidised", "emerald", 1, 800, 300, 0.74)],
    },
  },
  {
    title: "Under ₹599",
    minRupees: 0,
    maxRupees: 599,
    alt: "Silver anklets under ₹599",
    scene: {
      backdrop: "blush",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("anklets", "silver", "sapphire", 0, 800, 280, 0.74)],
    },
  },
  {
    title: "Under ₹999",
    minRupees: 0,
    maxRupees: 999,
    alt: "Oxidised chandbali earrings under ₹999",
    scene: {
      backdrop: "ivory",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("chandbalis", "oxidised", "ruby", 0, 800, 290, 0.74)],
    },
  },
  {
    title: "Under ₹1,999",
    minRupees: 0,
    maxRupees: 1999,
    alt: "Sterling silver chains under ₹1,999",
    scene: {
      backdrop: "teal",
      pattern: "jaali",
      focusX: 800,
      pieces: [piece("chain", "silver", "diamond", 0, 800, 280, 0.74)],
    },
  },
  {
    title: "Under ₹2,999",
    minRupees: 0,
    maxRupees: 2999,
    alt: "Silver bracelets under ₹2,999",
    scene: {
      backdrop: "midnight",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("chain-bracelet", "silver", "sapphire", 1, 800, 290, 0.74)],
    },
  },
  {
    title: "₹3,000 & Above",
    minRupees: 3000,
    maxRupees: null,
    alt: "Gold rings and jewellery from ₹3,000",
    scene: {
      backdrop: "maroon",
      pattern: "mandala",
      focusX: 800,
      pieces: [piece("solitaire-ring", "gold", "diamond", 0, 800, 290, 0.74)],
    },
  },
];

/**
 * Listing headers (category_image/get): one per category, and one per sub-item that a banner
 * opens. `pictures` name banners drawn for other sections, so the headers cost no extra drawing.
 */
export const CATEGORY_HEADERS: readonly {
  itemName: ItemName;
  subItemName: string | null;
  title: string;
  subtitle: string;
  pictures: readonly string[];
}[] = [
  {
    itemName: "Rings",
    subItemName: null,
    title: "Rings",
    subtitle: "Solitaires, bands and everyday rings in gold and silver",
    pictures: ["category:Rings", "category-banner:Engagement Rings"],
  },
  {
    itemName: "Necklaces",
    subItemName: null,
    title: "Necklaces",
    subtitle: "Chains, pendants, chokers and temple necklaces",
    pictures: ["category:Necklaces", "hero:0"],
  },
  {
    itemName: "Bracelets",
    subItemName: null,
    title: "Bracelets & Bangles",
    subtitle: "Bangles, kadas, chain bracelets and anklets",
    pictures: ["category:Bracelets", "hero:2"],
  },
  {
    itemName: "Earrings",
    subItemName: null,
    title: "Earrings",
    subtitle: "Studs, jhumkas, chandbalis, hoops and drops",
    pictures: ["category:Earrings", "hero:3"],
  },
  {
    itemName: "Bridal",
    subItemName: null,
    title: "Bridal",
    subtitle: "Sets, maang tikkas and bangles for the wedding day",
    pictures: ["category:Bridal", "hero:1"],
  },
  {
    itemName: "Clearance",
    subItemName: null,
    title: "Clearance",
    subtitle: "Last pieces and offers, while stocks last",
    pictures: ["category:Clearance", "offer:0"],
  },
  {
    itemName: "Gift Ideas",
    subItemName: null,
    title: "Gift Ideas",
    subtitle: "Thoughtful pieces for him, for her and for little ones",
    pictures: ["category:Gift Ideas"],
  },
  {
    itemName: "Rings",
    subItemName: "Couple Rings",
    title: "Couple Rings",
    subtitle: "Matching pairs for two",
    pictures: ["category-banner:Couple Rings"],
  },
  {
    itemName: "Rings",
    subItemName: "Engagement Rings",
    title: "Engagement Rings",
    subtitle: "Solitaires and halos for the question",
    pictures: ["category-banner:Engagement Rings"],
  },
  {
    itemName: "Rings",
    subItemName: "Wedding Rings",
    title: "Wedding Rings",
    subtitle: "Bands for every day after",
    pictures: ["category-banner:Wedding Rings"],
  },
  {
    itemName: "Clearance",
    subItemName: "50% Off",
    title: "50% Off",
    subtitle: "Half price, while stocks last",
    pictures: ["offer:0"],
  },
  {
    itemName: "Clearance",
    subItemName: "Buy 1 Get 1",
    title: "Buy 1 Get 1",
    subtitle: "Two for the price of one on selected pieces",
    pictures: ["offer:1"],
  },
  {
    itemName: "Gift Ideas",
    subItemName: "For Him",
    title: "Gifts for Him",
    subtitle: "Kadas, chains and rings",
    pictures: ["hero:2"],
  },
  {
    itemName: "Gift Ideas",
    subItemName: "For Her",
    title: "Gifts for Her",
    subtitle: "Pendants, studs and bracelets",
    pictures: ["category:Gift Ideas"],
  },
  {
    itemName: "Gift Ideas",
    subItemName: "For Kids",
    title: "Gifts for Kids",
    subtitle: "Baby bangles and tiny studs",
    pictures: ["hero:3"],
  },
];
