import { CONTACT_MESSAGES, ContactSentSchema } from "@nagai/contracts/contact";
import { ErrorResponseSchema } from "@nagai/contracts/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailOutboxMessage } from "../../providers/mail/mail.public.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { contactMessages } from "./contact.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_SHOP_TO: "care@nagai.example", CONTACT_MAX_PER_ADDRESS_PER_HOUR: "3" });
});
afterAll(() => t.close());

let nextAddress = 1;
const MESSAGE = { name: "Arun K", email: "arun@example.com", message: "Do you resize rings?" };

function send(body: unknown, { ip = `10.32.0.${nextAddress++}`, contentType = "application/json" } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/contact",
    remoteAddress: ip,
    headers: { "content-type": contentType },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function shopMails(): Promise<MailOutboxMessage[]> {
  const read = async () =>
    (
      (await t.app.inject({ url: "/api/v1/dev/mail-outbox", remoteAddress: "127.0.0.1" })).json()
        .data as MailOutboxMessage[]
    ).filter((mail) => mail.to === "care@nagai.example");
  for (let waited = 0; waited < 2_000 && (await read()).length === 0; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

describe("POST /api/v1/contact", () => {
  it("stores the message, answers its id and mails it to the shop", async () => {
    const response = await send({
      ...MESSAGE,
      name: " Arun K ",
      phone: "+91 98765 43210",
      subject: "Ring\r\nBcc: victim@example.com",
      isVerified: true,
    });
    expect(response.statusCode).toBe(201);
    const { id } = ContactSentSchema.parse(response.json());
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: "Arun K",
      email: "arun@example.com",
      phone: "+91 98765 43210",
      message: "Do you resize rings?",
      isVerified: false,
    });
    const mail = (await shopMails()).find((sent) => sent.subject.startsWith(`Contact form #${id}:`));
    // A line break in the subject cannot add a header.
    expect(mail?.subject).toBe(`Contact form #${id}: Ring Bcc: victim@example.com`);
    expect(mail?.replyTo).toBe("arun@example.com");
    expect(mail?.text).toContain("Do you resize rings?");
  });

  it("takes phone and subject left out, null or empty", async () => {
    for (const optional of [{}, { phone: null, subject: null }, { phone: "", subject: "" }]) {
      const response = await send({ ...MESSAGE, ...optional });
      expect(response.statusCode).toBe(201);
      const [row] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, response.json().id));
      expect(row).toMatchObject({ phone: null, subject: null });
    }
  });

  it("refuses a missing or broken field with a message naming it, and stores nothing", async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, "name", "Name is required"],
      [{ name: "  " }, "name", "Name is required"],
      [{ email: undefined }, "email", "Email is required"],
      [{ email: "arun@" }, "email", CONTACT_MESSAGES.emailInvalid],
      [{ message: undefined }, "message", "Comment is required"],
      [{ message: "" }, "message", "Comment is required"],
      [{ phone: "call me" }, "phone", CONTACT_MESSAGES.phoneInvalid],
      [{ subject: 7 }, "subject", "Subject must be text"],
      [{ message: "x".repeat(5001) }, "message", "Comment must be at most 5000 characters"],
      [{ name: "x".repeat(200_000) }, "name", "Name must be at most 100 characters"],
      [{ message: "hi\u0000" }, "message", "message must not contain NUL characters"],
    ];
    for (const [change, field, message] of cases) {
      const response = await send({ ...MESSAGE, ...change });
      expect(response.statusCode, `${field}`).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).fields?.[field], field).toBe(message);
    }
    for (const [payload, contentType] of [
      ["{", "application/json"],
      ["[1]", "application/json"],
      ["name=a", "application/x-www-form-urlencoded"],
    ]) {
      const response = await send(payload, { contentType });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it("limits messages per address, with Retry-After", async () => {
    const ip = "10.32.9.9";
    for (let i = 0; i < 3; i++) expect((await send(MESSAGE, { ip })).statusCode).toBe(201);
    const refused = await send(MESSAGE, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CONTACT_MESSAGES.tooManyRequests);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(MESSAGE, { ip: "10.32.9.10" })).statusCode).toBe(201);
  });
});
