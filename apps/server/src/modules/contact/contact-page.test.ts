// The /contact page (issue 12 item 3) through the storefront's production build: what it shows,
// and its form posted as a browser without JavaScript posts it, into the real API and database.
// Run after `npm run build` (`npm test` builds first).
import { CONTACT_MESSAGES } from "@nagai/contracts/contact-texts";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { contactMessages } from "./contact.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_MAX_PER_ADDRESS_PER_HOUR: "2" }, { web: true });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each post from an address of its own, but for the test of the limit. */
const anAddress = () => `10.26.0.${nextAddress++}`;

function post(fields: Record<string, string>, remoteAddress = anAddress()) {
  return t.app.inject({
    method: "POST",
    url: "/contact",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost" },
    payload: new URLSearchParams(fields).toString(),
  });
}

const MESSAGE = {
  name: "Kavya Iyer",
  email: "kavya@gmail.com",
  phone: "+91 98400 12345",
  subject: "Ring resizing",
  message: "Can you resize a ring bought last year?",
};

async function storedMessages() {
  return t.db.select().from(contactMessages).orderBy(desc(contactMessages.id));
}

async function mailOutbox(): Promise<{ to: string; subject: string; text: string; replyTo?: string }[]> {
  return (await t.app.inject({ url: "/api/v1/dev/mail-outbox", remoteAddress: "127.0.0.1" })).json().data;
}

describe("/contact", () => {
  it("shows the shop's address, phone and e-mail, the form and a map link, and may be kept", async () => {
    const page = await t.app.inject("/contact");
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain("<title>Contact Us | Nagai</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain("14 Usman Road, T. Nagar, Chennai");
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="mailto:care@nagai.in"');
    for (const name of ["name", "email", "phone", "subject", "message"]) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('href="https://www.openstreetmap.org/');
    // No third-party frame or script: the map is a drawing and a link.
    expect(html).not.toMatch(/<iframe|<script[^>]+src="https?:/);
    expect(page.headers["cache-control"] ?? "").not.toContain("no-store");
  });

  it("without JavaScript a message is stored, mailed to the shop, and the page says so", async () => {
    const answer = await post(MESSAGE);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(CONTACT_MESSAGES.success);
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      name: MESSAGE.name,
      email: MESSAGE.email,
      phone: MESSAGE.phone,
      subject: MESSAGE.subject,
      message: MESSAGE.message,
      isVerified: false,
    });
    await expect
      .poll(async () => (await mailOutbox()).find((mail) => mail.text.includes(MESSAGE.message)))
      .toMatchObject({ replyTo: MESSAGE.email });
  });

  it("a message without its required fields is refused with each field's message, keeping what was typed", async () => {
    const before = (await storedMessages()).length;
    const answer = await post({ name: " ", email: "", phone: "", subject: "Earrings", message: "" });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("Name is required");
    expect(answer.body).toContain("Email is required");
    expect(answer.body).toContain("Comment is required");
    expect(answer.body).not.toContain(CONTACT_MESSAGES.success);
    // What the shopper typed comes back into the form.
    expect(answer.body).toMatch(/name="subject"[^>]*value="Earrings"|value="Earrings"[^>]*name="subject"/);
    expect((await storedMessages()).length).toBe(before);
  });

  it("a bad e-mail or phone, a NUL byte or a huge comment gets a clear message and stores nothing", async () => {
    const before = (await storedMessages()).length;
    const badEmail = await post({ ...MESSAGE, email: "kavya@gmail" });
    expect(badEmail.body).toContain(CONTACT_MESSAGES.emailInvalid);
    const badPhone = await post({ ...MESSAGE, phone: "call me" });
    expect(badPhone.body).toContain(CONTACT_MESSAGES.phoneInvalid);
    const nul = await post({ ...MESSAGE, name: "Kav\u0000ya" });
    expect(nul.statusCode).toBe(200);
    expect(nul.body).toContain("must not contain NUL");
    const huge = await post({ ...MESSAGE, message: "a".repeat(6000) });
    expect(huge.statusCode).toBe(200);
    expect(huge.body).toContain("Comment must be at most 5000 characters");
    expect((await storedMessages()).length).toBe(before);
  });

  it("past the address's limit the page shows the spec's error, and the message is not stored", async () => {
    const address = anAddress();
    for (let i = 0; i < 2; i++)
      expect((await post(MESSAGE, address)).body).toContain(CONTACT_MESSAGES.success);
    const before = (await storedMessages()).length;
    const refused = await post({ ...MESSAGE, message: "A third one" }, address);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(CONTACT_MESSAGES.error);
    expect(refused.body).not.toContain(CONTACT_MESSAGES.success);
    expect((await storedMessages()).length).toBe(before);
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.message, "A third one"));
    expect(rows).toEqual([]);
  });
});
