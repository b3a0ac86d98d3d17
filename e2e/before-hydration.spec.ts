import { AUTH_MESSAGES } from "@nagai/contracts/auth-texts";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { aStaffMember, otpSentTo } from "./staff";

// A shopper on a slow phone taps before the page's scripts have come: the form posts as plain
// HTML, the server answers with the next page, and that page then hydrates. Its answer (a wrong
// password's message, the OTP step) must stay through hydration (decision 057, lib/shopper-state.ts).

/** The page as a phone sees it before its scripts arrive: they fail, so nothing hydrates. */
async function withoutScripts(page: Page, path: string): Promise<void> {
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.goto(path);
}

/** The scripts come for the page the next tap brings. */
async function scriptsFromNowOn(page: Page): Promise<void> {
  await page.unroute("**/assets/**/*.js");
}

/**
 * The toasts' region is mounted only once the page has hydrated (root.tsx), on the storefront's
 * pages and the staff console's alike.
 */
async function waitForToastRegion(page: Page): Promise<void> {
  await expect(page.getByRole("region", { name: "Notifications Alt+T" })).toBeAttached({ timeout: 60_000 });
}

test("a wrong password posted before the scripts ran keeps its message once the page hydrates", async ({
  page,
}) => {
  await withoutScripts(page, "/login");
  await page.getByLabel("Mobile Number, Email or Username").fill("nobody-before-scripts");
  await page.getByLabel("Password", { exact: true }).fill("wrongpass1");
  await scriptsFromNowOn(page);
  await page.getByRole("button", { name: "Login", exact: true }).click();

  const alert = page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.invalidCredentials });
  await expect(alert).toBeVisible();
  await waitForHydration(page);
  await waitForToastRegion(page);
  await expect(alert).toBeVisible();
  await expect(page.getByLabel("Mobile Number, Email or Username")).toBeVisible();
});

test("a staff member who taps Send OTP before the scripts ran stays on the OTP step and signs in", async ({
  page,
  request,
}) => {
  const member = await aStaffMember(request, "7");
  await withoutScripts(page, "/staff/login");
  await page.getByLabel("Mobile Number").fill(member.phone);
  await page.getByLabel("Password").fill(member.password);
  await scriptsFromNowOn(page);
  await page.getByRole("button", { name: "Send OTP" }).click();

  await expect(page.getByLabel("OTP")).toBeVisible();
  await waitForToastRegion(page);
  await expect(page.getByLabel("OTP")).toBeVisible();
  await expect(page.getByText(`Mobile number ${member.phone}`)).toBeVisible();

  await page.getByLabel("OTP").fill(await otpSentTo(request, member.phone));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff$/);
});
