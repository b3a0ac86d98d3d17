import type { Article } from "../article";

// Sizes & Fit. The figures agree with the shop's size guides (spec 001: the ring and bangle size
// tables and the size-guide advice of section 9).

export const SIZING_ARTICLES: readonly Article[] = [
  {
    slug: "how-to-find-your-ring-size",
    title: "How to find your ring size at home",
    date: "2026-03-27",
    author: "Anand Subramanian",
    summary:
      "Two reliable ways to measure a ring size at home, the mistakes that give a wrong size, and how a band's width changes the fit.",
    category: "sizing",
    tags: ["ring size", "rings", "fit"],
    motif: "ring-size",
    sections: [
      {
        heading: "Measure a ring that already fits",
        blocks: [
          [
            "The easiest way is a ring that fits the finger you are buying for. Lay it on a ruler and measure the inside diameter, edge to edge, in millimetres. Then find that diameter in our ",
            { text: "ring size chart", to: "/ring-size-guide" },
            ": 17.3 mm, for example, is India size 12, which is US 6 and UK O.",
          ],
          "If the measurement falls between two sizes, choose the larger one.",
        ],
      },
      {
        heading: "Or measure your finger",
        blocks: [
          {
            list: [
              "Cut a thin strip of paper. String stretches and gives a size too small.",
              "Wrap it snugly around the base of the finger and mark where it overlaps.",
              "Lay it flat and measure from the end to the mark in millimetres: that is the circumference.",
              "Find the circumference in the chart's circumference column.",
            ],
            ordered: true,
          },
          "A ring has to pass over the knuckle. If your knuckle is much wider than the base of the finger, measure both and choose a size between them.",
        ],
      },
      {
        heading: "Get the timing right",
        blocks: [
          "Fingers are smaller in the morning and in the cold, and larger in the heat and after exercise. Measure in the late afternoon, between 4 and 6 pm, at a comfortable room temperature, and measure two or three times. The fingers of your writing hand are usually a little larger than the other hand's.",
        ],
      },
      {
        heading: "Wide bands and comfort fit",
        blocks: [
          "A wide band covers more of the finger and feels tighter. For bands wider than 6 mm, go up a quarter to a half size. A comfort-fit band, rounded on the inside, needs about 0.5 mm more room than your measurement.",
          {
            tip: "Buying a surprise? Borrow a ring from their jewellery box for a few minutes, note which finger it is worn on, and measure its inside diameter.",
          },
        ],
      },
      {
        heading: "Print a sizer",
        blocks: [
          [
            "The ",
            { text: "ring size guide", to: "/ring-size-guide" },
            " has the full chart with India, US and UK sizes, fitting tips, and a download with a printable ring sizer. Print it at 100% and check the scale bar with a ruler before you measure.",
          ],
        ],
      },
    ],
  },
  {
    slug: "choosing-the-right-bangle-size",
    title: "Choosing the right bangle size",
    date: "2026-04-16",
    author: "Anand Subramanian",
    summary:
      "What Indian bangle sizes like 2.4 and 2.6 mean, how to measure your hand, and how to size for stacks, kadas and wide bangles.",
    category: "sizing",
    tags: ["bangle size", "bangles", "fit"],
    motif: "bangle-size",
    sections: [
      {
        heading: "Reading Indian bangle sizes",
        blocks: [
          'An Indian bangle size is not a decimal. "2.6" means 2 and 6/16 inches of inside diameter (2.375 inches, about 60 mm), so 2.10 is larger than 2.8: it is 2 and 10/16 inches.',
          {
            table: {
              caption: "Indian bangle sizes and their inside diameters",
              head: ["Indian size", "Inches", "Millimetres"],
              rows: [
                ["2.2", "2.125", "54"],
                ["2.4", "2.25", "57"],
                ["2.6", "2.375", "60"],
                ["2.8", "2.5", "63"],
                ["2.10", "2.625", "67"],
                ["2.12", "2.75", "70"],
              ],
            },
          },
        ],
      },
      {
        heading: "Measure your hand, not your wrist",
        blocks: [
          [
            "A round bangle has to slide over the widest part of your hand. Bring the tip of your thumb to the base of your little finger, as if slipping a bangle on, and wrap a strip of paper or a tailor's tape around the knuckles at their widest. That is the circumference to look up in our ",
            { text: "bangle size guide", to: "/bangle-size-guide" },
            ". Or measure the inside diameter of a bangle that fits you well.",
          ],
          "Measure at room temperature, 20 to 22 °C: hands swell in the heat and shrink in the cold.",
        ],
      },
      {
        heading: "Stacks, wide bangles and the weather",
        blocks: [
          {
            list: [
              "Stacks: allow about 0.3 cm more for 2 or 3 bangles worn together, 0.6 cm for 4 to 6, and up to 1 cm for an elaborate bridal stack.",
              "Wide bangles: for each centimetre of width beyond the first, add a quarter size; a wide cuff needs about 0.5 cm more.",
              "Weather and activity: add about 0.3 cm for a hot, humid climate and 0.4 cm for an active day; take 0.2 cm off in the cold.",
              "Over 60: knuckles often grow larger with age; add about 0.5 cm.",
            ],
          },
        ],
      },
      {
        heading: "Kadas and openable bangles",
        blocks: [
          "A kada with a screw, or a hinged bangle, opens and closes around the wrist, so it is sized to the wrist, not the hand. Leave enough room for it to turn freely.",
          {
            tip: "Buying as a gift? 2.6 is the most common size in India, but borrowing a bangle she already wears is surer than guessing.",
          },
        ],
      },
    ],
  },
  {
    slug: "necklace-lengths-explained",
    title: "Necklace lengths explained: from choker to opera",
    date: "2026-10-22",
    author: "Meena Sundaram",
    summary:
      "The standard necklace and chain lengths in inches, where each one falls, and how to choose a length that suits your neckline and outfit.",
    category: "sizing",
    tags: ["necklaces", "chains", "fit"],
    motif: "necklace",
    sections: [
      {
        heading: "The standard lengths",
        blocks: [
          {
            table: {
              caption: "Necklace lengths, clasp included",
              head: ["Name", "Length", "Where it sits"],
              rows: [
                ["Choker", "14–16 in", "Close around the neck"],
                ["Princess", "17–19 in", "On the collarbone"],
                ["Matinee", "20–24 in", "Just above the bust"],
                ["Opera", "28–36 in", "At or below the bust"],
                ["Rope", "37 in or more", "Long; can be worn doubled"],
              ],
            },
          },
          "Where a length falls depends on the neck and shoulders, so treat the table as a starting point. Traditional long haarams usually fall in the opera range.",
        ],
      },
      {
        heading: "Match the neckline",
        blocks: [
          {
            list: [
              "High and boat necks: a choker, or a long chain that falls below the neckline.",
              "V-necks: a pendant on an 18 to 20 inch chain that follows the V.",
              "Round necks and saree blouses: a princess length, or a matinee necklace that sits inside the neckline.",
            ],
          },
        ],
      },
      {
        heading: "Chains for pendants",
        blocks: [
          "Chains for women are most often 16 to 18 inches, for men 20 to 24. A heavy pendant needs a strong chain: thin 22K links can stretch under weight, so choose a sturdier link, or an 18K chain.",
        ],
      },
      {
        heading: "Measure at home",
        blocks: [
          [
            "Lay a string around your neck and let it fall where you want the necklace to sit, then measure it. Or measure a necklace you like wearing, flat and from end to end, clasp included. For layers, leave about 2 inches between lengths so that they do not tangle. Browse our ",
            { text: "necklaces", to: "/shop-left?itemName=necklaces" },
            ".",
          ],
        ],
      },
    ],
  },
];
