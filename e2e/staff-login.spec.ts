import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { aStaffMember, signInOnPage } from "./staff";

// Staff sign-in (issue 25 items 2 and 9, decision 045): the password, then the OTP sent by SMS;
// back to the page that sent them; sign out; at 360 px and without JavaScript too.

test("a staff member signs in with the OTP, lands where they were going, and signs out", async ({
  page,
  request,
}) => {
  const admin = await aStaffMember(request, "5", "ROLE_ADMIN");
  await page.goto("/staff/users");
  await expect(page).toHaveURL(/\/staff\/login\?returnTo=%2Fstaff%2Fusers$/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A wrong password first: the page says so and keeps the password step.
  await page.getByLabel("Mobile Number").fill(admin.phone);
  await page.getByLabel("Password").fill("Wrong#Pass1");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid mobile number or password");

  await signInOnPage(page, admin);
  await expect(page).toHaveURL(/\/staff\/users$/);
  await expect(page.getByRole("heading", { name: "Staff", exact: true })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(admin.name) })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto("/staff/users");
  await expect(page).toHaveURL(/\/staff\/login\?returnTo=/);
});

test.describe("without JavaScript, at 360 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("signs in with the OTP and adds a member by the plain forms", async ({ page, request }) => {
    const admin = await aStaffMember(request, "5", "ROLE_ADMIN");
    await page.goto("/staff/login");
    await signInOnPage(page, admin);
    await expect(page).toHaveURL(/\/staff$/);
    await page.goto("/staff/users");
    const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    const phone = `5${String(Date.now() % 100_000_000).padStart(8, "0")}9`;
    await page.getByLabel("Name").fill("Anitha V");
    await page.getByLabel("Mobile Number").fill(phone);
    await page.getByLabel(/^Password/).fill("S3cure#Pass");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added Anitha V" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(phone) })).toBeVisible();
  });
});
