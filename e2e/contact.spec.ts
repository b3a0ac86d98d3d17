import { expect, type Page, type Route, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// The /contact page (issue 12 item 3) as a visitor uses it. The spec's texts are written out here
// rather than imported, so a slip in the contracts cannot agree with itself.
const TEXTS = {
  success: "Success! Message submitted successfully.",
  error: "Error! Please try again later.",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  commentRequired: "Comment is required",
  emailInvalid: "Please enter a valid email",
};

test.describe.configure({ timeout: 120_000 });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

async function mailsAbout(page: Page, text: string): Promise<Mail[]> {
  const outbox = (await (await page.request.get("/api/v1/dev/mail-outbox")).json()) as { data: Mail[] };
  return outbox.data.filter((mail) => mail.text.includes(text));
}

test("on a phone a visitor sends a message: each missing field is named, then the shop gets it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Contact Us", level: 1 })).toBeVisible();
  const main = page.locator("#main");
  await expect(main.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
    "href",
    "tel:+919876543210",
  );
  await expect(main.getByRole("link", { name: "care@nagai.in" })).toHaveAttribute(
    "href",
    "mailto:care@nagai.in",
  );
  await expect(main.getByRole("link", { name: /Open the map/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\//,
  );
  expect(await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")).toBeLessThanOrEqual(
    0,
  );

  // Nothing typed: each required field says so, and editing one clears its message only.
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  for (const text of [TEXTS.nameRequired, TEXTS.emailRequired, TEXTS.commentRequired]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await field(page, "Name").fill("Kavya Iyer");
  await expect(page.getByText(TEXTS.nameRequired)).toHaveCount(0);
  await expect(page.getByText(TEXTS.emailRequired)).toBeVisible();
  await field(page, "Email").fill("kavya@gmail");
  await field(page, "Comment").fill("typing");
  await expect(page.getByText(TEXTS.commentRequired)).toHaveCount(0);
  await send.click();
  await expect(page.getByText(TEXTS.emailInvalid, { exact: true })).toBeVisible();
  await expect(field(page, "Email")).toHaveAttribute("aria-invalid", "true");

  // A good message: the spec's success text, an empty form, and the shop's mail.
  const comment = `Can you resize a ring? ${Date.now()}`;
  await field(page, "Email").fill("kavya@gmail.com");
  await field(page, "Subject").fill("Ring resizing");
  await field(page, "Comment").fill(comment);
  await send.click();
  // Sent: the success text is brought into view (the form is below the shop's details and map
  // on a phone) and focused, so a screen reader reads it.
  const sent = page.getByText(TEXTS.success);
  await expect(sent).toBeVisible({ timeout: 15_000 });
  await expect(sent).toBeInViewport();
  await expect(sent).toBeFocused();
  await expect(field(page, "Comment")).toHaveValue("");
  await expect(field(page, "Name")).toHaveValue("");
  await expect.poll(async () => (await mailsAbout(page, comment)).length).toBe(1);
  const [mail] = await mailsAbout(page, comment);
  expect(mail).toMatchObject({ replyTo: "kavya@gmail.com" });
  expect(mail?.text).toContain("Ring resizing");
  await expectNoSeriousAxeViolations(page);
});

test("without JavaScript the form posts and the page answers with the success text", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  const comment = `Do you make custom bangles? ${Date.now()}`;
  await field(page, "Name").fill("Arjun Rao");
  await field(page, "Email").fill("arjun@gmail.com");
  await field(page, "Comment").fill(comment);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(TEXTS.success)).toBeVisible();
  await expect.poll(async () => (await mailsAbout(page, comment)).length).toBe(1);
  await context.close();
});

/**
 * Every script the page fetches passes through here; those that hold Zod (the form's checks,
 * decision 065) are answered by `answer` instead, the others as they are.
 */
async function onZodScripts(page: Page, answer: (route: Route) => Promise<void>) {
  const zod: string[] = [];
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes("ZodError")) return route.fulfill({ response, body });
    zod.push(route.request().url());
    return answer(route);
  });
  return zod;
}

/** The scripts that hold Zod wait until `release` is called. */
async function holdZodScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const zod = await onZodScripts(page, async (route) => {
    await held;
    await route.continue();
  });
  return { zod, release };
}

/** The URLs the page posts to, as it posts them. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test("the form's checks come with its first focus, and a tap before they come waits for them", async ({
  page,
}) => {
  const { zod, release } = await holdZodScripts(page);
  const posts = recordPosts(page);
  await page.goto("/contact");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(zod, "the page loads without the form's checks").toEqual([]);

  // The tap focuses the button, which asks for the checks; the submit waits for them.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => zod.length).toBe(1);
  await page.waitForTimeout(300);
  await expect(page.getByText(TEXTS.nameRequired)).toHaveCount(0);
  expect(posts, "nothing is posted before it is checked").toEqual([]);

  release();
  for (const text of [TEXTS.nameRequired, TEXTS.emailRequired, TEXTS.commentRequired]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  expect(posts).toEqual([]);
});

test("two taps on Send while the checks are on their way post the message once", async ({ page }) => {
  const { release } = await holdZodScripts(page);
  const posts = recordPosts(page);
  await page.goto("/contact");
  await waitForHydration(page);
  const comment = `Two taps, one message ${Date.now()}`;
  // Filled in without focusing a field, so the taps are what ask for the checks.
  for (const [label, value] of [
    ["Name", "Divya Menon"],
    ["Email", "divya@gmail.com"],
    ["Comment", comment],
  ] as const) {
    await field(page, label).evaluate((element: { value: string }, typed) => {
      element.value = typed;
    }, value);
  }
  const send = page.getByRole("button", { name: "Send Message" });
  await send.click();
  await send.click();
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);

  release();
  await expect(page.getByText(TEXTS.success)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await mailsAbout(page, comment)).length).toBe(1);
  await page.waitForTimeout(500);
  expect(posts).toHaveLength(1);
  expect((await mailsAbout(page, comment)).length).toBe(1);
});

test("when the checks cannot be loaded, the form is posted and the server's checks answer", async ({
  page,
}) => {
  const zod = await onZodScripts(page, (route) => route.abort());
  await page.goto("/contact");
  await waitForHydration(page);
  const send = page.getByRole("button", { name: "Send Message" });

  // Refused by the action's check, with the same texts, and what was typed is kept.
  await field(page, "Name").fill("Meena Raghavan");
  await field(page, "Email").fill("meena@gmail");
  await send.click();
  await expect(page.getByText(TEXTS.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXTS.commentRequired, { exact: true })).toBeVisible();
  await expect(field(page, "Name")).toHaveValue("Meena Raghavan");
  expect(zod.length, "the checks were asked for and refused").toBeGreaterThan(0);

  const comment = `Is the haaram in stock? ${Date.now()}`;
  await field(page, "Email").fill("meena@gmail.com");
  await field(page, "Comment").fill(comment);
  await send.click();
  await expect(page.getByText(TEXTS.success)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await mailsAbout(page, comment)).length).toBe(1);
});
