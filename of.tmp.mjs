import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
await page.goto(`http://127.0.0.1:3323${process.argv[2]}`);
console.log(await page.evaluate(`[...document.querySelectorAll("body *")].filter(e => !e.closest(".rates-ticker") && e.getBoundingClientRect().right > window.innerWidth + 0.5).slice(0,8).map(e => e.tagName + "." + e.className + " " + Math.round(e.getBoundingClientRect().right)).join("\\n")`));
await browser.close();
