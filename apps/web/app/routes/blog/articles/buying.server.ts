import type { Article } from "../article";

// Buying Guides: pricing, exchange and choosing pieces. The tax rules quoted are India's as of
// publication.

export const BUYING_ARTICLES: readonly Article[] = [
  {
    slug: "reading-a-gold-jewellery-bill",
    title: "Reading a gold jewellery bill: weight, rate, making charges and GST",
    date: "2026-06-18",
    author: "Karthik Raman",
    summary:
      "How a jeweller prices a gold piece, line by line, so that you can compare quotes fairly and check your bill before you pay.",
    category: "buying",
    tags: ["making charges", "GST", "gold rate", "billing"],
    motif: "bill",
    sections: [
      {
        heading: "The lines of the bill",
        blocks: [
          {
            list: [
              "Gross weight: the whole piece, stones and all.",
              "Net weight: the gold alone, that is the gross weight less the stones. The gold is priced on this weight.",
              "Purity and rate: the day's rate per gram for the piece's purity, the 22K rate for a 22K piece rather than the 24K one.",
              "Gold value: net weight times that rate.",
              'Making charges: the goldsmith\'s work, quoted per gram or as a percentage of the gold value. Some shops call part of it "wastage" or "value addition"; ask whether both are charged.',
              "Stones: priced separately, by carat for diamonds, with a certificate for larger stones.",
              "Hallmarking: a small charge per piece, sometimes listed on its own line.",
              "GST: 3% on the value of the jewellery, making charges included.",
            ],
          },
        ],
      },
      {
        heading: "A worked example",
        blocks: [
          "A 22K chain with no stones, net weight 10 grams, at an illustrative rate of ₹10,000 a gram and making charges of 12%:",
          {
            table: {
              caption: "An example bill for a 10 g 22K chain (illustrative rate)",
              head: ["Line", "Working", "Amount"],
              rows: [
                ["Gold value", "10 g × ₹10,000", "₹1,00,000"],
                ["Making charges", "12% of ₹1,00,000", "₹12,000"],
                ["Value of the jewellery", "₹1,00,000 + ₹12,000", "₹1,12,000"],
                ["GST", "3% of ₹1,12,000", "₹3,360"],
                ["Total", "", "₹1,15,360"],
              ],
            },
          },
          "The rate on the day you buy moves the gold value; the making charges and GST follow from it.",
        ],
      },
      {
        heading: "Comparing quotes fairly",
        blocks: [
          "Compare like with like: the same purity, the net weight rather than the gross, and the making charges on the same basis. A low making charge on top of a high rate is no bargain, and a percentage making charge grows with the gold rate while a per-gram one does not.",
          [
            "The purity on the bill should match the hallmark on the piece; ",
            { text: "here is how to read it", to: "/blog-detail/bis-hallmarking-and-huid" },
            ".",
          ],
        ],
      },
      {
        heading: "Paying and the paperwork",
        blocks: [
          "Income-tax rules forbid a jeweller from taking ₹2 lakh or more in cash for one purchase, and ask for your PAN on purchases above ₹2 lakh. Paying by UPI, card or bank transfer also leaves a record of the payment.",
          "Keep the bill for as long as you keep the piece. It proves the purity, weight and HUID when you exchange the piece, insure it or make a claim.",
        ],
      },
    ],
  },
  {
    slug: "exchanging-old-gold",
    title: "Exchanging old gold: how it is tested and valued",
    date: "2026-09-24",
    author: "Meena Sundaram",
    summary:
      "How jewellers test the purity of old gold, what is deducted and why, and how to get a fair value when you exchange or sell it.",
    category: "buying",
    tags: ["old gold", "exchange", "gold purity"],
    motif: "exchange",
    sections: [
      {
        heading: "How purity is tested",
        blocks: [
          {
            list: [
              "An XRF (X-ray fluorescence) analyser, often called a karat meter, reads the metals at the surface in a minute or two without harming the piece. It is what most shops use today.",
              "The touchstone is the traditional test: the piece is rubbed on a dark stone and the streak compared with needles of known purity. It takes a practised eye.",
              "Fire assay melts a small sample and is the most accurate of all. Refiners and hallmarking centres use it; it destroys the sample.",
            ],
          },
          "Plated or hollow pieces can fool a surface reading. A jeweller may then ask to melt the piece before valuing it: that should happen only with your consent and, ideally, in front of you.",
        ],
      },
      {
        heading: "What decides the value",
        blocks: [
          {
            list: [
              "The net gold weight: stones, lac or wax fillings, and dirt are taken out of the weight.",
              "The purity the test finds, which can be lower than the purity you were told when you bought it.",
              "The day's buying rate for that purity.",
              "Any deduction the shop makes for melting and refining. Ask for it as a percentage, in writing, before you agree.",
            ],
          },
          "Many jewellers deduct less when the old gold is exchanged for new jewellery than when it is sold for money, so it is worth asking for both figures.",
        ],
      },
      {
        heading: "Hallmarked pieces are easier",
        blocks: [
          [
            "A piece with a HUID has its purity on record, and older hallmarked pieces are still valid marks of purity. Unhallmarked gold can still be sold or exchanged; it will simply be tested. ",
            { text: "Reading the marks", to: "/blog-detail/bis-hallmarking-and-huid" },
            " takes a minute.",
          ],
        ],
      },
      {
        heading: "Before you go",
        blocks: [
          {
            list: [
              "Clean the pieces, and keep each one separate.",
              "Bring the bills if you have them, and an identity document.",
              "Watch the weighing: the scale should face you and read to at least two decimals of a gram.",
              "Ask for the figures of every step: weight, purity found, rate and deductions.",
            ],
          },
        ],
      },
    ],
  },
  {
    slug: "choosing-earrings-for-everyday-wear",
    title: "Studs, hoops or jhumkas: choosing earrings you can wear all day",
    date: "2026-07-23",
    author: "Divya Krishnan",
    summary:
      "How to choose earrings by weight, backing and occasion, and how to keep heavy jhumkas from pulling at your ear lobes.",
    category: "buying",
    tags: ["earrings", "jhumkas", "comfort"],
    motif: "earrings",
    sections: [
      {
        heading: "Start with the backing",
        blocks: [
          {
            list: [
              "Push-backs (butterfly backs) slide onto a stud's post: the simplest and most common.",
              "Screw-backs turn onto a threaded post. They take a moment longer to fasten and do not fall out, which makes them the choice for children and for diamond studs.",
              "Lever-backs and hinged hoops close completely, so they cannot slip off the ear.",
              "Hooks suit light drops; a small clear stopper on the hook keeps them in place.",
            ],
          },
        ],
      },
      {
        heading: "Weight matters more than size",
        blocks: [
          "Heavy earrings worn every day slowly stretch the piercing. For daily wear, keep each earring light; a hollow or openwork design can look generous and still weigh little.",
          "Save heavy jhumkas and chandbalis for occasions, and wear them with ear chains (sahare or kaan chains) that hook into the hair and carry part of the weight. Take them off between events on a long wedding day.",
        ],
      },
      {
        heading: "Metal and sensitive ears",
        blocks: [
          "Reactions to earrings usually come from nickel in base metals. Gold posts and sterling silver rarely cause trouble, so choose them for sensitive ears. Newly pierced ears need about six to eight weeks to heal before you change to heavier earrings.",
        ],
      },
      {
        heading: "Match the occasion",
        blocks: [
          "Studs and small hoops go with office wear and with everything else; drops and small jhumkas lift a kurta or a simple saree; chandbalis and temple jhumkas belong to silk sarees and lehengas.",
          [
            "See our ",
            { text: "earrings", to: "/shop-left?itemName=earrings" },
            ", or ",
            { text: "book a video appointment", to: "/appointment" },
            " to see a pair up close before you choose.",
          ],
        ],
      },
      {
        heading: "Caring for earrings",
        blocks: [
          [
            "Wash posts and hooks now and then in warm soapy water, dry them well, and store each pair together so that backs do not go missing. The rest of ",
            { text: "our care guide", to: "/blog-detail/caring-for-gold-jewellery" },
            " applies to earrings too.",
          ],
        ],
      },
    ],
  },
];
