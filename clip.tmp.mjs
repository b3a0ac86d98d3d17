import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
await page.goto(`http://127.0.0.1:3323${process.argv[2]}`);
const y = Number(process.argv[3] ?? 0);
await page.screenshot({ path: process.argv[4], fullPage: true, clip: { x: 0, y, width: 360, height: 1100 } });
await browser.close();
