import type {
  festivalBanners,
  heroBanners,
  occasionBanners,
  offerBanners,
} from "../modules/catalog/catalog.tables.ts";
import { type BannerScene, drawOfferWording, piece } from "./drawings/banner-art.ts";
import {
  drawCoinStack,
  drawDandiya,
  drawDiyas,
  drawKalash,
  drawKolam,
  drawPongalPot,
  drawPookalam,
  drawStringLights,
} from "./drawings/motif-drawings.ts";

// The home page's banners, section by section (spec: home page, in order); the category banners,
// which serve several sections, are in category-banners.ts. Each row keeps the fields its list
// call answers; `scene` is what its picture shows. Every itemName / subItemName pair a banner
// opens has pieces in the catalogue (coverage.ts).

/** A banner row as the list call answers it, less what seeding fills in, plus what it shows. */
export type WithScene<Row> = Omit<Row, "id" | "imagePath" | "position"> & { scene: BannerScene };

/** Hero slides leave the left half clear for the title; Explore Now opens itemName and gender. */
export const HERO_SLIDES: readonly WithScene<typeof heroBanners.$inferInsert>[] = [
  {
    title: "Temple Gold, Timeless",
    subtitle: "Kasu malas, kemp chokers and Lakshmi jhumkas, made the Nagercoil way",
    itemName: "Necklaces",
    gender: "Women",
    scene: {
      backdrop: "maroon",
      pattern: "mandala",
      focusX: 1140,
      pieces: [
        piece("haaram", "gold", "emerald", 0, 1120, 300, 0.66),
        piece("jhumkas", "gold", "kemp", 0, 1410, 320, 0.52),
      ],
    },
  },
  {
    title: "The Bridal Edit",
    subtitle: "Kundan sets, maang tikkas and bridal bangles for the big day",
    itemName: "Bridal",
    gender: "Women",
    scene: {
      backdrop: "emerald",
      pattern: "jaali",
      focusX: 1150,
      pieces: [
        piece("choker", "gold", "ruby", 1, 1130, 300, 0.7),
        piece("maang-tikka", "gold", "ruby", 0, 1430, 300, 0.5),
      ],
    },
  },
  {
    title: "Made for Him",
    subtitle: "Kadas, chains and signet rings with weight and presence",
    itemName: "Bracelets",
    gender: "Men",
    scene: {
      backdrop: "midnight",
      pattern: "arches",
      focusX: 1150,
      pieces: [
        piece("kada", "silver", "diamond", 0, 1100, 310, 0.56),
        piece("band-ring", "gold", "sapphire", 2, 1400, 330, 0.5),
      ],
    },
  },
  {
    title: "Little Sparkles",
    subtitle: "Light studs and baby bangles, smooth and safe for little ones",
    itemName: "Earrings",
    gender: "Kids",
    scene: {
      backdrop: "blush",
      pattern: "jaali",
      focusX: 1150,
      pieces: [
        piece("studs", "gold", "pearl", 2, 1110, 300, 0.62),
        piece("bangles", "silver", "sapphire", 0, 1400, 310, 0.55),
      ],
    },
  },
];

/** Shop by occasion: the button text is the banner's action. */
export const OCCASION_BANNERS: readonly WithScene<typeof occasionBanners.$inferInsert>[] = [
  {
    occasion: "DAILY_WEAR",
    gender: "Women",
    action: "Shop Daily Wear",
    scene: {
      backdrop: "ivory",
      pattern: "jaali",
      focusX: 800,
      pieces: [
        piece("studs", "gold", "diamond", 1, 560, 320, 0.4),
        piece("pendant", "gold", "ruby", 0, 810, 290, 0.62),
        piece("chain-bracelet", "silver", "sapphire", 0, 1060, 320, 0.45),
      ],
    },
  },
  {
    occasion: "WEDDING",
    gender: "Women",
    action: "Explore Wedding Jewellery",
    scene: {
      backdrop: "maroon",
      pattern: "mandala",
      focusX: 800,
      pieces: [
        piece("bangles", "gold", "ruby", 0, 560, 330, 0.45),
        piece("choker", "gold", "emerald", 0, 850, 290, 0.66),
      ],
    },
  },
  {
    occasion: "TRADITIONAL",
    gender: "Women",
    action: "Shop Traditional",
    scene: {
      backdrop: "teal",
      pattern: "arches",
      focusX: 800,
      pieces: [
        piece("jhumkas", "oxidised", "ruby", 1, 620, 320, 0.5),
        piece("haaram", "oxidised", "kemp", 1, 930, 290, 0.62),
      ],
    },
  },
];

/** Exclusive offers: the wording is part of the picture, as the list call has no title. */
export const OFFER_BANNERS: readonly WithScene<typeof offerBanners.$inferInsert>[] = [
  {
    itemName: "Clearance",
    subItemName: "50% Off",
    scene: {
      backdrop: "saffron",
      pattern: "jaali",
      focusX: 1150,
      pieces: [
        piece("drops", "silver", "emerald", 0, 1160, 310, 0.56),
        piece("studs", "oxidised", "ruby", 0, 1410, 320, 0.46),
      ],
      front: drawOfferWording("50% OFF", "CLEARANCE SALE", 520, true),
    },
  },
  {
    itemName: "Clearance",
    subItemName: "Buy 1 Get 1",
    scene: {
      backdrop: "plum",
      pattern: "mandala",
      focusX: 1150,
      pieces: [
        piece("toe-rings", "silver", "ruby", 0, 1200, 320, 0.46),
        piece("anklets", "oxidised", "ruby", 1, 1430, 310, 0.42),
      ],
      front: drawOfferWording("BUY 1 GET 1", "ON SELECTED PIECES", 500, false),
    },
  },
  {
    itemName: "Earrings",
    subItemName: "50% Off",
    scene: {
      backdrop: "blush",
      pattern: "arches",
      focusX: 1150,
      pieces: [
        piece("jhumkas", "silver", "sapphire", 0, 1150, 300, 0.54),
        piece("hoops", "gold", "ruby", 0, 1410, 310, 0.46),
      ],
      front: drawOfferWording("50% OFF", "ON EARRINGS", 520, true),
    },
  },
  {
    itemName: "Bracelets",
    subItemName: "Buy 1 Get 1",
    scene: {
      backdrop: "teal",
      pattern: "jaali",
      focusX: 1150,
      pieces: [
        piece("chain-bracelet", "gold", "ruby", 2, 1190, 300, 0.46),
        piece("bangles", "silver", "emerald", 1, 1430, 310, 0.44),
      ],
      front: drawOfferWording("BUY 1 GET 1", "ON BRACELETS", 500, false),
    },
  },
];

/** Featured collections: the festivals of the year, each opening a listing. */
export const FESTIVAL_BANNERS: readonly WithScene<typeof festivalBanners.$inferInsert>[] = [
  {
    title: "Diwali Collection",
    subtitle: "Temple gold to light up the festival of lights",
    itemName: "Necklaces",
    subItemName: "Temple Necklaces",
    scene: {
      backdrop: "midnight",
      pattern: "none",
      focusX: 1100,
      behind: drawStringLights(60, 1540) + drawDiyas([220, 420, 1460], 500),
      pieces: [piece("haaram", "gold", "ruby", 1, 1040, 300, 0.62)],
    },
  },
  {
    title: "Akshaya Tritiya",
    subtitle: "An auspicious day to bring gold home",
    itemName: "Bracelets",
    subItemName: "Bangles",
    scene: {
      backdrop: "maroon",
      pattern: "mandala",
      focusX: 1000,
      behind: drawKalash(300, 520) + drawCoinStack(1420, 520, 6),
      pieces: [piece("bangles", "gold", "emerald", 0, 980, 310, 0.6)],
    },
  },
  {
    title: "Pongal Specials",
    subtitle: "Jhumkas and kasu malas for the harvest festival",
    itemName: "Earrings",
    subItemName: "Jhumkas",
    scene: {
      backdrop: "saffron",
      pattern: "none",
      focusX: 1000,
      behind: drawKolam(1380, 320, "#fffaf0") + drawPongalPot(300, 560),
      pieces: [piece("jhumkas", "gold", "kemp", 0, 900, 320, 0.6)],
    },
  },
  {
    title: "Onam Edit",
    subtitle: "Kerala gold: kasu malas and haarams for the harvest of Chingam",
    itemName: "Bridal",
    subItemName: "Haarams",
    scene: {
      backdrop: "leaf",
      pattern: "none",
      focusX: 1000,
      behind: drawPookalam(300, 300, 220),
      pieces: [
        piece("haaram", "gold", "emerald", 0, 1000, 300, 0.62),
        piece("studs", "gold", "ruby", 0, 1380, 320, 0.38),
      ],
    },
  },
  {
    title: "Navratri Nights",
    subtitle: "Oxidised silver to dance the garba in",
    itemName: "Earrings",
    subItemName: "Chandbalis",
    scene: {
      backdrop: "plum",
      pattern: "mandala",
      focusX: 900,
      behind: drawDandiya(300, 300),
      pieces: [
        piece("chandbalis", "oxidised", "emerald", 0, 880, 300, 0.6),
        piece("choker", "oxidised", "ruby", 0, 1330, 280, 0.5),
      ],
    },
  },
];
