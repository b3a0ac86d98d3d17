// The console's desk (issue 25 item 5, decision 045): the video bookings and the messages' inbox
// through the staff API, into the real database, marks audited. The role matrix of every staff
// route is the access tests'; here a few refusals per route show that the desk sits behind it.
import { addDays, todayInIndia } from "@nagai/contracts/appointment";
import { DESK_MESSAGES } from "@nagai/contracts/staff-desk";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { appointments } from "../appointments/appointments.tables.ts";
import { auditLog } from "../audit/audit.tables.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { contactMessages } from "../contact/contact.tables.ts";
import { staffMembers } from "../staff/staff.tables.ts";
import { createStaffKit } from "../staff/staff-test-kit.ts";
import { newsletterSubscribers } from "../subscriptions/subscriptions.tables.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const staffKit = createStaffKit(() => shop, { firstNumber: 9_700_000_000 });
const accounts = createAccountKit(() => shop, { firstNumber: 9_710_000_000, addressPrefix: "10.97" });

function call(
  method: "GET" | "PATCH" | "POST" | "DELETE",
  url: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
) {
  return shop.app.inject({
    method,
    url: `/api/v1/staff${url}`,
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A booking on an India date and time, as the shopper's form stores it. */
async function aBooking(
  date: string,
  time: string,
  overrides: Partial<typeof appointments.$inferInsert> = {},
) {
  const [row] = await shop.db
    .insert(appointments)
    .values({
      name: "Lakshmi Narayanan",
      email: "lakshmi@gmail.com",
      mobileNumber: "9840012345",
      cityOrCountry: "Chennai",
      category: "Gold",
      subCategory: "Rings",
      preferredLanguage: "Tamil",
      message: "Bridal set",
      appointmentAt: new Date(`${date}T${time}:00+05:30`),
      ...overrides,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

describe("GET /api/v1/staff/appointments", () => {
  it("lists a day's bookings in India time, earliest first, with language, category and mobile", async () => {
    const staff = await staffKit.aStaffMember();
    const day = addDays(todayInIndia(), 3);
    // 00:30 in India is the evening before in UTC: the day is India's.
    const late = await aBooking(day, "18:00", { preferredLanguage: "Hindi", mobileNumber: "9000000001" });
    const early = await aBooking(day, "00:30", { category: "Diamond" });
    await aBooking(addDays(day, 1), "00:10");
    const answer = await call("GET", `/appointments?date=${day}`, { headers: staff.headers });
    expect(answer.statusCode).toBe(200);
    const list = answer.json();
    expect(list).toMatchObject({ totalElements: 2, totalPages: 1, page: 0 });
    expect(list.content.map((row: { id: number }) => row.id)).toEqual([early, late]);
    expect(list.content[0]).toMatchObject({
      appointmentDate: day,
      appointmentTime: "00:30",
      category: "Diamond",
      preferredLanguage: "Tamil",
      mobileNumber: "9840012345",
      status: "NEW",
      note: null,
      audit: [],
    });
    expect(list.content[1]).toMatchObject({ preferredLanguage: "Hindi", mobileNumber: "9000000001" });
  });

  it("filters by mark and pages; without a date it lists every day", async () => {
    const staff = await staffKit.aStaffMember();
    const day = addDays(todayInIndia(), 5);
    const ids = [await aBooking(day, "10:00"), await aBooking(day, "11:00"), await aBooking(day, "12:00")];
    await shop.db.execute(sql`update ${appointments} set desk_status = 'DONE' where id = ${ids[1]}`);
    const done = await call("GET", "/appointments?status=DONE", { headers: staff.headers });
    expect(done.json().content.map((row: { id: number }) => row.id)).toContain(ids[1]);
    expect(done.json().content.every((row: { status: string }) => row.status === "DONE")).toBe(true);
    const second = await call("GET", `/appointments?date=${day}&size=2&page=1`, { headers: staff.headers });
    expect(second.json()).toMatchObject({ totalElements: 3, totalPages: 2, page: 1, size: 2 });
    expect(second.json().content.map((row: { id: number }) => row.id)).toEqual([ids[2]]);
    // An empty filter, as a GET form sends it, is no filter.
    const empty = await call("GET", `/appointments?date=${day}&status=`, { headers: staff.headers });
    expect(empty.json().totalElements).toBe(3);
  });

  it("refuses a bad date, mark, page or size with a clear 400, and strangers with 401", async () => {
    const staff = await staffKit.aStaffMember();
    for (const [query, message] of [
      ["date=2026-02-30", DESK_MESSAGES.dateInvalid],
      ["date=tomorrow", DESK_MESSAGES.dateInvalid],
      ["status=LOST", DESK_MESSAGES.statusInvalid],
      ["size=0", "size must be a whole number from 1 to 100"],
      ["size=99999999999999999999", "size must be a whole number from 1 to 100"],
      ["page=-1", "page must be a whole number from 0"],
    ] as const) {
      const answer = await call("GET", `/appointments?${query}`, { headers: staff.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body, query).toContain(message);
    }
    expect((await call("GET", "/appointments")).statusCode).toBe(401);
    const shopper = await accounts.anAccount();
    const refused = await call("GET", "/appointments", {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain("Lakshmi");
  });
});

describe("PATCH /api/v1/staff/appointments/{id}", () => {
  it("marks a booking called with a note, audited with who, before and after", async () => {
    const staff = await staffKit.aStaffMember("ROLE_STAFF", { name: "Meena R" });
    const id = await aBooking(addDays(todayInIndia(), 1), "15:00");
    const answer = await call("PATCH", `/appointments/${id}`, {
      headers: staff.headers,
      body: { status: "CALLED", note: "  Call back after 6 pm  " },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id,
      status: "CALLED",
      note: "Call back after 6 pm",
      updatedBy: "Meena R",
    });
    expect(answer.json().audit).toMatchObject([
      {
        staffId: staff.id,
        staffName: "Meena R",
        action: "appointment.update",
        entityType: "appointment",
        entityId: String(id),
        before: { status: "NEW", note: null },
        after: { status: "CALLED", note: "Call back after 6 pm" },
      },
    ]);
    const done = await call("PATCH", `/appointments/${id}`, {
      headers: staff.headers,
      body: { status: "DONE" },
    });
    expect(done.json()).toMatchObject({ status: "DONE", note: null });
    expect(done.json().audit).toHaveLength(2);
    const listed = await call("GET", `/appointments?date=${addDays(todayInIndia(), 1)}`, {
      headers: staff.headers,
    });
    const row = listed.json().content.find((booking: { id: number }) => booking.id === id);
    expect(row.audit.map((entry: { after: { status: string } }) => entry.after.status)).toEqual([
      "CALLED",
      "DONE",
    ]);
  });

  it("two staff marking one booking at once are both recorded, one after the other", async () => {
    const [first, second] = [await staffKit.aStaffMember(), await staffKit.aStaffMember()];
    const id = await aBooking(addDays(todayInIndia(), 2), "09:00");
    const answers = await Promise.all([
      call("PATCH", `/appointments/${id}`, { headers: first.headers, body: { status: "CALLED" } }),
      call("PATCH", `/appointments/${id}`, { headers: second.headers, body: { status: "NO_ANSWER" } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const entries = await shop.db
      .select()
      .from(auditLog)
      .where(sql`entity_type = 'appointment' and entity_id = ${String(id)}`)
      .orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    // The second saw the first's mark as its "before": the row was locked between them.
    expect(entries[1]!.before).toEqual(entries[0]!.after);
  });

  it("refuses NEW, an unknown mark, a long note, NUL, a bad or unknown id, and changes nothing", async () => {
    const staff = await staffKit.aStaffMember();
    const id = await aBooking(addDays(todayInIndia(), 2), "16:00");
    const cases: [string, unknown, number, string][] = [
      [`${id}`, { status: "NEW" }, 400, DESK_MESSAGES.markInvalid],
      [`${id}`, { status: "called" }, 400, DESK_MESSAGES.markInvalid],
      [`${id}`, {}, 400, DESK_MESSAGES.markInvalid],
      [`${id}`, { status: "DONE", note: "x".repeat(1001) }, 400, DESK_MESSAGES.noteTooLong],
      [`${id}`, { status: "DONE", note: 42 }, 400, DESK_MESSAGES.noteNotText],
      [`${id}`, { status: "DONE", note: "a\u0000b" }, 400, "must not contain NUL"],
      ["abc", { status: "DONE" }, 400, "The id must be a whole number from 1"],
      ["0", { status: "DONE" }, 400, "The id must be a whole number from 1"],
      ["99999999999999999999", { status: "DONE" }, 400, "The id must be a whole number from 1"],
      ["2147483647", { status: "DONE" }, 404, DESK_MESSAGES.appointmentNotFound],
    ];
    for (const [path, body, status, message] of cases) {
      const answer = await call("PATCH", `/appointments/${path}`, { headers: staff.headers, body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.body).toContain(message);
    }
    const [row] = await shop.db.select().from(appointments).where(sql`id = ${id}`);
    expect(row).toMatchObject({ deskStatus: "NEW", deskNote: null });
    const wrongMethod = await call("DELETE", `/appointments/${id}`, { headers: staff.headers });
    expect([404, 405]).toContain(wrongMethod.statusCode);
    expect((await call("PATCH", `/appointments/${id}`, { body: { status: "DONE" } })).statusCode).toBe(401);
  });

  it("refuses a disabled member's token", async () => {
    const staff = await staffKit.aStaffMember();
    await shop.db.execute(sql`update ${staffMembers} set disabled_at = now() where id = ${staff.id}`);
    const id = await aBooking(addDays(todayInIndia(), 2), "17:00");
    const refused = await call("PATCH", `/appointments/${id}`, {
      headers: staff.headers,
      body: { status: "DONE" },
    });
    expect(refused.statusCode).toBe(401);
  });
});

let nextAddress = 1;
const anAddress = () => `10.98.0.${nextAddress++}`;

async function aContactMessage(message: string) {
  const sent = await shop.app.inject({
    method: "POST",
    url: "/api/v1/contact",
    remoteAddress: anAddress(),
    payload: {
      name: "Kavya Iyer",
      email: "kavya@gmail.com",
      phone: "9840012345",
      subject: "Resize",
      message,
    },
  });
  expect(sent.statusCode).toBe(201);
  return `contact-${sent.json().id}`;
}

async function aSubscription(email: string) {
  const sent = await shop.app.inject({
    method: "POST",
    url: "/api/v1/subscriptions",
    remoteAddress: anAddress(),
    payload: { email },
  });
  expect(sent.statusCode).toBe(200);
  const [row] = await shop.db.select().from(newsletterSubscribers).where(sql`email = ${email}`);
  return `subscription-${row!.id}`;
}

describe("the messages' inbox", () => {
  it("lists contact messages and subscriptions together, newest first, each id naming its kind", async () => {
    const staff = await staffKit.aStaffMember();
    const contact = await aContactMessage("Can you resize a ring?");
    const subscription = await aSubscription("newsletter.reader@gmail.com");
    // One older message, so the order is the received time's, not the id's or the kind's.
    await shop.db.execute(
      sql`update ${contactMessages} set created_at = now() - interval '1 day' where id = ${Number(contact.split("-")[1])}`,
    );
    const answer = await call("GET", "/messages", { headers: staff.headers });
    expect(answer.statusCode).toBe(200);
    const ids = answer.json().content.map((message: { id: string }) => message.id);
    expect(ids.indexOf(subscription)).toBeLessThan(ids.indexOf(contact));
    const shown = answer.json().content.find((message: { id: string }) => message.id === contact);
    expect(shown).toMatchObject({
      kind: "contact",
      name: "Kavya Iyer",
      email: "kavya@gmail.com",
      phone: "9840012345",
      subject: "Resize",
      message: "Can you resize a ring?",
      answered: false,
      audit: [],
    });
    expect(Date.parse(shown.receivedAt)).toBeGreaterThan(Date.now() - 2 * 86_400_000);
    const onlySubscriptions = await call("GET", "/messages?kind=subscription", { headers: staff.headers });
    expect(onlySubscriptions.json().content.every((m: { kind: string }) => m.kind === "subscription")).toBe(
      true,
    );
    expect(onlySubscriptions.json().content.find((m: { id: string }) => m.id === subscription)).toMatchObject(
      {
        name: null,
        email: "newsletter.reader@gmail.com",
        message: null,
      },
    );
  });

  it("marks a message answered (audited), moves it to the answered list, and back", async () => {
    const staff = await staffKit.aStaffMember("ROLE_STAFF", { name: "Ravi K" });
    const id = await aContactMessage("Do you ship to Dubai?");
    const answered = await call("PATCH", `/messages/${id}`, {
      headers: staff.headers,
      body: { answered: true },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id, answered: true, answeredBy: "Ravi K" });
    expect(answered.json().audit).toMatchObject([
      {
        staffId: staff.id,
        action: "message.update",
        entityType: "message",
        entityId: id,
        before: { answered: false, answeredBy: null },
        after: { answered: true, answeredBy: "Ravi K" },
      },
    ]);
    const open = await call("GET", "/messages?kind=contact", { headers: staff.headers });
    expect(open.json().content.map((m: { id: string }) => m.id)).not.toContain(id);
    const done = await call("GET", "/messages?state=answered", { headers: staff.headers });
    expect(done.json().content.map((m: { id: string }) => m.id)).toContain(id);
    const undone = await call("PATCH", `/messages/${id}`, {
      headers: staff.headers,
      body: { answered: false },
    });
    expect(undone.json()).toMatchObject({ answered: false, answeredBy: null, answeredAt: null });
    expect(undone.json().audit).toHaveLength(2);

    const subscription = await aSubscription("welcome.me@gmail.com");
    const welcomed = await call("PATCH", `/messages/${subscription}`, {
      headers: staff.headers,
      body: { answered: true },
    });
    expect(welcomed.json()).toMatchObject({ id: subscription, kind: "subscription", answered: true });
  });

  it("refuses a bad id, an unknown one, a bad body or query, and strangers", async () => {
    const staff = await staffKit.aStaffMember();
    const id = await aContactMessage("Is the shop open on Sunday?");
    for (const [path, body, status, message] of [
      ["12", { answered: true }, 400, DESK_MESSAGES.messageIdInvalid],
      ["order-12", { answered: true }, 400, DESK_MESSAGES.messageIdInvalid],
      ["contact-0", { answered: true }, 400, DESK_MESSAGES.messageIdInvalid],
      ["contact-9999999999", { answered: true }, 400, DESK_MESSAGES.messageIdInvalid],
      ["contact-2147483647", { answered: true }, 404, DESK_MESSAGES.messageNotFound],
      ["subscription-2147483647", { answered: true }, 404, DESK_MESSAGES.messageNotFound],
      [id, { answered: "yes" }, 400, DESK_MESSAGES.answeredInvalid],
      [id, {}, 400, DESK_MESSAGES.answeredInvalid],
    ] as const) {
      const answer = await call("PATCH", `/messages/${path}`, { headers: staff.headers, body });
      expect(answer.statusCode, path).toBe(status);
      expect(answer.body, path).toContain(message);
    }
    for (const [query, message] of [
      ["kind=order", DESK_MESSAGES.kindInvalid],
      ["state=closed", DESK_MESSAGES.stateInvalid],
      ["size=101", "size must be a whole number from 1 to 100"],
    ] as const) {
      const answer = await call("GET", `/messages?${query}`, { headers: staff.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body).toContain(message);
    }
    const [row] = await shop.db
      .select()
      .from(contactMessages)
      .where(sql`id = ${Number(id.split("-")[1])}`);
    expect(row?.answeredAt).toBeNull();
    expect((await call("GET", "/messages")).statusCode).toBe(401);
    expect((await call("PATCH", `/messages/${id}`, { body: { answered: true } })).statusCode).toBe(401);
    const shopper = await accounts.anAccount();
    const refused = await call("GET", "/messages", { headers: { cookie: `user_token=${shopper.token}` } });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain("kavya");
  });
});
