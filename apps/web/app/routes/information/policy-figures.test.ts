import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Decision 032: the policy figures live in packages/contracts/src/policy.ts alone. A page or the
// footer that writes "48 hours", "7-10 days" or "₹99" itself could drift from the rule the other
// pages state; this reads their sources and finds any figure written out by hand.

const ROUTES = new URL("../", import.meta.url);
const PAGES = [
  "privacy-policy.tsx",
  "terms-conditions.tsx",
  "cancellation-return-policy.tsx",
  "refund-policy.tsx",
  "delivery-shipping.tsx",
  "why-choose-us.tsx",
  "about.tsx",
  "faq.tsx",
  "legal.tsx",
  "team.tsx",
  "typography.tsx",
];
const FILES = [
  ...PAGES.map((name) => new URL(name, ROUTES)),
  ...readdirSync(new URL("./", import.meta.url))
    .filter((name) => name.endsWith(".tsx"))
    .map((name) => new URL(name, import.meta.url)),
  new URL("about/craft-video.tsx", ROUTES),
  new URL("../components/site-footer.tsx", ROUTES),
  new URL("../components/content-page.tsx", ROUTES),
];

/** A figure of the policies written by hand: hours or days, an amount in rupees, a day-long return. */
const HAND_WRITTEN_FIGURE =
  /\b\d+\s*(?:[–-]|to)?\s*\d*\s*(?:hours?|days?|working days|business days)\b|₹\s*\d|\b\d+-day\b|\b2,000\b/gi;

describe("policy figures", () => {
  it.each(FILES.map((file) => [file.pathname.split("/app/")[1], file]))(
    "%s writes none by hand: it reads them from policy.ts",
    (_name, file) => {
      const source = readFileSync(file as URL, "utf8");
      // Comments may name the spec's figures when they say why the page differs from it.
      const code = source.replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, "$1");
      expect(code.match(HAND_WRITTEN_FIGURE) ?? []).toEqual([]);
    },
  );

  it("every policy page takes its figures from policy.ts", () => {
    for (const name of [
      "terms-conditions.tsx",
      "cancellation-return-policy.tsx",
      "refund-policy.tsx",
      "delivery-shipping.tsx",
      "faq.tsx",
      "about.tsx",
    ]) {
      expect(readFileSync(new URL(name, ROUTES), "utf8"), name).toContain('from "@nagai/contracts/policy"');
    }
  });
});
