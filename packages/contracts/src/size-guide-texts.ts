// The size guides' prose, shared by the two pages and their PDFs. The spec names the parts (three
// tabs, six tip cards with Read More / Show Less, four technical-manual notes, a download) but
// shows none of their words: these are ours, written from the figures in size-guides.ts.
//
// Only characters of the PDF's standard font (WinAnsi) appear here: "½", "°" and "×" are in it,
// "₹" and "≈" are not (a test generates both PDFs from these texts).

export interface MeasureMethod {
  title: string;
  steps: readonly string[];
}

export interface TipCard {
  title: string;
  /** Always shown. */
  summary: string;
  /** Shown after Read More. */
  more: string;
}

export interface SizeGuideTexts {
  /** The page's h1 and the PDF's title. */
  heading: string;
  /** The page's <title>. */
  title: string;
  description: string;
  intro: string;
  methods: readonly MeasureMethod[];
  /** Exactly six (spec 001 section 2). */
  tips: readonly TipCard[];
  /** Exactly four (spec 001 section 2: "four technical-manual notes"). */
  notes: readonly { title: string; text: string }[];
  /** The PDF's file, as the spec names it (spec 001 section 7). */
  pdfPath: string;
}

/** The check every printable page asks for: the sizes are true only when printed at 100%. */
export const PRINT_CHECK =
  "Print at 100% (Actual size), not Fit to page. Then measure the scale bar with a ruler: it must be exactly 10 cm long.";

export const RING_GUIDE_TEXTS: SizeGuideTexts = {
  heading: "Ring Size Guide",
  title: "Ring Size Guide | Nagai",
  description:
    "Find your ring size at home: India, US and UK ring sizes with inner diameter and circumference in mm, how to measure, and a printable ring sizer.",
  intro:
    "A ring should slide over the knuckle with a little resistance and sit snugly without pinching. Measure one of three ways, then find your size in the chart.",
  methods: [
    {
      title: "Measure a ring you own",
      steps: [
        "Choose a ring that fits the finger you are buying for.",
        "Lay it on a ruler and measure the inside edge straight across the middle, in millimetres.",
        "Find that inner diameter in the chart. Between two sizes, choose the larger.",
      ],
    },
    {
      title: "Measure your finger",
      steps: [
        "Wrap a thin strip of paper around the base of your finger.",
        "Mark where the paper overlaps, then lay it flat and measure to the mark in millimetres.",
        "That is your circumference: choose the size with the same circumference, or the next larger.",
      ],
    },
    {
      title: "Print our ring sizer",
      steps: [
        "Download the PDF guide and print the ring sizer page at 100% (Actual size).",
        "Check the 10 cm scale bar with a ruler.",
        "Lay your ring on the circles: the circle that meets the ring's inside edge is your size.",
      ],
    },
  ],
  tips: [
    {
      title: "Measure late in the day",
      summary: "Fingers are at their largest in the late afternoon (4-6 PM).",
      more: "Measure 2-3 times, on different days if you can, and go by the size you measured most often. A size taken first thing in the morning is often too small by evening.",
    },
    {
      title: "Mind the knuckle",
      summary: "The ring has to pass over the knuckle as well as sit at the base.",
      more: "If your knuckle is much wider than the base of your finger, measure both and choose a size between the two, nearer the knuckle's, so the ring goes on and does not spin.",
    },
    {
      title: "Wide bands fit tighter",
      summary: "Bands wider than 6 mm go up 0.25-0.5 size.",
      more: "A wide band covers more of the finger and feels tighter than a thin one of the same size. For a band over 6 mm wide, choose 0.25-0.5 size above your measured size.",
    },
    {
      title: "Comfort fit",
      summary: "A comfort-fit band adds 0.5 mm.",
      more: "Comfort-fit bands are rounded on the inside, so they slide over the knuckle more easily. Allow 0.5 mm for the rounding when you compare a comfort-fit ring with the chart.",
    },
    {
      title: "Warm hands, true size",
      summary: "Cold fingers are smaller, and hot or swollen ones larger.",
      more: "Do not measure straight after a shower, exercise or time in the cold. Measure at room temperature, when your hands feel normal.",
    },
    {
      title: "Buying a surprise gift",
      summary: "Borrow a ring they wear on the same finger.",
      more: "Measure its inside diameter or lay it on the printed ring sizer. The same finger matters: the ring finger of the hand you write with is usually a little larger.",
    },
  ],
  notes: [
    {
      title: "Inner measurements",
      text: "Every size in the chart is measured on the inside of the ring: the inner diameter and the inner circumference, in millimetres.",
    },
    {
      title: "Steps between sizes",
      text: "Each India size is 0.4 mm wider in inner diameter than the one before, about 1.3 mm more in circumference.",
    },
    {
      title: "Diameter and circumference",
      text: "The circumference is about pi (3.14) times the inner diameter: 17.3 mm across (India 12) is 54.4 mm around.",
    },
    {
      title: "Printing at true size",
      text: PRINT_CHECK,
    },
  ],
  pdfPath: "/assets/ring-size-guide.pdf",
};

export const BANGLE_GUIDE_TEXTS: SizeGuideTexts = {
  heading: "Bangle Size Guide",
  title: "Bangle Size Guide | Nagai",
  description:
    "Find your bangle size at home: Indian bangle sizes 2.2 to 2.12 with inches, mm and circumference, how to measure your hand, and a printable measuring strip.",
  intro:
    "A bangle has to slip over the widest part of your hand, so it is sized to your hand, not your wrist. Measure one of two ways, then find your size in the chart.",
  methods: [
    {
      title: "Measure your hand",
      steps: [
        "Bring your thumb and little finger together, as when you slip a bangle on.",
        "Wrap a soft tape, a string or the measuring strip of our PDF guide around the widest part of your hand, across the knuckles.",
        "Read the length in centimetres and choose the size with that circumference, or the next larger.",
      ],
    },
    {
      title: "Measure a bangle you own",
      steps: [
        "Choose a bangle that slips on comfortably.",
        "Measure its inside edge straight across the middle, in millimetres.",
        "Find that inner diameter in the chart. Between two sizes, choose the larger.",
      ],
    },
  ],
  tips: [
    {
      title: "Measure the widest part",
      summary: "Measure around the knuckles with your thumb tucked in, not around the wrist.",
      more: "A bangle has no clasp: it must pass over your hand. Measure at room temperature (20-22°C), when your hands are neither cold nor swollen.",
    },
    {
      title: "Stacking bangles",
      summary: "For stacking, add 1.0 cm.",
      more: "Stacks of 2-3 add 0.3 cm, stacks of 4-6 add 0.6 cm, and elaborate stacks 1.0 cm, so the bangles move freely together.",
    },
    {
      title: "Wide cuffs and bands",
      summary: "Wide cuffs add 0.5 cm.",
      more: "A width over 1 cm adds 0.25 size for each extra centimetre of width: a wide bangle sits on more of your wrist and hand.",
    },
    {
      title: "Climate",
      summary: "In a tropical climate add 0.3 cm; in a cold one take 0.2 cm off.",
      more: "Hands swell a little in heat and humidity and shrink in the cold. Choose for the weather you will wear the bangle in most.",
    },
    {
      title: "Comfort and an active life",
      summary: "For a comfort fit add 0.5 cm; for an active lifestyle add 0.4 cm.",
      more: "A little room lets the bangle move without rubbing when you work, cook or exercise. For a close, traditional fit, keep to your measured size.",
    },
    {
      title: "Over 60 years",
      summary: "Over 60 years, add 0.5 cm.",
      more: "Knuckles often grow larger with age while the wrist does not, so the bangle needs more room to pass over the hand.",
    },
  ],
  notes: [
    {
      title: "Reading Indian sizes",
      text: "The figure after 2. counts sixteenths of an inch over 2 inches of inner diameter: 2.4 is 2 4/16 = 2.25 in, and 2.10 is 2 10/16 = 2.625 in, larger than 2.8.",
    },
    {
      title: "Inner measurements",
      text: "Every size in the chart is measured on the inside of the bangle: the inner diameter in inches and millimetres, and the inner circumference in centimetres.",
    },
    {
      title: "Rigid metal",
      text: "A solid bangle cannot stretch or be resized like a ring without cutting it, so measure carefully and choose the larger size when in doubt.",
    },
    {
      title: "Printing at true size",
      text: PRINT_CHECK,
    },
  ],
  pdfPath: "/assets/bangle-size-guide.pdf",
};
