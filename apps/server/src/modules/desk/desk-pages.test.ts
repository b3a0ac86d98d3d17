// The console's desk pages (issue 25 items 5, 6 and 9) through the storefront's production build:
// the home's figures and chart, the bookings and the inbox, their forms posted as a browser
// without JavaScript posts them, into the real API and database. Run after `npm run build`.
import { addDays, todayInIndia } from "@nagai/contracts/appointment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { appointments } from "../appointments/appointments.tables.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { contactMessages } from "../contact/contact.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({}, { web: true });
});
afterAll(async () => shop?.close());

const staffKit = createStaffKit(() => shop, { firstNumber: 9_740_000_000 });

async function signedIn() {
  const staff = await staffKit.aStaffMember("ROLE_STAFF", { name: "Meena R" });
  return { ...staff, cookie: `staff_token=${staff.token}` };
}

function page(url: string, cookie?: string) {
  return shop.app.inject({ url, headers: { host: "localhost", ...(cookie ? { cookie } : {}) } });
}

function post(url: string, cookie: string, fields: Record<string, string>) {
  return shop.app.inject({
    method: "POST",
    url,
    headers: { host: "localhost", cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function aBooking(date: string, time: string, name = "Lakshmi Narayanan") {
  const [row] = await shop.db
    .insert(appointments)
    .values({
      name,
      email: "lakshmi@gmail.com",
      mobileNumber: "9840012345",
      cityOrCountry: "Chennai",
      category: "Gold",
      subCategory: "Rings",
      preferredLanguage: "Tamil",
      appointmentAt: new Date(`${date}T${time}:00+05:30`),
    })
    .returning({ id: appointments.id });
  return row!.id;
}

describe("the console's pages", () => {
  it("send a visitor, or a shopper's cookie, to /staff/login and back", async () => {
    for (const path of ["/staff", "/staff/appointments", "/staff/messages?kind=contact"]) {
      const answer = await page(path);
      expect(answer.statusCode, path).toBe(302);
      expect(answer.headers.location).toBe(`/staff/login?returnTo=${encodeURIComponent(path)}`);
    }
    const asShopper = await page("/staff", "user_token=not-a-staff-token");
    expect(asShopper.statusCode).toBe(302);
  });

  it("/staff shows the day's figures and a drawn chart of 30 days with its table", async () => {
    const staff = await signedIn();
    await aBooking(todayInIndia(), "11:00");
    const answer = await page("/staff", staff.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toContain("no-store");
    const html = answer.body;
    expect(html).toContain("Orders today");
    expect(html).toContain("Cash orders to pack");
    expect(html).toMatch(/Appointments today<\/dt><dd[^>]*><a[^>]*>[1-9]/);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('<title id="sales-chart-svg-title">Sales per day, last 30 days</title>');
    // The text alternative: a table of the 30 days.
    expect(html.match(/<th scope="row">/g)).toHaveLength(30);
    // No chart library: the page's scripts are the storefront's.
    // A library's name as a path or file, not two letters an asset's hash may hold ("manifest-e0d3c777").
    expect(html).not.toMatch(/chart\.js|recharts|["/]d3[./-]/i);
  });

  it("/staff/appointments lists today's bookings; its form marks one called without JavaScript", async () => {
    const staff = await signedIn();
    const today = todayInIndia();
    const id = await aBooking(today, "10:30", "Priya Sundaram");
    await aBooking(addDays(today, 1), "10:30", "Tomorrow Person");
    const list = await page("/staff/appointments", staff.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("Priya Sundaram");
    expect(list.body).not.toContain("Tomorrow Person");
    expect(list.body).toContain('href="tel:+919840012345"');
    expect(list.body).toContain("Tamil");

    const marked = await post("/staff/appointments", staff.cookie, {
      id: String(id),
      status: "CALLED",
      note: "Wants a bridal set",
    });
    expect(marked.statusCode).toBe(302);
    expect(marked.headers.location).toBe(`/staff/appointments?saved=${id}#appointment-${id}`);
    const [row] = await shop.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({
      deskStatus: "CALLED",
      deskNote: "Wants a bridal set",
      deskUpdatedBy: "Meena R",
    });
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entry).toMatchObject({ staffId: staff.id, action: "appointment.update" });

    const after = await page(`/staff/appointments?saved=${id}`, staff.cookie);
    expect(after.body).toContain("Saved");
    expect(after.body).toContain("History (1)");
    expect(after.body).toContain("Wants a bridal set");
  });

  it("a bad mark or filter is shown as the API's message, not an error page", async () => {
    const staff = await signedIn();
    const id = await aBooking(todayInIndia(), "12:30");
    const refused = await post("/staff/appointments", staff.cookie, { id: String(id), status: "LOST" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("status must be one of CALLED, DONE, NO_ANSWER");
    const badDate = await page("/staff/appointments?date=2026-02-30", staff.cookie);
    expect(badDate.statusCode).toBe(200);
    expect(badDate.body).toContain("date must be a date as YYYY-MM-DD");
  });

  it("a form posted after the session ended goes to /staff/login and changes nothing", async () => {
    const id = await aBooking(todayInIndia(), "13:30");
    const answer = await post("/staff/appointments?date=", "staff_token=expired-or-forged", {
      id: String(id),
      status: "DONE",
    });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(
      `/staff/login?returnTo=${encodeURIComponent("/staff/appointments?date=")}`,
    );
    const [row] = await shop.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.deskStatus).toBe("NEW");
  });

  it("/staff/messages shows the unanswered messages; a button marks one answered", async () => {
    const staff = await signedIn();
    const [message] = await shop.db
      .insert(contactMessages)
      .values({
        name: "Kavya Iyer",
        email: "kavya@gmail.com",
        subject: "Ring resizing",
        message: "Can you resize?",
      })
      .returning({ id: contactMessages.id });
    const id = `contact-${message!.id}`;
    const inbox = await page("/staff/messages", staff.cookie);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain("Ring resizing");
    expect(inbox.body).toContain('href="mailto:kavya@gmail.com"');

    const answered = await post("/staff/messages", staff.cookie, { id, answered: "true" });
    expect(answered.statusCode).toBe(302);
    const [row] = await shop.db.select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(row).toMatchObject({ answeredBy: "Meena R" });
    expect((await page("/staff/messages", staff.cookie)).body).not.toContain("Ring resizing");
    expect((await page("/staff/messages?state=answered", staff.cookie)).body).toContain("Ring resizing");
  });
});
