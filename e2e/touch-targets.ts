import type { Page } from "@playwright/test";

/** WCAG 2.5.5 (AAA) and the platforms' own guidance: 44 × 44 CSS px for anything tapped. */
export const MIN_TARGET_PX = 44;

/**
 * Every control a finger can tap on the page as it is now, measured: links, buttons, form
 * controls, summaries and focusable widgets that are shown. A radio or checkbox is tapped through
 * its label, so the label is measured. Left out, as WCAG 2.5.8 leaves them out: links inside a
 * sentence (an inline link whose parent holds other text too). Answers one line per target
 * smaller than 44 × 44, naming it.
 */
const FIND_SMALL_TARGETS = `((min, scope) => {
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';
  const describe = (element) => {
    const name = (element.getAttribute("aria-label") || element.textContent || element.getAttribute("title") || element.getAttribute("name") || "").replace(/\\s+/g, " ").trim().slice(0, 40);
    const classes = typeof element.className === "string" && element.className ? "." + element.className.trim().split(/\\s+/).join(".") : "";
    return element.tagName.toLowerCase() + classes + ' "' + name + '"';
  };
  const inSentence = (element) => {
    if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
    const parent = element.parentElement;
    return parent !== null && parent.textContent.replace(element.textContent, "").trim() !== "";
  };
  const seen = new Set();
  const small = [];
  for (const found of document.querySelector(scope).querySelectorAll(selector)) {
    const isChoice = found.tagName === "INPUT" && (found.type === "radio" || found.type === "checkbox");
    const target = isChoice && found.labels && found.labels[0] ? found.labels[0] : found;
    if (seen.has(target)) continue;
    seen.add(target);
    if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    if (target.closest("[inert], dialog:not([open])")) continue;
    const box = target.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (inSentence(target)) continue;
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      small.push(describe(target) + " is " + Math.round(box.width) + " × " + Math.round(box.height));
    }
  }
  return small;
})`;

/** The small targets in `scope`: the page, or an open modal dialog (which makes the rest inert). */
export async function findSmallTargets(page: Page, scope: string): Promise<string[]> {
  return (await page.evaluate(
    `${FIND_SMALL_TARGETS}(${MIN_TARGET_PX}, ${JSON.stringify(scope)})`,
  )) as string[];
}
