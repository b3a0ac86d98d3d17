// The policy and information pages (issue 12 items 5 and 6, decision 032) through the storefront's
// production build: each answers 200 with its heading, title, description and canonical link, says
// the shop's figures, and is kept by the page cache for visitors. The figures are written out here
// rather than imported, so a slip in policy.ts cannot agree with itself.
// Run after `npm run build` (`npm test` builds first).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metalRates, videos } from "./modules/catalog/catalog.tables.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  // The header's rates: a page whose ticker failed is not kept (decision 008).
  await t.db.insert(metalRates).values({ metal: "Gold 22K", ratePaise: 724_550, position: 1 });
  await t.db.insert(videos).values([
    {
      title: "Temple Jhumkas in Motion",
      videoPath: "ab/first.webm",
      posterPath: "cd/first/1600.jpg",
      position: 0,
    },
    {
      title: "A Kada, Turned to the Light",
      videoPath: "ef/kada.webm",
      posterPath: "gh/kada/1600.jpg",
      position: 1,
    },
  ]);
  await t.catalogueSettled();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { host: "nagai.test" } });

/** The page's words as a reader meets them: no tags, entities decoded, spaces collapsed. */
function readText(html: string): string {
  return html
    .slice(html.indexOf("<body"))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** The words of the page's own part, between the header and the footer. */
function readMain(html: string): string {
  return readText(`<body>${html.slice(html.indexOf("<main"), html.indexOf("</main>"))}`);
}

function readHeadings(html: string, level: 1 | 2): string[] {
  return [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((match) =>
    readText(`<body>${match[1]}`).trim(),
  );
}

interface PageCase {
  path: string;
  title: string;
  heading: string;
  /** Words the page must say: its key figures. */
  says: string[];
}

const PAGES: PageCase[] = [
  {
    path: "/privacypolicy",
    title: "Privacy Policy | Nagai",
    heading: "Privacy Policy",
    says: ["user_token", "argon2id", "Digital Personal Data Protection Act, 2023", "Meenakshi Raman"],
  },
  {
    path: "/terms-conditions",
    title: "Terms & Conditions | Nagai",
    heading: "Terms & Conditions",
    says: [
      "courts at Madurai, Tamil Nadu",
      "within 2 hours of placing it",
      "within 48 hours of its delivery",
    ],
  },
  {
    path: "/cancellation-return-policy",
    title: "Cancellation & Return Policy | Nagai",
    heading: "Cancellation & Return Policy",
    says: ["within 2 hours of placing it", "within 48 hours of delivery", "7–10 days", "15 minutes"],
  },
  {
    path: "/refund-policy",
    title: "Shipping and Returns | Nagai",
    heading: "Shipping and Returns",
    says: ["Orders above ₹2,000 Free shipping", "₹99 flat", "within 48 hours of its delivery", "7–10 days"],
  },
  {
    path: "/delivery&shipping",
    title: "Delivery & Shipping Policy | Nagai",
    heading: "Delivery & Shipping Policy",
    says: [
      "Above ₹2,000 Free",
      "₹2,000 or less ₹99 flat, per order",
      "3–7 working days",
      "1–3 business days",
      "5–7 business days",
      "2–5 business days",
      "5–8 business days",
      "Today we charge no fee for it on any PIN code",
      "₹50",
    ],
  },
  {
    path: "/why-choose-us",
    title: "Why Choose Us | Nagai",
    heading: "Why Choose Us",
    says: ["Returns within 48 hours", "70+", "50+", "2000+", "1M+", "Tamil, English, Hindi, Telugu"],
  },
  {
    path: "/about",
    title: "About Us | Nagai",
    heading: "About Us",
    says: [
      "Our Story",
      "70+ years of craft",
      "50+ showrooms",
      "2000+ employees",
      "1M+ customers",
      "within 48 hours of delivery",
    ],
  },
  {
    path: "/faq",
    title: "Frequently Asked Questions | Nagai",
    heading: "Frequently Asked Questions",
    says: ["Before Purchase", "After Purchase", "within 2 hours of placing it", "Within 7–10 days"],
  },
  {
    path: "/legal",
    title: "Legal | Nagai",
    heading: "Legal",
    says: ["user_token", "None. We run no analytics service", "PostgreSQL"],
  },
  {
    path: "/team",
    title: "Our Team | Nagai",
    heading: "Our Team",
    says: ["Meenakshi Raman", "Head of Customer Care and Grievance Officer", "Master goldsmith"],
  },
  {
    path: "/typography",
    title: "Typography | Nagai",
    heading: "Typography",
    says: [
      "--type-display: clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)",
      "28.2 px on a 360 px phone, 40 px at 1366 px",
    ],
  },
];

describe("the policy and information pages", () => {
  it.each(PAGES)("$path: 200, its heading, title, description, canonical link and figures", async (page) => {
    const answer = await get(page.path);
    expect(answer.statusCode).toBe(200);
    const html = answer.body;
    expect(readHeadings(html, 1)).toEqual([page.heading]);
    expect(html).toContain(`<title>${page.title.replace("&", "&amp;")}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
    const canonical = `http://nagai.test${page.path.replace("&", "&amp;")}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    const text = readText(html);
    for (const words of page.says) expect(text).toContain(words);
  });

  it("every page, footer included, states the one returns rule and none of the spec's other readings", async () => {
    for (const page of PAGES) {
      const html = (await get(page.path)).body;
      const text = readText(html);
      expect(text, page.path).toContain("Returns requested within 48 hours of delivery");
      expect(text, page.path).toContain("Free shipping above ₹2,000");
      expect(text, page.path).not.toMatch(/30-day|15-day|\b(15|30) days? (return|to return)/i);
      // Any amount but the server's threshold and fee (and the possible COD fee) is a slip; the
      // typography page shows prices as specimens.
      if (page.path !== "/typography")
        expect(readMain(html), page.path).not.toMatch(/₹(?!2,000|99\b|50\b)\d/);
    }
  });

  it("is kept by the page cache for visitors, as the catalogue's pages are", async () => {
    for (const page of PAGES) {
      const first = await get(page.path);
      expect(first.headers["cache-control"] ?? "", page.path).not.toContain("no-store");
      const second = await get(page.path);
      expect(second.headers["x-cache"], page.path).toBe("HIT");
      expect(second.body).toBe(first.body);
    }
  });

  it("/delivery&shipping answers under both spellings, with the spec's one as the canonical link", async () => {
    for (const path of ["/delivery&shipping", "/delivery%26shipping"]) {
      const answer = await get(path);
      expect([answer.statusCode, answer.headers.location]).toEqual([200, undefined]);
      expect(readHeadings(answer.body, 1)).toEqual(["Delivery & Shipping Policy"]);
      expect(answer.body).toContain('<link rel="canonical" href="http://nagai.test/delivery&amp;shipping"/>');
    }
    // The footer links the spec's spelling.
    expect((await get("/")).body).toContain('href="/delivery&amp;shipping"');
  });

  it("/about plays the shop's last clip, muted and looping, with the poster of its banner", async () => {
    const html = (await get("/about")).body;
    const video = html.match(/<video[^>]*>/)?.[0] ?? "";
    expect(video).toContain('src="/media/ef/kada.webm"');
    expect(video).toContain('poster="/media/gh/kada/960.webp"');
    expect(video).toMatch(/\bloop=""/);
    expect(video).toMatch(/\bplaysInline=""|\bplaysinline=""/);
    expect(video).toContain('preload="none"');
    // Without JavaScript the browser's own controls play it; the overlay button comes with hydration.
    expect(video).toMatch(/\bcontrols=""/);
    expect(readText(html)).toContain("A Kada, Turned to the Light");
  });

  it("/faq's questions are <details>, two accordions that open without JavaScript", async () => {
    const html = (await get("/faq")).body;
    expect(readHeadings(html, 2)).toEqual(expect.arrayContaining(["Before Purchase", "After Purchase"]));
    const questions = html.match(/<details class="faq-item"><summary class="faq-item__question">/g) ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(12);
  });

  it("/legal has the spec's five parts, and every long policy a table of contents", async () => {
    const legal = (await get("/legal")).body;
    expect(readHeadings(legal, 2)).toEqual(
      expect.arrayContaining(["Privacy", "Cookies", "Orders", "Analytics", "Data storage"]),
    );
    for (const path of ["/privacypolicy", "/terms-conditions", "/legal", "/delivery&shipping"]) {
      const html = (await get(path)).body;
      expect(html, path).toContain('<nav class="content-toc" aria-labelledby="content-toc-title">');
      // Every entry of the table of contents leads to a section of the page.
      for (const [, id] of html.matchAll(/<li><a href="#([^"]+)">/g))
        expect(html, path).toContain(`id="${id}"`);
    }
  });
});
