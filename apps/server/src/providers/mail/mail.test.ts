import type { AddressInfo } from "node:net";
import { addDays, todayInIndia } from "@nagai/contracts/appointment";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { appointments } from "../../modules/appointments/appointments.tables.ts";
import { contactMessages } from "../../modules/contact/contact.tables.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { outboxMessages } from "../outbox/outbox.tables.ts";

/** A real SMTP server on a free port of this machine, keeping what it is sent. */
async function startSmtpServer(options: SMTPServerOptions = {}) {
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];
  const logins: { username?: string; password?: string }[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback, as a relay on the same machine would speak it.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password ?? undefined });
      if (auth.username === "nagai" && auth.password === "s3cret-pass") callback(null, { user: "nagai" });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** A test that starts a shop of its own: a fresh embedded database takes 20 s on a busy machine. */
const APP_TEST_TIMEOUT = 120_000;

async function waitFor(check: () => boolean, what: string) {
  for (let waited = 0; waited < 10_000; waited += 20) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const smtpEnv = (server: SmtpServer, extra: Record<string, string> = {}) => ({
  MAIL_PROVIDER: "smtp",
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(server.port),
  SMTP_STARTTLS: "false",
  MAIL_FROM: "Nagai <care@nagai.example>",
  MAIL_SHOP_TO: "shop@nagai.example",
  ...extra,
});

const booking = (mobileNumber: string) => ({
  name: "Lakshmi Iyer",
  email: "lakshmi@example.com",
  mobileNumber,
  cityOrCountry: "Coimbatore",
  category: "Silver",
  subCategory: "Bangles and Bracelets",
  preferredLanguage: "Malayalam",
  appointmentDate: addDays(todayInIndia(), 1),
  appointmentTime: "10:00",
});

const post = (t: TestApp, url: string, body: unknown) =>
  t.app.inject({ method: "POST", url, payload: body as Record<string, unknown> });

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

describe("SMTP mail", () => {
  it(
    "delivers the booking's mails and the contact message to a real SMTP server, signed in",
    async () => {
      const server = await startSmtpServer();
      const t = await createTestApp(smtpEnv(server, { SMTP_USER: "nagai", SMTP_PASSWORD: "s3cret-pass" }));
      cleanup.push(server.close, t.close);

      const booked = await post(t, "/api/v1/video-appointments/upload", booking("9420000001"));
      expect(booked.statusCode).toBe(201);
      const sent = await post(t, "/api/v1/contact", {
        name: "Lakshmi Iyer",
        email: "lakshmi@example.com",
        subject: "Anklets",
        message: "Do you make silver anklets to order?",
      });
      expect(sent.statusCode).toBe(201);
      await waitFor(() => server.received.length === 3, "three mails");

      // Signed in on each of the pool's connections, with the configured user.
      expect(server.logins.length).toBeGreaterThan(0);
      for (const login of server.logins)
        expect(login).toEqual({ username: "nagai", password: "s3cret-pass" });
      const to = (address: string) => server.received.filter((mail) => mail.envelopeTo.includes(address));
      const [toShopper] = to("lakshmi@example.com");
      expect(toShopper!.mail.from?.text).toBe('"Nagai" <care@nagai.example>');
      expect(toShopper!.mail.subject).toContain("Your Nagai video appointment");
      expect(toShopper!.mail.text).toContain("Subcategory: Bangles and Bracelets");
      const shop = to("shop@nagai.example").map((mail) => mail.mail);
      expect(shop.map((mail) => mail.subject).sort()).toEqual([
        `Contact form #${sent.json().id}: Anklets`,
        `Video appointment #${booked.json().id}: Lakshmi Iyer, ${booking("").appointmentDate} 10:00`,
      ]);
      expect(shop.every((mail) => mail.replyTo?.text === "lakshmi@example.com")).toBe(true);
      // No outbox with a real provider.
      const outbox = await t.app.inject({ url: "/api/v1/dev/mail-outbox", remoteAddress: "127.0.0.1" });
      expect(outbox.statusCode).toBe(404);
    },
    APP_TEST_TIMEOUT,
  );

  it(
    "keeps the booking and the message when the SMTP server refuses every mail",
    async () => {
      let refused = 0;
      const server = await startSmtpServer({
        onData(stream, _session, callback) {
          refused++;
          stream.resume();
          stream.on("end", () => {
            const error = new Error("Mailbox unavailable") as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
          });
        },
      });
      const t = await createTestApp(smtpEnv(server));
      cleanup.push(server.close, t.close);
      const booked = await post(t, "/api/v1/video-appointments/upload", booking("9420000002"));
      expect(booked.statusCode).toBe(201);
      const sent = await post(t, "/api/v1/contact", {
        name: "Lakshmi",
        email: "lakshmi@example.com",
        message: "Hello",
      });
      expect(sent.statusCode).toBe(201);
      // All three mails were tried and refused; the rows stay.
      await waitFor(() => refused === 3, "three refused mails");
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().id));
      expect(row?.mobileNumber).toBe("9420000002");
      const [message] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, sent.json().id));
      expect(message?.message).toBe("Hello");
      // The mails wait in the outbox, each attempt and the server's answer recorded, to be retried.
      let waiting: (typeof outboxMessages.$inferSelect)[] = [];
      for (let tries = 0; tries < 100 && waiting.filter((row) => row.lastError).length < 3; tries++) {
        waiting = await t.db.select().from(outboxMessages).where(eq(outboxMessages.channel, "mail"));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(waiting).toHaveLength(3);
      for (const row of waiting) {
        expect(row.state).toBe("pending");
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toMatch(/550/);
      }
    },
    APP_TEST_TIMEOUT,
  );

  it(
    "keeps the booking when no SMTP server answers, or one lacks the STARTTLS it must offer",
    async () => {
      const server = await startSmtpServer();
      const port = server.port;
      await server.close();
      const gone = await createTestApp(smtpEnv({ ...server, port }));
      cleanup.push(gone.close);
      const booked = await post(gone, "/api/v1/video-appointments/upload", booking("9420000003"));
      expect(booked.statusCode).toBe(201);
      expect(await gone.db.select().from(appointments)).toHaveLength(1);

      const plain = await startSmtpServer();
      const strict = await createTestApp({ ...smtpEnv(plain), SMTP_STARTTLS: "true" });
      cleanup.push(plain.close, strict.close);
      expect(
        (await post(strict, "/api/v1/video-appointments/upload", booking("9420000004"))).statusCode,
      ).toBe(201);
      // Let the sends try and fail: nothing reaches a server that cannot encrypt.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(plain.received).toEqual([]);
      expect(await strict.db.select().from(appointments)).toHaveLength(1);
    },
    APP_TEST_TIMEOUT,
  );
});

describe("mail settings", () => {
  const production = {
    NODE_ENV: "production",
    JWT_SECRET: "x".repeat(32),
    SMS_PROVIDER: "http",
    SMS_HTTP_URL: "https://sms.example/api/v5/otp",
    SMS_HTTP_AUTH_KEY: "k",
    SMS_HTTP_TEMPLATE_ID: "t",
    PUBLIC_ORIGIN: "https://nagai.in",
    PAYPHI_MERCHANT_ID: "m",
    PAYPHI_SECRET: "s".repeat(16),
    PAYPHI_BASE_URL: "https://payphi.example",
    SHOP_ADDRESS: "12 Bazaar Street, T. Nagar, Chennai, Tamil Nadu - 600017",
    SHOP_GSTIN: "33ABCDE1234F1Z5",
  };

  it("refuses the outbox provider in production, and takes SMTP", () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/MAIL_PROVIDER: must be smtp in production/);
    const config = loadConfig({ ...production, MAIL_PROVIDER: "smtp", SMTP_HOST: "smtp.example" });
    expect(config).toMatchObject({ MAIL_PROVIDER: "smtp", SMTP_PORT: 587, SMTP_STARTTLS: true });
  });

  it("names each missing or broken mail setting", () => {
    expect(() => loadConfig({ MAIL_PROVIDER: "smtp" })).toThrow(/SMTP_HOST: must be set/);
    expect(() => loadConfig({ MAIL_PROVIDER: "sendmail" })).toThrow(/MAIL_PROVIDER/);
    expect(() => loadConfig({ SMTP_PORT: "70000" })).toThrow(/SMTP_PORT/);
    expect(() => loadConfig({ SMTP_STARTTLS: "yes" })).toThrow(/SMTP_STARTTLS: must be true or false/);
    expect(() => loadConfig({ SMTP_USER: "nagai" })).toThrow(/SMTP_USER and SMTP_PASSWORD go together/);
    expect(() => loadConfig({ MAIL_SHOP_TO: "shop" })).toThrow(/MAIL_SHOP_TO: must be an e-mail address/);
    expect(() => loadConfig({ SHOP_SMS_NUMBER: "12345" })).toThrow(/SHOP_SMS_NUMBER: must be 10 digits/);
  });
});
