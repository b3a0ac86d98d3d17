import { expect, test } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { readBrowsingShare, signUp } from "./shopper";

// The delivery check by PIN code (issue 26 item 6, decision 048) as a shopper uses it: on a
// product page with JavaScript (answered in place) and without (the page's GET form), and in the
// checkout's address form, where a PIN code fills City and State. The shop is a demo, seeded with
// its sample of real PIN codes (apps/server/src/demo/pincodes.csv). The texts are written out here.
const CHENNAI = "Delivery to 600001 (Chennai, Tamil Nadu) in 2–5 business days · Cash on delivery available";
const OOTY =
  "Delivery to 643001 (The Nilgiris, Tamil Nadu) in 5–8 business days · Cash on delivery not available";
const NOWHERE = "We do not deliver to 799001 yet.";
const INVALID = "A PIN code is 6 digits and does not start with 0";

test.describe.configure({ timeout: 120_000 });

async function aProductPath(request: Parameters<typeof readBrowsingShare>[0]): Promise<string> {
  const [piece] = await readBrowsingShare(request);
  expect(piece).toBeDefined();
  return `/shop-detail/${piece!.SNO}`;
}

test("a shopper checks PIN codes on a product page without the page reloading", async ({ page }) => {
  const path = await aProductPath(page.request);
  await page.goto(path);
  await waitForHydration(page);
  const check = page.getByRole("form", { name: "Check delivery" });
  const pincode = check.getByLabel("PIN code");
  const answer = check.getByRole("status");

  await pincode.fill("600001");
  await check.getByRole("button", { name: "Check" }).click();
  await expect(answer).toHaveText(CHENNAI);
  await expect(page).toHaveURL(path);

  await pincode.fill("643001");
  await pincode.press("Enter");
  await expect(answer).toHaveText(OOTY);

  await pincode.fill("799001");
  await pincode.press("Enter");
  await expect(answer).toHaveText(NOWHERE);

  await pincode.fill("012345");
  await pincode.press("Enter");
  await expect(answer).toHaveText(INVALID);
  await expect(pincode).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(path);
});

test("without JavaScript the check is a GET form the page answers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const path = await aProductPath(page.request);
    await page.goto(path);
    const check = page.getByRole("form", { name: "Check delivery" });
    await check.getByLabel("PIN code").fill("600001");
    await check.getByRole("button", { name: "Check" }).click();
    await expect(page).toHaveURL(`${path}?pincode=600001`);
    await expect(page.getByRole("form", { name: "Check delivery" }).getByRole("status")).toHaveText(CHENNAI);
  } finally {
    await context.close();
  }
});

test("in checkout, typing a PIN code fills City and State, and a typed city is kept", async ({ page }) => {
  await signUp(page.request, "7", "pincode");
  const [piece] = await readBrowsingShare(page.request);
  await page.goto(`/checkout?sno=${piece!.SNO}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add New Address" }).click();
  const modal = page.getByRole("dialog", { name: "Add New Address" });
  const city = modal.getByLabel("City/District/Town");
  const state = modal.getByLabel("State");
  await expect(city).toHaveValue("");

  await modal.getByLabel("Pincode").pressSequentially("600001");
  await expect(city).toHaveValue("Chennai");
  await expect(state).toHaveValue("Tamil Nadu");
  await expect(modal.getByRole("status")).toHaveText(CHENNAI);

  // A city the shopper typed is theirs: only empty fields are filled.
  await city.fill("Parrys");
  await modal.getByLabel("Pincode").fill("");
  await modal.getByLabel("Pincode").pressSequentially("643001");
  await expect(modal.getByRole("status")).toHaveText(OOTY);
  await expect(city).toHaveValue("Parrys");
  await expect(state).toHaveValue("Tamil Nadu");
});
