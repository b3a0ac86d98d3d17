import type { Article } from "../article";

// Care & Cleaning.

export const CARE_ARTICLES: readonly Article[] = [
  {
    slug: "caring-for-gold-jewellery",
    title: "How to clean and care for gold jewellery at home",
    date: "2026-03-05",
    author: "Divya Krishnan",
    summary:
      "Gentle cleaning with soap and water, what to take off before a swim or a workout, and how to store gold so that it keeps its shine for years.",
    category: "care",
    tags: ["jewellery care", "cleaning", "storage", "gold"],
    motif: "care",
    sections: [
      {
        heading: "Clean it gently",
        blocks: [
          "Gold does not rust or tarnish, but skin oils, soap, lotion and dust dull it, and grime collects behind stones and in the links of a chain. A wash every few weeks brings back the shine.",
          {
            list: [
              "Fill a bowl with warm, not hot, water and add a few drops of mild dish soap.",
              "Soak the piece for 10 to 15 minutes.",
              "Brush it with a soft, clean toothbrush, behind the stones and between the links.",
              "Rinse it under running water, with the sink's drain closed or over a strainer.",
              "Pat it dry with a soft, lint-free cloth and let it dry completely before putting it away.",
            ],
            ordered: true,
          },
          {
            tip: "Pearls, emeralds, kundan and enamel (meenakari) work should not be soaked. Wipe them with a soft cloth barely damp with water, then dry them.",
          },
        ],
      },
      {
        heading: "What to avoid",
        blocks: [
          {
            list: [
              "Toothpaste, baking soda and scouring powders: they are abrasive and scratch gold, 22K gold most of all.",
              "Bleach and chlorine, in swimming pools and cleaning products: they attack the other metals in the alloy and can weaken soldered joints.",
              "Ultrasonic cleaners for pieces with pearls, emeralds, glued stones or enamel: the vibration can loosen or crack them.",
              "Silver dips on gold: they are made for silver and can discolour gold alloys.",
            ],
          },
        ],
      },
      {
        heading: "Last on, first off",
        blocks: [
          "Put jewellery on after make-up, perfume, hair spray and lotion, and take it off before them. Remove it for swimming, the gym, gardening, cleaning and kneading dough. Sleeping in a chain tangles it, and thin links stretch.",
        ],
      },
      {
        heading: "Store it well",
        blocks: [
          "Keep each piece apart, in a soft pouch or its own compartment of a lined box: gold scratches against gold, and diamonds scratch everything. Fasten chains before storing them so that they do not knot, and keep the box somewhere dry, especially in the monsoon.",
          [
            "Silver needs more protection from the air than gold; see ",
            {
              text: "keeping silver and oxidised jewellery bright",
              to: "/blog-detail/silver-and-oxidised-jewellery-care",
            },
            ".",
          ],
        ],
      },
      {
        heading: "A yearly check",
        blocks: [
          [
            "Once a year, have a jeweller look at clasps, prongs and stone settings. Tightening a loose prong takes minutes; replacing a lost stone costs far more. If a piece you bought from us needs attention, ",
            { text: "contact us", to: "/contact" },
            ".",
          ],
        ],
      },
    ],
  },
  {
    slug: "silver-and-oxidised-jewellery-care",
    title: "Keeping silver and oxidised jewellery bright",
    date: "2026-05-21",
    author: "Divya Krishnan",
    summary:
      "Why silver tarnishes, how to clean sterling and oxidised pieces without harming their finish, and simple storage that slows tarnish down.",
    category: "care",
    tags: ["silver", "oxidised jewellery", "tarnish", "jewellery care"],
    motif: "silver",
    sections: [
      {
        heading: "Why silver darkens",
        blocks: [
          "Sterling silver, marked 925, is 92.5% silver, usually with copper. Sulphur compounds in the air, in sweat, rubber, wool and some foods react with it and form a dark film of silver sulphide: tarnish. Humid weather speeds it up. Tarnish sits on the surface and can be removed.",
        ],
      },
      {
        heading: "Cleaning sterling silver",
        blocks: [
          {
            list: [
              "For a light film, rub with a silver polishing cloth, and use a fresh part of the cloth as it darkens.",
              "For dirt and heavier tarnish, wash in warm water with mild soap, brush gently with a soft toothbrush, rinse and dry completely.",
              "Avoid toothpaste, which scratches, and do not put pieces with stones or pearls in a silver dip.",
            ],
          },
        ],
      },
      {
        heading: "Oxidised jewellery is different",
        blocks: [
          "The dark finish of oxidised jewellery is made on purpose: the recesses are blackened so that the pattern stands out. Polishing cloths and dips remove it. Wipe oxidised pieces with a dry, soft cloth, and polish only the raised parts, lightly, if they have dulled.",
          "Many oxidised fashion pieces are silver-plated brass or German silver, an alloy with no silver in it. Keep them dry and away from perfume, which wears the plating.",
        ],
      },
      {
        heading: "Storage that slows tarnish",
        blocks: [
          {
            list: [
              "Store each piece in its own airtight zip bag, with the air pressed out.",
              "Add an anti-tarnish strip, or a sachet of silica gel to take up the moisture.",
              "Keep silver away from rubber bands and rubber-lined boxes: rubber contains sulphur.",
            ],
          },
          "Wearing silver often helps too: the gentle rubbing of daily wear keeps tarnish from building up. Anklets and toe rings worn every day only need a rinse in clean water and a good dry now and then.",
          [
            "For gold, see ",
            {
              text: "how to clean and care for gold jewellery",
              to: "/blog-detail/caring-for-gold-jewellery",
            },
            ".",
          ],
        ],
      },
    ],
  },
];
