import { SIZE_NAMES } from "@nagai/contracts/constants";
import { BANGLE_GUIDE_TEXTS, RING_GUIDE_TEXTS, type SizeGuideTexts } from "@nagai/contracts/size-guide-texts";
import {
  type AdviceGroup,
  BANGLE_ADVICE,
  BANGLE_DEFAULT_INDEX,
  BANGLE_SIZE_NAMES,
  BANGLE_SIZES,
  FINGER_CLASSES,
  findSizeIndex,
  getBangleFit,
  getFingerClass,
  getHandClass,
  getRingFit,
  HAND_CLASSES,
  RING_ADVICE,
  RING_DEFAULT_INDEX,
  RING_SIZE_NAMES,
  RING_SIZES,
  SIZE_GUIDE_DEFAULT_TAB,
  SIZE_GUIDE_TABS,
  type SizeGuideTab,
} from "@nagai/contracts/size-guides";
import { getListingHref } from "../home/listing-href";

/** What the recommendation panel shows for one size. */
export interface Recommendation {
  title: string;
  fit: string;
  facts: readonly { term: string; value: string }[];
  advice: string;
  shop: { href: string; label: string };
}

/**
 * One guide as the shared page draws it: the chart's columns and rows (the first cell of a row is
 * its size, the button that selects it), the classes, the advice and the recommendation.
 */
export interface SizeGuide {
  path: "/ring-size-guide" | "/bangle-size-guide";
  texts: SizeGuideTexts;
  /** A row's size as the page address writes it (`?size=12`, `?size=2.10`). */
  sizeNames: readonly string[];
  defaultIndex: number;
  chartCaption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  fits: readonly { fit: string; range: string }[];
  classes: { title: string; list: readonly { name: string; range: string }[] };
  advice: readonly AdviceGroup[];
  recommend(index: number): Recommendation;
}

/** Consecutive rows with the same fit label, as "India 6-9": the chart's legend. */
function groupFits(labels: readonly string[], names: readonly string[], prefix: string) {
  const groups: { fit: string; range: string }[] = [];
  let start = 0;
  labels.forEach((fit, index) => {
    if (labels[index + 1] === fit) return;
    const range = start === index ? names[index] : `${names[start]}-${names[index]}`;
    groups.push({ fit, range: `${prefix}${range}` });
    start = index + 1;
  });
  return groups;
}

/** With a soft hyphen: the chart's longest header may break there on a 360 px phone. */
const CIRCUMFERENCE = "Circum\u00adference";

const ringFits = RING_SIZES.map((_, index) => getRingFit(index));
const bangleFits = BANGLE_SIZES.map((_, index) => getBangleFit(index));

export const RING_GUIDE: SizeGuide = {
  path: "/ring-size-guide",
  texts: RING_GUIDE_TEXTS,
  sizeNames: RING_SIZE_NAMES,
  defaultIndex: RING_DEFAULT_INDEX,
  chartCaption: "Ring sizes: India, US and UK, with the inner diameter and circumference",
  columns: ["India", "US", "UK", "Diameter mm", `${CIRCUMFERENCE} mm`, "Popularity"],
  rows: RING_SIZES.map((size) => [
    String(size.india),
    size.us,
    size.uk,
    String(size.diameterMm),
    String(size.circumferenceMm),
    `${size.popularity}%`,
  ]),
  fits: groupFits(ringFits, RING_SIZE_NAMES, "India "),
  classes: { title: "Finger classes", list: FINGER_CLASSES },
  advice: RING_ADVICE,
  recommend(index) {
    const size = RING_SIZES[index]!;
    return {
      title: `India ${size.india}`,
      fit: getRingFit(index),
      facts: [
        { term: "US size", value: size.us },
        { term: "UK size", value: size.uk },
        { term: "Inner diameter", value: `${size.diameterMm} mm` },
        { term: "Circumference", value: `${size.circumferenceMm} mm` },
        { term: "Finger class", value: getFingerClass(size.india)?.name ?? "" },
        { term: "Popularity", value: `${size.popularity}% of shoppers` },
      ],
      advice: "For a band wider than 6 mm, go up 0.25-0.5 size; a comfort-fit band adds 0.5 mm.",
      shop: { href: getListingHref({ itemName: "rings" }), label: "Shop rings" },
    };
  },
};

export const BANGLE_GUIDE: SizeGuide = {
  path: "/bangle-size-guide",
  texts: BANGLE_GUIDE_TEXTS,
  sizeNames: BANGLE_SIZE_NAMES,
  defaultIndex: BANGLE_DEFAULT_INDEX,
  chartCaption: "Bangle sizes: Indian size, inner diameter, circumference and hand size",
  columns: ["Indian", "Inches", "mm", `${CIRCUMFERENCE} cm`, "Hand", "Popularity"],
  rows: BANGLE_SIZES.map((size) => [
    size.indian,
    size.inches,
    String(size.mm),
    String(size.circumferenceCm),
    size.hand,
    `${size.popularity}%`,
  ]),
  fits: groupFits(bangleFits, BANGLE_SIZE_NAMES, "Size "),
  classes: { title: "Hand classes", list: HAND_CLASSES },
  advice: BANGLE_ADVICE,
  recommend(index) {
    const size = BANGLE_SIZES[index]!;
    // The listing filters by the spec's bangle sizes; 2.12 is not one of them.
    const filtered = (SIZE_NAMES as readonly string[]).includes(size.indian);
    return {
      title: `Size ${size.indian}`,
      fit: getBangleFit(index),
      facts: [
        { term: "Inner diameter", value: `${size.mm} mm (${size.inches} in)` },
        { term: "Circumference", value: `${size.circumferenceCm} cm` },
        { term: "Hand size", value: size.hand },
        { term: "Hand class", value: getHandClass(size.hand).name },
        { term: "Popularity", value: `${size.popularity}% of shoppers` },
      ],
      advice: "Stacking? Add 1.0 cm. Wide cuffs add 0.5 cm, and a comfort fit 0.5 cm.",
      shop: {
        href: getListingHref({ subItemName: "Bangles", sizeName: filtered ? size.indian : undefined }),
        label: filtered ? `Shop bangles in size ${size.indian}` : "Shop bangles",
      },
    };
  },
};

/** The page's state from its address: `?tab=chart&size=12`. Anything else is the default. */
export function readGuideState(guide: SizeGuide, url: URL): { tab: SizeGuideTab; selected: number } {
  const tab = url.searchParams.get("tab");
  return {
    tab: SIZE_GUIDE_TABS.find((name) => name === tab) ?? SIZE_GUIDE_DEFAULT_TAB,
    selected: findSizeIndex(guide.sizeNames, url.searchParams.get("size"), guide.defaultIndex),
  };
}
