import { GST_PERCENT, SIZE_NAMES } from "@nagai/contracts/constants";
import { PURITIES } from "@nagai/contracts/pricing";
import type { productPrices, products } from "../modules/catalog/catalog.tables.ts";
import type { PaiseBreakup, PricingInputs } from "../modules/catalog/piece-pricing.ts";
import { COVERAGE_ANCHORS, type PieceAnchor } from "./coverage.ts";
import { DESIGNS, type Design, type Metal, PLATED_SHAPES, requireDesign } from "./designs.ts";
import { GOLD_TONES, type Tone } from "./drawings/palette.ts";
import { LISTINGS, type Listing, requireListing } from "./listings.ts";
import type { PiecePicture } from "./piece-pictures.ts";
import { chooseStones } from "./piece-stones.ts";
import {
  compareAtPrice,
  gramsForTotal,
  HALLMARKING_PAISE,
  PRICE_CEILING_PAISE,
  type Purity,
  priceAtStartingRates,
  priceStones,
  roundGrams,
  TAG_PRICES,
  tagInputs,
  type WeighedPiece,
  weighedInputs,
} from "./pricing.ts";
import { chooseNameParts, describeProduct, type NamedPiece, nameUniquely } from "./product-names.ts";
import { createRandom, type Random } from "./random.ts";

/**
 * A piece to write, with its price lines at the starting rates (product_prices, decision 050) and
 * how many the shop holds (the inventory's stock_levels, decision 020).
 */
export type NewProduct = typeof products.$inferInsert & {
  price: Omit<typeof productPrices.$inferInsert, "sno">;
  stock: number;
};

/** Where a piece's pictures come from: drawn from what the piece is (piece-pictures.ts). */
export interface ImageSource {
  pathsFor(picture: PiecePicture): string[];
}

/** METALID of the filter state: one number per catalogue metal. */
const METAL_IDS: Record<Metal, number> = { Gold: 1, Silver: 2, Oxidised: 3 };

/**
 * Yields `count` pieces. The first ones follow the coverage anchors, so every filter value is
 * present even in a small catalogue; the rest are drawn at random, weighted by each listing's share.
 */
export function* generateProducts(random: Random, count: number, images: ImageSource): Generator<NewProduct> {
  const huids = createHuids();
  const names = new Set<string>();
  for (let serial = 1; serial <= count; serial++) {
    yield buildProduct(random, serial, images, COVERAGE_ANCHORS[serial - 1] ?? {}, {
      nextHuid: huids,
      names,
    });
  }
}

/**
 * Every gold piece of the demo is hallmarked: a HUID of its own, drawn from a source of their own
 * so the rest of the catalogue is the same whether or not a piece is gold.
 */
function createHuids(): () => string {
  const random = createRandom(HUID_SEED);
  const given = new Set<string>();
  return () => {
    for (;;) {
      const huid = Array.from(
        { length: 6 },
        () => HUID_ALPHABET[random.int(0, HUID_ALPHABET.length - 1)],
      ).join("");
      if (!given.has(huid)) {
        given.add(huid);
        return huid;
      }
    }
  };
}

const HUID_SEED = 916;
const HUID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function buildProduct(
  random: Random,
  serial: number,
  images: ImageSource,
  anchor: PieceAnchor,
  given: { nextHuid: () => string; names: Set<string> },
): NewProduct {
  const listing = anchor.listing
    ? requireListing(anchor.listing[0], anchor.listing[1])
    : random.pickWeighted(LISTINGS, (l) => l.share);
  const design = requireDesign(anchor.design ?? random.pick(listing.designs));
  const metal = anchor.metal ?? chooseMetal(random, design, listing);
  const goldPlated =
    metal === "Silver" && PLATED_SHAPES.has(design.shape) && (anchor.goldPlated ?? random.chance(0.5));
  const stoneUnit = chooseStoneUnit(random, design, anchor);
  const purity = anchor.purity ?? choosePurity(random, design, metal, stoneUnit, goldPlated);
  const tone = toneOf(metal, purity, goldPlated);
  const gender = anchor.gender ?? random.pick(listing.genders ?? design.genders);
  const occasion = anchor.occasion ?? random.pick(listing.occasions ?? design.occasions);
  const { inputs, bill } = priceFor(random, {
    design,
    metal,
    purity,
    goldPlated,
    stoneUnit,
    target: anchor.priceRupees,
  });

  const pricePaise = bill.totalPaise;
  const gold = metal === "Gold";
  const sizeName = design.sized ? (anchor.sizeName ?? chooseSize(random, design)) : null;
  const named: NamedPiece = {
    noun: random.pick(listing.nouns ?? design.nouns),
    motif: random.pick(design.motifs),
    metal,
    purity,
    goldPlated,
    stoneUnit,
    gender,
    occasion,
    opener: random.pick(design.openers),
  };
  const metalIndex = METAL_IDS[metal];
  const words = chooseNameParts(random, named);
  const { stones, word } = chooseStones(random, `${words.prefix} ${words.motif} ${words.noun}`, named);
  const gilded = GOLD_TONES.has(tone);

  return {
    itemId: 1000 + (DESIGNS.indexOf(design) + 1) * 10 + metalIndex,
    tagNo: `${metal.charAt(0)}${design.code}${String(serial).padStart(6, "0")}`,
    itemName: listing.itemName,
    subItemName: listing.subItemName,
    catName: metal,
    productName: nameUniquely(given.names, serial, [words.prefix, word, words.motif, words.noun]),
    imagePaths: images.pathsFor({
      shape: design.shape,
      tone,
      stones,
      motif: named.motif,
      noun: named.noun,
      serial,
    }),
    ...pricingColumns(inputs, bill),
    huid: gold ? given.nextHuid() : null,
    mrpPaise: compareAtPrice(random, pricePaise, listing.offer),
    purity,
    materialFinish: gilded ? "GOLDCOATED" : "SILVERCOATED",
    description: describeProduct(random, named, stones),
    gender,
    collectionType: random.pick(design.collections),
    colorAccents: gilded || (metal === "Oxidised" && random.chance(0.1)) ? "Gold" : "Silver",
    occasion,
    sizeName,
    sizeId: sizeName === null ? null : SIZE_NAMES.indexOf(sizeName as (typeof SIZE_NAMES)[number]) + 1,
    metalId: metalIndex,
    stoneUnit,
    giftIdeas: listing.giftIdeas ?? chooseGiftIdea(random, gender),
    newArrival: anchor.newArrival ?? random.chance(0.14),
    topTrending: anchor.topTrending ?? random.chance(0.1),
    bestDesign: anchor.bestDesign ?? random.chance(0.08),
    featured: anchor.featured ?? random.chance(0.08),
    // A HUID names one physical piece: a hallmarked design is held one at a time.
    stock: Math.min(anchor.stock ?? chooseStock(random, listing), gold ? 1 : Number.POSITIVE_INFINITY),
  };
}

/** The look of a piece's metal in its pictures: by metal, purity and plating. */
function toneOf(metal: Metal, purity: Purity, goldPlated: boolean): Tone {
  if (metal === "Gold") return purity === "18K" ? "gold-18k" : "gold-22k";
  if (metal === "Oxidised") return purity === "German Silver" ? "german-silver" : "oxidised";
  if (goldPlated) return "gold-plated";
  return purity === "999 Fine Silver" ? "fine-silver" : "silver";
}

/** The products columns of a piece's pricing inputs, and its price lines at the starting rates. */
function pricingColumns(inputs: PricingInputs, bill: PaiseBreakup) {
  const weighed = inputs.pricing === "weighed";
  const purity = PURITIES[inputs.purity as Purity];
  return {
    pricing: inputs.pricing,
    rateMetal: weighed ? purity.metal : null,
    ratePerMille: weighed ? purity.perMille : 1000,
    makingKind: inputs.makingKind,
    makingValue: inputs.makingValue,
    stoneChargesPaise: inputs.stoneChargesPaise,
    otherChargesPaise: inputs.otherChargesPaise,
    tagPricePaise: inputs.tagPricePaise,
    netWeightGrams: inputs.netWeightGrams,
    gstPercent: GST_PERCENT,
    price: {
      // RATE is the piece's price (the old shop showed it whenever GrandTotal was missing).
      ratePaise: bill.totalPaise,
      ratePerGramPaise: weighed ? bill.ratePerGramPaise : null,
      metalValuePaise: bill.metalValuePaise,
      makingChargesPaise: bill.makingChargesPaise,
      stoneLinePaise: weighed ? inputs.stoneChargesPaise : 0,
      otherLinePaise: weighed ? inputs.otherChargesPaise : 0,
      grossAmountPaise: bill.taxablePaise,
      gstAmountPaise: bill.gstPaise,
      grandTotalPaise: bill.totalPaise,
    },
  };
}

/** A piece placed in a price band has no stones unless the anchor says so: its weight alone sets its price. */
function chooseStoneUnit(random: Random, design: Design, anchor: PieceAnchor): Design["stones"][number] {
  if (anchor.stoneUnit !== undefined) return anchor.stoneUnit;
  return anchor.priceRupees === undefined ? random.pick(design.stones) : null;
}

function chooseMetal(random: Random, design: Design, listing: Listing): Metal {
  const weights: Record<Metal, number> = listing.cheaper
    ? { Gold: 0.1, Silver: 0.45, Oxidised: 0.45 }
    : { Gold: 0.35, Silver: 0.4, Oxidised: 0.25 };
  return random.pickWeighted(design.metals, (metal) => weights[metal]);
}

function choosePurity(
  random: Random,
  design: Design,
  metal: Metal,
  stoneUnit: string | null,
  goldPlated: boolean,
): Purity {
  if (metal === "Gold") return stoneUnit === "Carat" || random.chance(0.2) ? "18K" : "22K";
  if (metal === "Oxidised") return random.chance(0.6) ? "German Silver" : "925 Sterling";
  const fineSilver =
    !goldPlated && ["kids-bangles", "anklets", "kada"].includes(design.id) && random.chance(0.3);
  return fineSilver ? "999 Fine Silver" : "925 Sterling";
}

const PIECE_SIZES: Record<string, keyof typeof TAG_PRICES> = {
  choker: "large",
  haaram: "large",
  mangalsutra: "large",
  jhumkas: "medium",
  chandbalis: "medium",
  "maang-tikka": "medium",
  anklets: "medium",
  "chain-bracelet": "medium",
  kada: "medium",
  bangles: "medium",
  chain: "medium",
};

interface PriceInput {
  design: Design;
  metal: Metal;
  purity: Purity;
  goldPlated: boolean;
  stoneUnit: string | null;
  /** Rupees including GST, when the piece must land in a price band. */
  target: number | undefined;
}

/** The piece's pricing inputs and its price at the demo's starting rates. */
function priceFor(random: Random, input: PriceInput): { inputs: PricingInputs; bill: PaiseBreakup } {
  const { design, metal, purity } = input;
  const range = metal === "Gold" ? design.grams.gold : design.grams.silver;
  const grams = roundGrams(random.between(range[0], range[1]));
  const pieceSize = PIECE_SIZES[design.shape] ?? "small";
  if (purity === "German Silver") {
    const tag = input.target ?? random.pick(TAG_PRICES[pieceSize]);
    const inputs = tagInputs(tag * 100, grams);
    return { inputs, bill: priceAtStartingRates(inputs) };
  }
  const gold = metal === "Gold";
  const plating = input.goldPlated ? 100_00 + Math.round(grams * 6_00) : 0;
  const costing: Omit<WeighedPiece, "grams"> = {
    purity,
    makingBasisPoints: Math.round((gold ? random.between(0.08, 0.16) : random.between(0.12, 0.3)) * 10_000),
    stoneChargesPaise: priceStones(random, input.stoneUnit, gold, pieceSize !== "small"),
    otherChargesPaise: plating + (gold ? HALLMARKING_PAISE : 0),
  };
  let inputs = weighedInputs({
    ...costing,
    grams: input.target === undefined ? grams : gramsForTotal(input.target * 100, costing),
  });
  let bill = priceAtStartingRates(inputs);
  if (bill.totalPaise > PRICE_CEILING_PAISE) {
    inputs = weighedInputs({
      ...costing,
      grams: gramsForTotal(PRICE_CEILING_PAISE * random.between(0.7, 0.98), costing),
    });
    bill = priceAtStartingRates(inputs);
  }
  return { inputs, bill };
}

function chooseSize(random: Random, design: Design): string {
  if (design.sized === "kids") return random.pick(["2", "2.2"]);
  if (design.shape === "kada") return random.pick(["2.6", "2.8", "2.8", "2.10"]);
  // The spec's size chart: 2.6 (M) is the most common bangle size, 2.10 (XL) the least.
  return random.pickWeighted(
    [
      ["2.2", 15],
      ["2.4", 25],
      ["2.6", 35],
      ["2.8", 20],
      ["2.10", 5],
    ] as const,
    ([, weight]) => weight,
  )[0];
}

function chooseGiftIdea(random: Random, gender: string): NewProduct["giftIdeas"] {
  if (!random.chance(0.08)) return null;
  if (gender === "Men") return "for_him";
  return gender === "Women" ? "for_her" : null;
}

function chooseStock(random: Random, listing: Listing): number {
  if (random.chance(0.04)) return 0;
  if (listing.offer === "bogo") return random.int(2, 6);
  return random.chance(0.06) ? random.int(2, 4) : 1;
}
