import type { Article } from "../article";

// Gold & Hallmarking. The rules quoted are India's as of publication: BIS hallmarking (mandatory
// from 16 June 2021, with the six-character HUID on every piece sold from 1 April 2023) and the
// purity grades of IS 1417.

export const GOLD_ARTICLES: readonly Article[] = [
  {
    slug: "gold-purity-22k-18k-14k",
    title: "22K, 18K or 14K? Gold purity and what 916 means",
    date: "2026-01-14",
    author: "Meena Sundaram",
    summary:
      "What karats and numbers like 916 and 750 mean, why most Indian jewellery is 22K, and when 18K or 14K is the better choice.",
    category: "gold",
    tags: ["gold purity", "22K", "18K", "916"],
    motif: "purity",
    sections: [
      {
        heading: "Karats and fineness",
        blocks: [
          "Pure gold is 24 karat: all 24 parts of 24 are gold. Jewellery mixes gold with other metals, mostly silver, copper and zinc, to make it harder and to set its colour. The karat says how many parts in 24 are gold; the fineness says the same thing in parts per thousand, and it is the number you find stamped in the hallmark.",
          {
            table: {
              caption: "Gold purity grades used in Indian jewellery",
              head: ["Karat", "Gold content", "Fineness mark", "Usual use"],
              rows: [
                ["24K", "99.5% or more", "995 or 999", "Coins and bars; too soft for most jewellery"],
                ["22K", "91.6%", "916", "Traditional necklaces, bangles, chains and coins"],
                ["18K", "75.0%", "750", "Diamond and gemstone jewellery"],
                ["14K", "58.5%", "585", "Light, everyday pieces that take knocks"],
              ],
            },
          },
          "So a piece marked 22K916 is 91.6% gold by weight, and one marked 18K750 is 75% gold. The grades 20K (833) and 23K (958) exist as well, but you will rarely meet them in a shop.",
        ],
      },
      {
        heading: "Why 22K is India's favourite",
        blocks: [
          "22K gold has the deep yellow colour families expect of wedding and festival jewellery, and most of its value is gold: when you exchange it years later, you are paid for what it contains. That is why bangles, temple necklaces, chains and coins are usually made in 22K.",
          "Its softness is the price. A thin 22K chain can stretch, a delicate filigree can bend, and claws holding a stone can open a little with wear. Designs in 22K therefore have some substance to them, and stones are set in collets rather than fine prongs.",
        ],
      },
      {
        heading: "When 18K or 14K is the better choice",
        blocks: [
          "Diamonds and coloured stones need a metal that holds them firmly, which is why most diamond jewellery is 18K. The larger share of other metals also lets a goldsmith make white gold and rose gold.",
          "14K is harder again and costs less per gram, so it suits rings worn every day, children's earrings and light office wear. The trade-off is value: a 14K piece contains less gold, and that is what an exchange pays for.",
          {
            tip: "A rule of thumb: 22K for pieces you will wear on occasions and keep for their gold, 18K for stones, 14K for hard daily wear.",
          },
        ],
      },
      {
        heading: 'What "916 KDM" does and does not mean',
        blocks: [
          "KDM refers to the cadmium solder that was once used to join gold parts. Its fumes harm goldsmiths, and the word says nothing about purity: it is not part of any hallmark. What does tell you the purity is the BIS hallmark with its purity grade and HUID.",
          [
            "Read ",
            {
              text: "how to read a BIS hallmark and check a HUID",
              to: "/blog-detail/bis-hallmarking-and-huid",
            },
            " before your next purchase.",
          ],
        ],
      },
      {
        heading: "How purity shows up in the price",
        blocks: [
          "The gold value of a piece is its net gold weight times the day's rate for its purity. Shops publish a separate rate for 22K and for 24K, and the 22K rate is close to 91.6% of the 24K one. The same design in 18K therefore costs less in gold than in 22K; making charges, stones and GST come on top.",
          [
            "The lines of a bill are explained in ",
            { text: "reading a gold jewellery bill", to: "/blog-detail/reading-a-gold-jewellery-bill" },
            ". You can compare purities across our ",
            { text: "rings", to: "/shop-left?itemName=rings" },
            " and ",
            { text: "necklaces", to: "/shop-left?itemName=necklaces" },
            ".",
          ],
        ],
      },
    ],
  },
  {
    slug: "bis-hallmarking-and-huid",
    title: "BIS hallmarking and HUID: how to read the marks on your gold",
    date: "2026-02-09",
    author: "Karthik Raman",
    summary:
      "Hallmarked gold in India carries three marks, among them a six-character HUID. What each one means, and how to check a piece yourself.",
    category: "gold",
    tags: ["hallmarking", "HUID", "BIS", "gold purity"],
    motif: "hallmark",
    sections: [
      {
        heading: "What hallmarking is",
        blocks: [
          "Hallmarking is the official certification of a precious metal's purity. In India it is run by the Bureau of Indian Standards (BIS): a BIS-recognised Assaying and Hallmarking Centre tests each piece and marks it. A jeweller cannot hallmark their own jewellery.",
          "Hallmarking of gold jewellery became mandatory on 16 June 2021, district by district, and now covers the districts where most of India's gold is sold. Since 1 April 2023, hallmarked gold jewellery sold by a jeweller must carry a six-character HUID; the older hallmark without it may no longer be used for new sales.",
        ],
      },
      {
        heading: "The three marks",
        blocks: [
          {
            list: [
              "The BIS standard mark: the triangular logo of the Bureau of Indian Standards.",
              "The purity grade: the karat and the fineness together, such as 22K916 (91.6% gold), 18K750 or 14K585.",
              "The HUID (Hallmark Unique Identification): six letters and digits, such as AB12C3, given to that one piece when it was hallmarked.",
            ],
          },
          "The marks are laser-engraved and small: on a ring they sit inside the band, on a chain near the clasp. A jeweller will show them under a loupe, and you should ask to see them.",
          "Pieces hallmarked before July 2021 carry the older set of marks: the BIS mark, the purity, the centre's mark and the jeweller's mark. They remain valid: you can keep, wear, sell or exchange them.",
        ],
      },
      {
        heading: "Check a HUID yourself",
        blocks: [
          {
            list: [
              "Install the BIS CARE app from the Play Store or the App Store.",
              'Choose "Verify HUID" and type the six characters from the piece or the bill.',
              "Compare what the app shows with the piece in your hand: the type of article, its purity, the jeweller's registration and the centre that hallmarked it.",
            ],
            ordered: true,
          },
          "If the details do not match, ask the jeweller first; the same app lets you file a complaint with BIS. The HUID identifies the piece, not its owner: no buyer's details are recorded against it.",
        ],
      },
      {
        heading: "What the rule does not cover",
        blocks: [
          "Some pieces are exempt from mandatory hallmarking, among them articles weighing less than 2 grams and traditional forms such as Kundan, Polki and Jadau work. Old gold you own needs no hallmark to be sold or exchanged: the rule binds jewellers selling new pieces, not households.",
        ],
      },
      {
        heading: "If the purity falls short",
        blocks: [
          "Any hallmarked piece can be re-tested at a BIS-recognised centre for a fee. If a piece is found below the purity it is marked with, the BIS Act, 2016 makes the seller compensate the buyer: twice the difference in price for the shortfall on the weight sold, plus the testing charges.",
          {
            tip: "Every bill should list each piece's purity, gross and net weight, and its HUID. Keep it with the jewellery: it is your proof when you exchange, insure or complain.",
          },
          [
            "Questions about a piece you bought from us? ",
            { text: "Write to us", to: "/contact" },
            " with its HUID and we will check it with you.",
          ],
        ],
      },
    ],
  },
];
