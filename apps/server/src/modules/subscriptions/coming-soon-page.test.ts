// The /coming-soon page (issue 12 item 5) through the storefront's production build: the
// countdown in the server's HTML, and the subscribe form posted as a browser without JavaScript
// posts it, into the real API and database. Run after `npm run build` (`npm test` builds first).
import { COMING_SOON_DONE, getCountdown } from "@nagai/contracts/coming-soon";
import { SUBSCRIPTION_MESSAGES } from "@nagai/contracts/subscription";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { newsletterSubscribers } from "./subscriptions.tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUBSCRIPTION_MAX_PER_ADDRESS_PER_HOUR: "2" }, { web: true });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each post from an address of its own, but for the test of the limit. */
const anAddress = () => `10.30.0.${nextAddress++}`;

function post(email: string, remoteAddress = anAddress()) {
  return t.app.inject({
    method: "POST",
    url: "/coming-soon",
    remoteAddress,
    headers: { "content-type": "application/x-www-form-urlencoded", host: "localhost" },
    payload: new URLSearchParams({ email }).toString(),
  });
}

const rowsFor = (email: string) =>
  t.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);

/** The numbers of the countdown, in the order shown: days, hours, minutes, seconds. */
function clockNumbers(html: string): number[] {
  return [...html.matchAll(/class="countdown__number">(\d+)</g)].map((match) => Number(match[1]));
}

describe("/coming-soon", () => {
  it("shows the time left to the launch, counted on the server, quiet for screen readers, and the form", async () => {
    const before = getCountdown(Date.now());
    const page = await t.app.inject({ url: "/coming-soon", headers: { host: "localhost" } });
    const after = getCountdown(Date.now());
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain("<title>Coming Soon | Nagai</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/coming-soon"');
    expect(html).toMatch(/<h1[^>]*>Coming Soon<\/h1>/);
    // The launch is a year away at most, and not here yet.
    expect(before.done).toBe(false);
    expect(before.days).toBeLessThanOrEqual(365);
    const [days, hours, minutes, seconds] = clockNumbers(html);
    expect([before.days, after.days]).toContain(days);
    expect([before.hours, after.hours]).toContain(hours);
    expect([before.minutes, after.minutes]).toContain(minutes);
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds).toBeLessThan(60);
    expect(html).not.toContain(COMING_SOON_DONE);
    expect(html).toMatch(/role="timer" aria-live="off"/);
    expect(html).toContain('<time dateTime="2027-11-25T18:30:00.000Z">Friday, 26 November 2027</time>');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*type="email"|type="email"[^>]*name="email"/);
    // The time left changes every second: the page is never kept.
    const again = await t.app.inject({ url: "/coming-soon", headers: { host: "localhost" } });
    expect(again.headers["x-cache"]).toBeUndefined();
  });

  it("without JavaScript an address is stored once, whatever its case, and the page says so each time", async () => {
    const first = await post("Lakshmi.N@Example.com");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(SUBSCRIPTION_MESSAGES.success);
    const again = await post("lakshmi.n@example.COM");
    expect(again.body).toContain(SUBSCRIPTION_MESSAGES.success);
    const rows = await rowsFor("lakshmi.n@example.com");
    expect(rows.map((row) => row.email)).toEqual(["lakshmi.n@example.com"]);
  });

  it("an empty, broken, NUL-holding or huge address gets its message, keeps what was typed, and stores nothing", async () => {
    const count = async () => (await t.db.select().from(newsletterSubscribers)).length;
    const before = await count();
    const empty = await post("  ");
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain(SUBSCRIPTION_MESSAGES.required);
    const broken = await post("lakshmi@example");
    expect(broken.body).toContain(SUBSCRIPTION_MESSAGES.emailInvalid);
    expect(broken.body).toMatch(/value="lakshmi@example"/);
    expect(broken.body).toMatch(/aria-invalid="true"/);
    const nul = await post("lak\u0000shmi@example.com");
    expect(nul.statusCode).toBe(200);
    expect(nul.body).toContain("must not contain NUL");
    const huge = await post(`${"a.".repeat(300_000)}@example.com`);
    expect(huge.statusCode).toBe(200);
    expect(huge.body).toContain(SUBSCRIPTION_MESSAGES.tooLong);
    expect(huge.body.length).toBeLessThan(200_000);
    for (const answer of [empty, broken, nul, huge])
      expect(answer.body).not.toContain(SUBSCRIPTION_MESSAGES.success);
    expect(await count()).toBe(before);
  });

  it("past the address's limit the page says to try later, and the address is not stored", async () => {
    const address = anAddress();
    for (let i = 0; i < 2; i++) {
      expect((await post(`limit${i}@example.com`, address)).body).toContain(SUBSCRIPTION_MESSAGES.success);
    }
    const refused = await post("limit2@example.com", address);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(SUBSCRIPTION_MESSAGES.tooManyRequests);
    expect(refused.body).not.toContain(SUBSCRIPTION_MESSAGES.success);
    expect(await rowsFor("limit2@example.com")).toEqual([]);
  });
});
