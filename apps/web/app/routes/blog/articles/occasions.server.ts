import type { Article } from "../article";

// Occasions & Traditions.

export const OCCASION_ARTICLES: readonly Article[] = [
  {
    slug: "buying-gold-for-akshaya-tritiya-and-dhanteras",
    title: "Buying gold for Akshaya Tritiya and Dhanteras",
    date: "2026-04-08",
    author: "Meena Sundaram",
    summary:
      "Many families buy gold on these two days. A few checks on purity, the day's rate, the charges and the bill make a festival purchase a sound one.",
    category: "occasions",
    tags: ["festivals", "Akshaya Tritiya", "Dhanteras", "gold coins"],
    motif: "festival",
    sections: [
      {
        heading: "Why these two days",
        blocks: [
          'Akshaya Tritiya falls on the third day of the bright half of the month of Vaishakha, in April or May. "Akshaya" means never diminishing, and gold bought that day is held to bring lasting prosperity. Dhanteras comes two days before Diwali, in October or November, and buying gold, silver or a new vessel that day is a tradition across much of India.',
        ],
      },
      {
        heading: "Plan before the rush",
        blocks: [
          "Shops are at their busiest on both days. Decide your budget and the kind of piece beforehand, follow the gold rate for a week or two so that you know the day's rate when you see it, and if a shop offers to book a piece in advance, ask whether the booking fixes the rate.",
        ],
      },
      {
        heading: "Coins, bars or jewellery",
        blocks: [
          {
            list: [
              "Coins and bars are 24K (995 or 999) with low making charges: a way of saving in gold. Buy them with a certificate of purity, in tamper-proof packing.",
              "Jewellery is gold to wear. It carries making charges, and most of it is 22K; light pieces in 18K or 22K make good festival gifts.",
              "Silver coins, lamps and pooja articles are the other Dhanteras favourite: look for 925 or 999 marked on them.",
            ],
          },
        ],
      },
      {
        heading: "Checks that do not change with the festival",
        blocks: [
          {
            list: [
              [
                "The hallmark with its HUID on every gold piece: ",
                { text: "how to read and verify it", to: "/blog-detail/bis-hallmarking-and-huid" },
                ".",
              ],
              [
                "A bill that shows weight, purity, rate, making charges and GST: ",
                { text: "what each line means", to: "/blog-detail/reading-a-gold-jewellery-bill" },
                ".",
              ],
              "The shop's exchange and buyback terms, in writing.",
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "planning-your-wedding-jewellery",
    title: "Planning your wedding jewellery: a practical checklist",
    date: "2026-08-20",
    author: "Divya Krishnan",
    summary:
      "When to start, how to combine heirloom and new pieces, which sizes to confirm early, and how to stay comfortable through long ceremonies.",
    category: "occasions",
    tags: ["bridal jewellery", "weddings", "bangles"],
    motif: "bridal",
    sections: [
      {
        heading: "Start three to four months ahead",
        blocks: [
          "Made-to-order pieces take weeks, and so do alterations and repairs to family pieces. Starting early also lets you follow the gold rate and buy in parts rather than all at once.",
        ],
      },
      {
        heading: "List every event",
        blocks: [
          "Write down each function, from the engagement through the mehendi, haldi and sangeet to the wedding and the reception, with the outfit for each. You will see which pieces can be worn twice and where a lighter set will do.",
          {
            tip: "Turmeric and mehendi stain pearls, enamel and uncut stones. For the haldi and mehendi, wear plain gold or fashion pieces.",
          },
        ],
      },
      {
        heading: "Heirloom and new",
        blocks: [
          [
            "Have family pieces checked and polished early: old settings loosen and clasps wear. Pieces that will not be worn can be ",
            { text: "exchanged for new ones", to: "/blog-detail/exchanging-old-gold" },
            ", and a new necklace chosen to sit with a grandmother's haaram is often the piece that is remembered.",
          ],
        ],
      },
      {
        heading: "Confirm sizes early",
        blocks: [
          [
            "Measure for rings and bangles in the season of the wedding, since hands are larger in the heat, and allow for a stack. Our ",
            { text: "bangle size guide", to: "/bangle-size-guide" },
            " and ",
            { text: "ring size guide", to: "/ring-size-guide" },
            " explain how.",
          ],
        ],
      },
      {
        heading: "Comfort on the day",
        blocks: [
          {
            list: [
              "Try on the full set with the outfit for an hour before the day.",
              "Carry the weight of heavy jhumkas with ear chains.",
              "Give one person the pouches, the bills and the list of what is worn at each event.",
              "Insure the jewellery, and keep the bills and photographs of each piece.",
            ],
          },
          [
            "Want to see bridal sets from home? ",
            { text: "Book a video appointment", to: "/appointment" },
            " and our team will show you pieces live.",
          ],
        ],
      },
    ],
  },
];
