// The /appointment page (issue 12) through the storefront's production build: what a visitor
// sees, the form posted as a browser without JavaScript posts it (booked, and stored), and a bad
// post re-rendered with the spec's messages. Run after `npm run build` (`npm test` builds first).
import {
  APPOINTMENT_CATEGORIES,
  APPOINTMENT_LABELS,
  APPOINTMENT_LANGUAGES,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_SUBCATEGORIES,
  addDays,
  todayInIndia,
} from "@nagai/contracts/appointment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { appointments } from "./appointments.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t.close());

let nextNumber = 9_320_000_000;
let nextAddress = 1;

function aBooking(change: Record<string, string> = {}) {
  return {
    name: "Meena Raman",
    email: "meena.page@example.com",
    mobileNumber: String(nextNumber++),
    cityOrCountry: "Madurai",
    category: "Gold Polished",
    subCategory: "Bangles and Bracelets",
    preferredLanguage: "Telugu",
    appointmentDate: addDays(todayInIndia(), 1),
    appointmentTime: "15:15",
    message: "",
    ...change,
  };
}

/** The form as a browser without JavaScript posts it: a document request, urlencoded. */
function post(fields: Record<string, string>, contentType = "application/x-www-form-urlencoded") {
  return t.app.inject({
    method: "POST",
    url: "/appointment",
    remoteAddress: `10.32.0.${nextAddress++}`,
    headers: { "content-type": contentType, host: "localhost" },
    payload: contentType.includes("json") ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });
}

/** The text of the element with `id`'s message (the page ties each to its field). */
const errorOf = (html: string, field: string) =>
  html.match(new RegExp(`<p id="appointment-${field}-error"[^>]*>([^<]*)</p>`))?.[1];

describe("/appointment", () => {
  it("shows the intro, the form with every field, the steps and the benefits", async () => {
    const page = await t.app.inject({ url: "/appointment" });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain("<title>Book a Virtual Appointment | Nagai</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain("Virtual Video Appointment");
    expect(html).toMatch(/<form[^>]+method="post"[^>]*>/);
    for (const [field, label] of Object.entries(APPOINTMENT_LABELS)) {
      expect(html).toContain(`for="appointment-${field}"`);
      expect(html).toContain(`name="${field}"`);
      expect(html).toContain(label);
    }
    for (const name of [...APPOINTMENT_CATEGORIES, ...APPOINTMENT_SUBCATEGORIES, ...APPOINTMENT_LANGUAGES]) {
      expect(html).toContain(`<option value="${name}">`);
    }
    expect(html).toContain(`min="${todayInIndia()}"`);
    // Without JavaScript the subcategory must stay usable: nothing would enable it.
    expect(html).not.toMatch(/<select[^>]+name="subCategory"[^>]+disabled/);
    expect(html).toContain("How it works");
    expect(html).toContain("Why book a virtual appointment");
    expect(html).toContain("Book Appointment</button>");
  });

  it("books a form posted without JavaScript, stores it and says so", async () => {
    const booking = aBooking({ message: "Temple necklace" });
    const page = await post(booking);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${APPOINTMENT_MESSAGES.booked}. ${APPOINTMENT_MESSAGES.successModal}`);
    const rows = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.mobileNumber, booking.mobileNumber));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Meena Raman",
      email: "meena.page@example.com",
      cityOrCountry: "Madurai",
      category: "Gold Polished",
      subCategory: "Bangles and Bracelets",
      preferredLanguage: "Telugu",
      message: "Temple necklace",
    });
    // The form is empty again.
    expect(page.body).not.toContain(`value="${booking.mobileNumber}"`);
  });

  it("re-renders an empty post with every required field's message, tied to its field", async () => {
    const page = await post({});
    expect(page.statusCode).toBe(200);
    for (const [field, label] of Object.entries(APPOINTMENT_LABELS)) {
      if (field === "message") {
        expect(errorOf(page.body, field)).toBeUndefined();
        continue;
      }
      expect(errorOf(page.body, field)).toBe(APPOINTMENT_MESSAGES.required(label));
      expect(page.body).toMatch(
        new RegExp(
          `id="appointment-${field}"[^>]*aria-invalid="true"[^>]*aria-describedby="appointment-${field}-error"`,
        ),
      );
    }
  });

  it("keeps what was typed and names each wrong value", async () => {
    const booking = aBooking({
      email: "meena@example",
      mobileNumber: "98765",
      category: "Platinum",
      appointmentDate: addDays(todayInIndia(), -1),
      appointmentTime: "25:00",
    });
    const page = await post(booking);
    expect(page.statusCode).toBe(200);
    expect(errorOf(page.body, "email")).toBe(APPOINTMENT_MESSAGES.emailInvalid);
    expect(errorOf(page.body, "mobileNumber")).toBe(APPOINTMENT_MESSAGES.mobileInvalid);
    expect(errorOf(page.body, "category")).toBe(APPOINTMENT_MESSAGES.notInList("Category"));
    expect(errorOf(page.body, "appointmentDate")).toBe(APPOINTMENT_MESSAGES.dateBeforeToday);
    expect(errorOf(page.body, "appointmentTime")).toBe(APPOINTMENT_MESSAGES.timeInvalid);
    expect(errorOf(page.body, "name")).toBeUndefined();
    expect(page.body).toContain('value="Meena Raman"');
    expect(page.body).toContain('value="meena@example"');
    const rows = await t.db.select().from(appointments).where(eq(appointments.mobileNumber, "98765"));
    expect(rows).toHaveLength(0);
  });

  it("answers hostile posts with messages, never a server error", async () => {
    const huge = await post(aBooking({ name: "x".repeat(100_000), message: "\u0000".repeat(3000) }));
    expect(huge.statusCode).toBe(200);
    expect(errorOf(huge.body, "name")).toBe(APPOINTMENT_MESSAGES.tooLong("Name", 100));
    expect(errorOf(huge.body, "message")).toBe(APPOINTMENT_MESSAGES.tooLong("Message", 2000));
    // Only what a field may hold goes back into the page.
    expect(huge.body).not.toContain("x".repeat(101));

    const nul = await post(aBooking({ name: "Meena\u0000Raman", cityOrCountry: "Chennai\u0000" }));
    expect(nul.statusCode).toBeLessThan(500);

    const json = await post(aBooking(), "application/json");
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });
});
