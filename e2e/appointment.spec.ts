import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// The /appointment page (issue 12) as a visitor books a video appointment: on a 360 px phone and
// a 1366 px desktop with JavaScript, and once without. The spec's texts are written out here
// rather than imported, so a slip in the contracts cannot agree with itself.
const TEXTS = {
  modal: "Our team will call you within 10 minutes.",
  booked: "Appointment booked",
  emailInvalid: "Please enter a valid email",
};
const REQUIRED = [
  "Name",
  "Email",
  "Mobile number",
  "City/Country",
  "Category",
  "Subcategory",
  "Language",
  "Date",
  "Time",
];

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1366, height: 800 },
];

test.describe.configure({ timeout: 120_000 });
const ANSWERED = { timeout: 15_000 };

let serial = 0;
/** A mobile number and an email of this run's own. */
function aShopper() {
  serial += 1;
  const digits = `${Date.now() % 1_000_000}${serial}`.padStart(7, "0").slice(-7);
  return { mobile: `97${serial}${digits}`.slice(0, 10), email: `appt.${Date.now()}.${serial}@example.com` };
}

/** Tomorrow in India (the date input takes YYYY-MM-DD). */
function tomorrowInIndia(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Sideways scroll and controls under 44 × 44 px on the page: both must be none (decision 018). */
async function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const problems = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push("the page scrolls sideways");
    for (const control of document.querySelectorAll(".appointment-page a, .appointment-page button, .appointment-page input, .appointment-page select, .appointment-page textarea")) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 44 || box.height < 44) problems.push((control.textContent.trim() || control.getAttribute("name")) + ": " + box.width + "x" + box.height);
    }
    return problems;
  })()`);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillBooking(page: Page, shopper: { mobile: string; email: string }, category: string) {
  await field(page, "Name").fill("Meena Raman");
  await field(page, "Email").fill(shopper.email);
  await field(page, "Mobile number").fill(shopper.mobile);
  await field(page, "City/Country").fill("Chennai");
  await field(page, "Category").selectOption(category);
  await field(page, "Subcategory").selectOption("Necklaces and Sets");
  await field(page, "Language").selectOption("Tamil");
  await field(page, "Date").fill(tomorrowInIndia());
  await field(page, "Time").fill("11:30");
  await field(page, "Message (optional)").fill("A bridal set");
}

/** The booking's mail to the shopper and SMS to their number, from the dev outboxes. */
async function expectNotified(request: APIRequestContext, shopper: { mobile: string; email: string }) {
  await expect
    .poll(async () => {
      const { data } = (await (await request.get("/api/v1/dev/mail-outbox")).json()) as {
        data: { to: string }[];
      };
      return data.filter((mail) => mail.to === shopper.email).length;
    }, ANSWERED)
    .toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const { data } = (await (await request.get("/api/v1/dev/outbox")).json()) as {
        data: { to: string; body: string }[];
      };
      return data.filter((sms) => sms.to.endsWith(shopper.mobile)).length;
    }, ANSWERED)
    .toBeGreaterThan(0);
}

for (const viewport of VIEWPORTS) {
  test(`a visitor books a video appointment at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/appointment");
    await waitForHydration(page);
    await expect(page).toHaveTitle("Book a Virtual Appointment | Nagai");
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    expect(await findLayoutProblems(page)).toEqual([]);
    await expect(field(page, "Date")).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);

    // Empty: every required field's message, under its field; the subcategory waits for a category.
    await expect(field(page, "Subcategory")).toBeDisabled();
    const submit = page.getByRole("button", { name: "Book Appointment" });
    await submit.click();
    for (const label of REQUIRED) {
      await expect(field(page, label)).toHaveAccessibleDescription(`${label} is required`);
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(field(page, "Message (optional)")).not.toHaveAttribute("aria-invalid", "true");
    expect(await findLayoutProblems(page)).toEqual([]);
    if (viewport.width === 1366) await expectNoSeriousAxeViolations(page);

    // Editing a field clears its message; a bad email gets its own.
    await field(page, "Email").fill("meena@example");
    await expect(field(page, "Email")).not.toHaveAttribute("aria-invalid", "true");
    await submit.click();
    await expect(field(page, "Email")).toHaveAccessibleDescription(TEXTS.emailInvalid);

    const shopper = aShopper();
    await field(page, "Category").selectOption("Gold");
    await expect(field(page, "Subcategory")).toBeEnabled();
    await expect(field(page, "Category")).not.toHaveAttribute("aria-invalid", "true");
    await fillBooking(page, shopper, viewport.width === 360 ? "Gold" : "Silver");

    // Held back a moment, so the submitting state shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/appointment.data*", async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    const booking = page.getByRole("button", { name: "Booking..." });
    await expect(booking).toBeDisabled();
    release();

    const dialog = page.getByRole("dialog", { name: TEXTS.booked });
    await expect(dialog).toBeVisible(ANSWERED);
    await expect(dialog).toContainText(TEXTS.modal);
    await expect(page.locator(".appointment-form-section [role=status]")).toContainText(TEXTS.booked);
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    if (viewport.width === 360) await expectNoSeriousAxeViolations(page, ".appointment-dialog");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Book Appointment" })).toBeFocused();
    // The form is empty again.
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Mobile number")).toHaveValue("");
    await expect(field(page, "Subcategory")).toBeDisabled();

    await expectNotified(page.request, shopper);
  });
}

test("a visitor without JavaScript books, after the messages of a bad post", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS[0] });
  try {
    const page = await context.newPage();
    await page.goto("/appointment");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(field(page, "Name")).toHaveAccessibleDescription("Name is required");
    await expect(field(page, "Time")).toHaveAccessibleDescription("Time is required");
    const shopper = aShopper();
    await fillBooking(page, shopper, "Gold Polished");
    await page.getByRole("button", { name: "Book Appointment" }).click();
    await expect(page.locator(".appointment-form-section [role=status]")).toHaveText(
      `${TEXTS.booked}. ${TEXTS.modal}`,
    );
    await expect(field(page, "Name")).toHaveValue("");
    expect(await findLayoutProblems(page)).toEqual([]);
    await expectNotified(context.request, shopper);
  } finally {
    await context.close();
  }
});
