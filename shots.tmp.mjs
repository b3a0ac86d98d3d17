import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const pages = process.argv.slice(2);
for (const [w, h] of [[1366, 900], [360, 740]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const p of pages) {
    await page.goto(`http://127.0.0.1:3323${p}`);
    const name = p.replace(/[^a-z0-9]+/gi, "_");
    await page.screenshot({ path: `/tmp/shot-${w}${name}.png`, fullPage: true });
    const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
    console.log(w, p, "overflow", overflow);
  }
}
await browser.close();
