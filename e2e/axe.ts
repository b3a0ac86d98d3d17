import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * The accessibility bar: no serious or critical axe violations (WCAG 2.x A and AA rules)
 * on the page as it is now. The failure message names each rule and the elements it found.
 * `within` (a CSS selector) checks only that part: what opened on a page checked already. A whole
 * page costs a few seconds of CPU, which made the axe tests the suite's slowest.
 */
export async function expectNoSeriousAxeViolations(page: Page, within?: string) {
  // Sections far from the viewport skip painting (content-visibility: auto, decision 008), and
  // axe cannot read the colours of what is not painted: check them as a shopper scrolling sees
  // them, once their entrance animations (the budget cards fade in) have ended. A constructed
  // stylesheet, since the pages' CSP refuses a <style> element (decision 012).
  await page.evaluate(`(async () => {
    const unskip = new CSSStyleSheet();
    unskip.replaceSync("* { content-visibility: visible !important; }");
    window.__axeUnskip = unskip;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, unskip];
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => {})));
  })()`);
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  await page.evaluate(
    `document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== window.__axeUnskip)`,
  );
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, "serious or critical axe violations").toEqual([]);
}
