// The console's desk in a browser (issue 25 items 5, 6, 9): a staff member signs in with the
// password and the OTP sent to their mobile, finds today's video booking and marks it called with
// a note; the home's chart and the inbox render, all without serious axe violations, at 360 px
// and at 1366 px.
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { aStaffMember, signInOnPage } from "./staff";

/** Today in India as YYYY-MM-DD (the console's days are India's). */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

// One test signs in once: a staff number may be sent an OTP only every 30 s (the shoppers' limits).
test("a staff member signs in with the OTP and marks today's booking called, at 360 px and 1366 px", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Desk Shopper ${Date.now() % 100_000}`;
  const booked = await page.request.post("/api/v1/video-appointments/upload", {
    data: {
      name,
      email: "desk.shopper@gmail.com",
      mobileNumber: "9840099001",
      cityOrCountry: "Madurai",
      category: "Gold",
      subCategory: "Rings",
      preferredLanguage: "Tamil",
      appointmentDate: todayInIndia(),
      appointmentTime: "23:59",
      message: "A temple necklace",
    },
  });
  expect(booked.status()).toBe(201);

  // The \`request\` fixture, not the page's: signing the demo admin in sets its cookie there.
  const member = await aStaffMember(request, "3");
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/staff/appointments");
  await expect(page).toHaveURL(/\/staff\/login\?returnTo=%2Fstaff%2Fappointments/);
  await signInOnPage(page, member);
  await expect(page).toHaveURL(/\/staff\/appointments$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Appointments on");

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: new RegExp(name) }) });
  await expect(card).toContainText("Tamil");
  await expect(card.getByRole("link", { name: "9840099001" })).toHaveAttribute("href", "tel:+919840099001");
  await card.getByLabel("Mark").selectOption("CALLED");
  await card.getByLabel("Note").fill("Will visit on Sunday");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByRole("status")).toHaveText("Saved");
  await expect(card.getByRole("heading")).toContainText("Called");
  await card.getByText("History (1)").click();
  await expect(card).toContainText(
    `${member.name}: note: —, status: NEW → note: Will visit on Sunday, status: CALLED`,
  );
  // Nothing is wider than the phone.
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(360);
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole("img", { name: "Sales per day, last 30 days" })).toBeVisible();
  await page.getByText("The figures as a table").click();
  await expect(page.getByRole("table")).toContainText("Orders");
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
  await expectNoSeriousAxeViolations(page);
});
