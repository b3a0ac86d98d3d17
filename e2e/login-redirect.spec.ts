import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./hydration";

// Logging in from a page whose address is not all ASCII (a search in Tamil): the Location header
// that sends the shopper back must be percent-encoded, or the login fails with a 500 and no session
// (issue 9, item 5; docs/decisions/011-page-requests.md).

test.describe.configure({ timeout: 120_000 });

const SEARCH = "மோதிரம்";
const ORIGIN = `/shop-left?itemName=${SEARCH}`;

/** A verified account of its own, made through the API (numbers differ per worker and run). */
async function registerThroughApi(request: APIRequestContext, suffix: string) {
  const contactNumber = `8${String(Date.now() % 100_000_000).padStart(8, "0")}${suffix}`;
  const account = {
    username: `tamil${contactNumber}`,
    email: `tamil${contactNumber}@gmail.com`,
    contactNumber,
  };
  const password = "first-pass";
  const registered = await request.post("/api/v1/auth/user/register", {
    data: { ...account, password, roles: ["ROLE_USER"] },
  });
  expect(registered.status()).toBe(201);
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get("/api/v1/dev/outbox")).json()) as {
        data: { to: string; body: string }[];
      };
      const message = outbox.data.find((entry) => entry.to.endsWith(contactNumber));
      otp = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
      return otp;
    })
    .toBeDefined();
  const verified = await request.post(
    `/api/v1/auth/user/verify-otp?contactNumber=${contactNumber}&otp=${otp}`,
  );
  expect(verified.status()).toBe(200);
  return { name: contactNumber, password };
}

async function submitLogin(page: Page, name: string, password: string) {
  await page.getByLabel("Mobile Number, Email or Username").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

const searchHeading = (page: Page) => page.getByRole("heading", { name: `Search results for "${SEARCH}"` });

test("logging in from a search in Tamil comes back to that search, before and after scripts run", async ({
  browser,
  request,
}) => {
  const loginUrl = `/login?redirectTo=${encodeURIComponent(ORIGIN)}`;

  // The server's HTML alone: the form posts and the answer is a redirect (the Location header).
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const before = await plain.newPage();
  const first = await registerThroughApi(request, "1");
  await before.goto(loginUrl);
  await submitLogin(before, first.name, first.password);
  await expect(searchHeading(before)).toBeVisible();
  expect(decodeURIComponent(new URL(before.url()).search)).toBe(`?itemName=${SEARCH}`);
  // Signed in: the search is a shared page, the same HTML for everyone (decision 057), so the
  // session shows in the cookie and on the shopper's own pages.
  expect((await plain.cookies()).map((cookie) => cookie.name)).toContain("user_token");
  await before.goto("/dashboard");
  await expect(before).toHaveURL("/dashboard");
  await plain.close();

  // Hydrated: the action answers where to go and the page navigates there.
  const scripted = await browser.newContext();
  const after = await scripted.newPage();
  const second = await registerThroughApi(request, "2");
  await after.goto(loginUrl);
  await waitForHydration(after);
  await submitLogin(after, second.name, second.password);
  await expect(searchHeading(after)).toBeVisible();
  expect(decodeURIComponent(new URL(after.url()).search)).toBe(`?itemName=${SEARCH}`);
  await scripted.close();
});
