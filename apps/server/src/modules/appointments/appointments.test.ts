import {
  APPOINTMENT_CATEGORIES,
  APPOINTMENT_LANGUAGES,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_SUBCATEGORIES,
  AppointmentBookedSchema,
  addDays,
  todayInIndia,
} from "@nagai/contracts/appointment";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailOutboxMessage } from "../../providers/mail/mail.public.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { APPOINTMENTS_PER_NUMBER_PER_HOUR } from "./appointments.service.ts";
import { appointments } from "./appointments.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SHOP_SMS_NUMBER: "9000011111", MAIL_SHOP_TO: "bookings@nagai.example" });
});
afterAll(() => t.close());

let nextNumber = 9_310_000_000;
let nextAddress = 1;
/** A booking from an address and for a number of its own, so no test meets another's limits. */
function aBooking(change: Record<string, unknown> = {}) {
  return {
    name: "Meena Raman",
    email: "meena@example.com",
    mobileNumber: String(nextNumber++),
    cityOrCountry: "Chennai",
    category: "Gold",
    subCategory: "Necklaces and Sets",
    preferredLanguage: "Tamil",
    message: "Bridal set, temple work",
    appointmentDate: addDays(todayInIndia(), 2),
    appointmentTime: "11:30",
    ...change,
  };
}

function book(body: unknown, { ip = `10.31.0.${nextAddress++}`, contentType = "application/json" } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/video-appointments/upload",
    remoteAddress: ip,
    headers: { "content-type": contentType },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function until<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const found = await read();
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

const mailsTo = async (to: string): Promise<MailOutboxMessage[]> =>
  (
    (await t.app.inject({ url: "/api/v1/dev/mail-outbox", remoteAddress: "127.0.0.1" })).json()
      .data as MailOutboxMessage[]
  ).filter((mail) => mail.to === to);
const smsTo = async (to: string): Promise<{ body: string }[]> =>
  (
    (await t.app.inject({ url: "/api/v1/dev/outbox", remoteAddress: "127.0.0.1" })).json().data as {
      to: string;
      body: string;
    }[]
  ).filter((sms) => sms.to === to);

describe("POST /api/v1/video-appointments/upload", () => {
  it("stores the booking with appointmentDateTime = date T time, India's time, and says booked", async () => {
    const booking = aBooking({ name: "  Meena Raman ", email: "meena.stored@example.com" });
    const response = await book(booking);
    expect(response.statusCode).toBe(201);
    const answer = AppointmentBookedSchema.parse(response.json());
    expect(answer).toMatchObject({
      status: "success",
      message: APPOINTMENT_MESSAGES.booked,
      appointmentDateTime: `${booking.appointmentDate}T11:30`,
    });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, answer.id));
    expect(row).toMatchObject({
      name: "Meena Raman",
      email: "meena.stored@example.com",
      mobileNumber: booking.mobileNumber,
      cityOrCountry: "Chennai",
      category: "Gold",
      subCategory: "Necklaces and Sets",
      preferredLanguage: "Tamil",
      message: "Bridal set, temple work",
      userId: null,
    });
    // 11:30 in India is 06:00 UTC.
    expect(row!.appointmentAt.toISOString()).toBe(`${booking.appointmentDate}T06:00:00.000Z`);
  });

  it("tells the shop and the shopper by mail and by SMS", async () => {
    const booking = aBooking({ email: "meena.mail@example.com", appointmentTime: "16:45" });
    const response = await book(booking);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const [toShopper] = await until(() => mailsTo("meena.mail@example.com"), 1);
    expect(toShopper).toMatchObject({
      from: "Nagai <no-reply@nagai.example>",
      subject: `Your Nagai video appointment on ${booking.appointmentDate} at 16:45`,
    });
    expect(toShopper!.text).toContain(APPOINTMENT_MESSAGES.successModal);
    expect(toShopper!.text).toContain("Subcategory: Necklaces and Sets");

    const toShop = (await until(() => mailsTo("bookings@nagai.example"), 1)).find((mail) =>
      mail.subject.startsWith(`Video appointment #${id}:`),
    );
    expect(toShop?.replyTo).toBe("meena.mail@example.com");
    expect(toShop?.text).toContain(`Mobile number: ${booking.mobileNumber}`);
    expect(toShop?.text).toContain("Language: Tamil");

    const [sms] = await until(() => smsTo(booking.mobileNumber), 1);
    expect(sms!.body).toContain(`${booking.appointmentDate} 16:45`);
    const shopSms = await until(() => smsTo("9000011111"), 1);
    expect(shopSms.some((message) => message.body.includes(`#${id} `))).toBe(true);
  });

  it("takes today in India, every category, subcategory and language, and no message", async () => {
    let i = 0;
    for (const category of APPOINTMENT_CATEGORIES) {
      for (const subCategory of APPOINTMENT_SUBCATEGORIES) {
        const preferredLanguage = APPOINTMENT_LANGUAGES[i++ % APPOINTMENT_LANGUAGES.length];
        const response = await book(
          aBooking({ category, subCategory, preferredLanguage, message: undefined }),
        );
        expect(response.statusCode, `${category} ${subCategory}`).toBe(201);
      }
    }
    const today = await book(
      aBooking({ appointmentDate: todayInIndia(), message: "", appointmentTime: "09:05:30" }),
    );
    expect(today.statusCode).toBe(201);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, today.json().id));
    expect(row!.message).toBeNull();
  });

  it("refuses each rule's breach with the spec's message, naming the field, and stores nothing", async () => {
    const before = (await t.db.select().from(appointments)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, "name", "Name is required"],
      [{ name: "   " }, "name", "Name is required"],
      [{ email: undefined }, "email", "Email is required"],
      [{ email: "meena" }, "email", "Please enter a valid email"],
      [{ email: "meena@example" }, "email", "Please enter a valid email"],
      [{ email: "me ena@example.com" }, "email", "Please enter a valid email"],
      [{ mobileNumber: undefined }, "mobileNumber", "Mobile number is required"],
      [{ mobileNumber: "98765" }, "mobileNumber", APPOINTMENT_MESSAGES.mobileInvalid],
      [{ mobileNumber: "98765abcde" }, "mobileNumber", APPOINTMENT_MESSAGES.mobileInvalid],
      [{ cityOrCountry: "" }, "cityOrCountry", "City/Country is required"],
      [{ category: undefined }, "category", "Category is required"],
      [{ category: "Platinum" }, "category", "Please choose a category from the list"],
      [{ category: "gold" }, "category", "Please choose a category from the list"],
      [{ subCategory: "" }, "subCategory", "Subcategory is required"],
      [{ subCategory: "Watches" }, "subCategory", "Please choose a subcategory from the list"],
      [{ preferredLanguage: undefined }, "preferredLanguage", "Language is required"],
      [{ preferredLanguage: "French" }, "preferredLanguage", "Please choose a language from the list"],
      [{ appointmentDate: undefined }, "appointmentDate", "Date is required"],
      [{ appointmentDate: "2026-02-30" }, "appointmentDate", APPOINTMENT_MESSAGES.dateInvalid],
      [{ appointmentDate: "25/12/2026" }, "appointmentDate", APPOINTMENT_MESSAGES.dateInvalid],
      [{ appointmentTime: undefined }, "appointmentTime", "Time is required"],
      [{ appointmentTime: "25:00" }, "appointmentTime", APPOINTMENT_MESSAGES.timeInvalid],
      [{ appointmentTime: "11:30 AM" }, "appointmentTime", APPOINTMENT_MESSAGES.timeInvalid],
      [{ message: "x".repeat(2001) }, "message", "Message must be at most 2000 characters"],
      // Hostile input: wrong types, huge strings, NUL bytes.
      [{ name: 42 }, "name", "Name is required"],
      [{ name: ["Meena"] }, "name", "Name is required"],
      [{ message: { text: "hi" } }, "message", "Message must be text"],
      [{ name: "x".repeat(100_000) }, "name", "Name must be at most 100 characters"],
      [{ cityOrCountry: "Chen\u0000nai" }, "cityOrCountry", "cityOrCountry must not contain NUL characters"],
    ];
    for (const [change, field, message] of cases) {
      const response = await book(aBooking(change));
      expect(response.statusCode, `${field} ${JSON.stringify(change).slice(0, 80)}`).toBe(400);
      const body = ErrorResponseSchema.parse(response.json());
      expect(body.fields?.[field], `${field} ${JSON.stringify(change).slice(0, 80)}`).toBe(message);
    }
    expect((await t.db.select().from(appointments)).length).toBe(before);
  });

  it("refuses a date before today in India, and one more than a year ahead", async () => {
    const yesterday = await book(aBooking({ appointmentDate: addDays(todayInIndia(), -1) }));
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().fields).toEqual({ appointmentDate: "Date cannot be before today" });
    const far = await book(aBooking({ appointmentDate: addDays(todayInIndia(), 366) }));
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toEqual({ appointmentDate: APPOINTMENT_MESSAGES.dateTooFar });
    expect((await book(aBooking({ appointmentDate: addDays(todayInIndia(), 365) }))).statusCode).toBe(201);
  });

  it("answers a body that is not a JSON object with a 4xx, never a 5xx", async () => {
    for (const [payload, contentType] of [
      ["not json", "application/json"],
      ["[]", "application/json"],
      ["null", "application/json"],
      ["name=Meena", "application/x-www-form-urlencoded"],
      ["Meena", "text/plain"],
    ]) {
      const response = await book(payload, { contentType });
      expect(response.statusCode, `${contentType} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${contentType} ${payload}`).toBeLessThan(500);
    }
  });

  it("ignores a sent appointmentDateTime: the server joins date and time", async () => {
    const booking = aBooking({ appointmentDateTime: "1999-01-01T00:00" });
    const response = await book(booking);
    expect(response.statusCode).toBe(201);
    expect(response.json().appointmentDateTime).toBe(`${booking.appointmentDate}T11:30`);
  });

  it("limits bookings per address and per mobile number, with Retry-After", async () => {
    const ip = "10.31.9.9";
    for (let i = 0; i < 5; i++) expect((await book(aBooking(), { ip })).statusCode).toBe(201);
    const refused = await book(aBooking(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(APPOINTMENT_MESSAGES.tooManyRequests);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // One number named from many addresses: at most a few SMS an hour reach it.
    const mobileNumber = "9399999999";
    for (let i = 0; i < APPOINTMENTS_PER_NUMBER_PER_HOUR; i++) {
      expect((await book(aBooking({ mobileNumber }))).statusCode).toBe(201);
    }
    const flooded = await book(aBooking({ mobileNumber }));
    expect(flooded.statusCode).toBe(429);
    const texts = await until(() => smsTo(mobileNumber), APPOINTMENTS_PER_NUMBER_PER_HOUR);
    expect(texts).toHaveLength(APPOINTMENTS_PER_NUMBER_PER_HOUR);
  });

  it("shows the mail outbox only to this machine, unforwarded", async () => {
    const outbox = (options: { remoteAddress: string; headers?: Record<string, string> }) =>
      t.app.inject({ url: "/api/v1/dev/mail-outbox", ...options });
    expect((await outbox({ remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await outbox({ remoteAddress: "10.1.2.3" })).statusCode).toBe(404);
    expect(
      (await outbox({ remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1" } })).statusCode,
    ).toBe(404);
  });

  it("is in the OpenAPI document with its body and answers, beside the contact form", async () => {
    const document = (await t.app.inject("/api/docs/json")).json();
    const upload = document.paths["/api/v1/video-appointments/upload"].post;
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(["201", "400", "429"]));
    const body = upload.requestBody.content["application/json"].schema.$ref.split("/").pop();
    expect(body).toMatch(/^AppointmentBody/);
    expect(document.components.schemas[body].required).toEqual(
      expect.arrayContaining(["name", "email", "mobileNumber", "appointmentDate", "appointmentTime"]),
    );
    expect(document.paths["/api/v1/contact"].post.responses["201"]).toBeDefined();
  });
});
