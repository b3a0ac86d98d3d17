import type { Product, ProductListResponse } from "@nagai/contracts/product";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { waitForHydration } from "./hydration";

// The spec's texts, written out here rather than imported, so a slip in the contracts cannot
// agree with itself.
const TEXTS = {
  usernameTooShort: "Username must be at least 3 characters long",
  emailRequired: "Email is required",
  emailNotGmail: "Email must be a valid Gmail address (@gmail.com)",
  emailInvalid: "Invalid email format",
  mobileInvalid: "Mobile number must be exactly 10 digits",
  passwordTooShort: "Password must be at least 6 characters long",
  otpInvalid: "Please enter a valid 6-digit OTP",
  fillAllFields: "Please fill in all fields",
  currentPasswordRequired: "Current password is required",
  newPasswordRequired: "New password is required",
  newPasswordUppercase: "Password must contain at least one uppercase letter",
  passwordsDoNotMatch: "Passwords do not match",
  registered: "Registered successfully! Please verify OTP.",
  loginSuccessful: "Login successful!",
  otpVerified: "OTP verified successfully!",
  otpSent: "OTP sent to your registered number",
  passwordResetSuccessful: "Password reset successful",
  passwordChanged: "Password changed successfully!",
  cartNotice: "Please log in to add items to cart.",
};

/** The server lets a number ask for a new OTP only 30 s after its last one. */
const OTP_GAP_MS = 31_000;

test.describe.configure({ timeout: 240_000 });

let numbersMade = 0;

/** A mobile number no other test (or worker, or earlier run) uses: tests never share accounts. */
function makeContactNumber(): string {
  const time = String(Date.now() % 10_000_000).padStart(7, "0");
  return `9${time}${test.info().workerIndex % 10}${numbersMade++ % 10}`;
}

function makeAccount() {
  const contactNumber = makeContactNumber();
  return {
    username: `shopper${contactNumber}`,
    email: `shopper${contactNumber}@gmail.com`,
    contactNumber,
    password: "first-pass",
  };
}
type Account = ReturnType<typeof makeAccount>;

interface OutboxMessage {
  channel: string;
  to: string;
  body: string;
}

async function readSms(request: APIRequestContext, contactNumber: string): Promise<OutboxMessage[]> {
  const response = await request.get("/api/v1/dev/outbox");
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: OutboxMessage[] };
  return data.filter((message) => message.channel === "sms" && message.to.endsWith(contactNumber));
}

/** The OTP of the newest SMS to the number, once there are more than `seen` of them. */
async function readOtp(request: APIRequestContext, contactNumber: string, seen: number): Promise<string> {
  let messages: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      messages = await readSms(request, contactNumber);
      return messages.length;
    })
    .toBeGreaterThan(seen);
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  expect(code, "the SMS carries a 6-digit OTP").toBeDefined();
  return code as string;
}

/** A verified account made through the API, for the tests whose subject is not registering. */
async function registerThroughApi(request: APIRequestContext): Promise<Account> {
  const account = makeAccount();
  const registered = await request.post("/api/v1/auth/user/register", {
    data: { ...account, roles: ["ROLE_USER"] },
  });
  expect(registered.status()).toBe(201);
  const otp = await readOtp(request, account.contactNumber, 0);
  const verified = await request.post(
    `/api/v1/auth/user/verify-otp?contactNumber=${account.contactNumber}&otp=${otp}`,
  );
  expect(verified.status()).toBe(200);
  return account;
}

async function logIn(page: Page, name: string, password: string) {
  await waitForHydration(page);
  await page.getByLabel("Mobile Number, Email or Username").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

function sessionControl(page: Page) {
  const top = page.locator(".site-header__top");
  return {
    logIn: top.getByRole("link", { name: "Log in" }),
    logOut: top.getByRole("button", { name: "Log out" }),
  };
}

test("a shopper registers, logs out and in, resets and changes the password", async ({
  page,
  request,
  browser,
}) => {
  const account = makeAccount();
  const field = (label: string) => page.getByLabel(label, { exact: true });

  // Register: every field's message, from the page's own check before posting.
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Register" }).click();
  for (const text of [
    TEXTS.usernameTooShort,
    TEXTS.emailRequired,
    TEXTS.mobileInvalid,
    TEXTS.passwordTooShort,
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await field("Username").fill(account.username);
  await expect(page.getByText(TEXTS.usernameTooShort)).toHaveCount(0);
  await field("Email").fill("shopper@example.com");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(TEXTS.emailNotGmail, { exact: true })).toBeVisible();
  await field("Email").fill("shop@per@gmail.com");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(TEXTS.emailInvalid, { exact: true })).toBeVisible();
  await expect(field("Email")).toHaveAttribute("aria-invalid", "true");
  await field("Email").fill(account.email);
  await field("Mobile Number").fill(account.contactNumber);
  await field("Password").fill(account.password);
  await page.getByRole("button", { name: "Register" }).click();
  const registeredAt = Date.now();

  // The OTP phase: a bad code, a resend too soon, then the code from the SMS.
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
  await expect(page.getByText(TEXTS.registered)).toBeVisible();
  await expect(page.getByText(account.contactNumber)).toBeVisible();
  await field("OTP").fill("12a");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(TEXTS.otpInvalid, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Resend OTP" }).click();
  await expect(page.locator(".auth-alert")).toBeVisible();
  const otp = await readOtp(request, account.contactNumber, 0);
  await field("OTP").fill(otp);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText(TEXTS.otpVerified)).toBeVisible();
  await expect(sessionControl(page).logOut).toBeVisible();

  // Log out: back to /login, logged out.
  await sessionControl(page).logOut.click();
  await expect(page).toHaveURL("/login");
  await expect(sessionControl(page).logIn).toBeVisible();

  // Both fields are required, and a wrong password shows the red alert, which typing clears and
  // which otherwise goes after 3 seconds.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.locator(".auth-alert")).toHaveText(TEXTS.fillAllFields);
  await logIn(page, account.contactNumber, "wrong-password");
  const alert = page.locator(".auth-alert");
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText(TEXTS.fillAllFields);
  await field("Password").fill("typing");
  await expect(alert).toHaveCount(0);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(alert).toBeVisible();
  await expect(alert).toHaveCount(0, { timeout: 5000 });

  // Logging in goes back to where the shopper was sent from.
  const origin = "/shop-left?itemName=rings";
  await page.goto(`/login?redirectTo=${encodeURIComponent(origin)}`);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(origin);
  await expect(page.getByText(TEXTS.loginSuccessful)).toBeVisible();
  await expect(sessionControl(page).logOut).toBeVisible();
  await sessionControl(page).logOut.click();
  await expect(page).toHaveURL("/login");

  // Forgot password: the number, then the OTP and the new password.
  await page.getByRole("link", { name: "Forgot Password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText(TEXTS.mobileInvalid, { exact: true })).toBeVisible();
  await field("Mobile Number").fill(account.contactNumber);
  // The registration's OTP was moments ago: the server refuses a new one within 30 s.
  await page.waitForTimeout(Math.max(0, registeredAt + OTP_GAP_MS - Date.now()));
  const smsBefore = (await readSms(request, account.contactNumber)).length;
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByText(TEXTS.otpSent)).toBeVisible();
  const newPassword = "second-pass";
  await field("OTP").fill("12a");
  await field("New Password").fill("short");
  await field("Confirm Password").fill("other");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(TEXTS.otpInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXTS.passwordTooShort, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXTS.passwordsDoNotMatch, { exact: true })).toBeVisible();
  await field("OTP").fill(await readOtp(request, account.contactNumber, smsBefore));
  await field("New Password").fill(newPassword);
  await field("Confirm Password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByText(TEXTS.passwordResetSuccessful)).toBeVisible();

  // The old password no longer works; the new one does (by username this time).
  await logIn(page, account.username, account.password);
  await expect(page.locator(".auth-alert")).toBeVisible();
  await logIn(page, account.username, newPassword);
  await expect(page).toHaveURL("/");
  await expect(sessionControl(page).logOut).toBeVisible();

  // A second browser that holds this session now, to see the password change end it.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();

  // Change password: the four live indicators, each message, then success.
  await page.goto("/change-password");
  await waitForHydration(page);
  const rules = page.getByRole("list", { name: "Password requirements" }).getByRole("listitem");
  await expect(rules).toHaveCount(4);
  await field("New Password").fill("abc");
  await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(0);
  await field("New Password").fill("abcdefgh1");
  await expect(rules.filter({ hasText: "At least 8 characters" })).toHaveAttribute("data-met", "true");
  await expect(rules.filter({ hasText: "One number" })).toHaveAttribute("data-met", "true");
  await expect(rules.filter({ hasText: "One uppercase letter" })).toHaveAttribute("data-met", "false");
  await expect(rules.filter({ hasText: "One special character" })).toHaveAttribute("data-met", "false");
  await field("New Password").fill("");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText(TEXTS.currentPasswordRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXTS.newPasswordRequired, { exact: true })).toBeVisible();
  await field("Current Password").fill("not-my-password");
  await expect(page.getByText(TEXTS.currentPasswordRequired)).toHaveCount(0);
  await field("New Password").fill("abcdefgh1!");
  await field("Confirm New Password").fill("abcdefgh1?");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText(TEXTS.newPasswordUppercase, { exact: true })).toBeVisible();
  await expect(page.getByText(TEXTS.passwordsDoNotMatch, { exact: true })).toBeVisible();
  const strongPassword = "Third-pass9";
  await field("New Password").fill(strongPassword);
  await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(4);
  await field("Confirm New Password").fill(strongPassword);
  await page.getByRole("button", { name: "Change Password" }).click();
  // The server refuses the wrong current password: its message shows under the field.
  await expect(field("Current Password")).toHaveAttribute("aria-invalid", "true");
  await field("Current Password").fill(newPassword);
  await page.getByRole("button", { name: "Change Password" }).click();
  const success = page.getByRole("status").filter({ hasText: TEXTS.passwordChanged });
  await expect(success).toBeVisible();
  for (const label of ["Current Password", "New Password", "Confirm New Password"]) {
    await expect(field(label)).toHaveValue("");
  }
  await expect(success).toHaveCount(0, { timeout: 7000 });

  // This browser keeps its session (the new cookie); the other one's old token is refused.
  await page.reload();
  await expect(page).toHaveURL("/change-password");
  await otherPage.goto("/change-password");
  await expect(otherPage).toHaveURL(`/login?redirectTo=${encodeURIComponent("/change-password")}`);
  await expect(sessionControl(otherPage).logIn).toBeVisible();
  await other.close();
});

test("a logged-out shopper opening /change-password logs in and comes back to it", async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  await page.goto("/change-password");
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/change-password")}`);
  await logIn(page, account.contactNumber, account.password);
  await expect(page).toHaveURL("/change-password");
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
});

test("login returns to the last page visited, and a logged-in visit to /login goes there too", async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const lastVisited = "/shop-left?itemName=rings";
  await page.goto(lastVisited);
  await waitForHydration(page);
  await expect.poll(() => page.evaluate("localStorage.getItem('lastVisited')")).toBe(lastVisited);
  await page.goto("/login");
  await logIn(page, account.username, account.password);
  await expect(page).toHaveURL(lastVisited);

  // Signed in, pages are no longer remembered; /login sends the shopper to the last one.
  await page.goto("/");
  await waitForHydration(page);
  await page.goto("/login");
  await expect(page).toHaveURL(lastVisited);
});

test("a logged-out add to cart shows its notice on /login, and logging in adds it and returns", async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request);
  const response = await request.get("/api/v1/product/items/filter?page=0&pageSize=100");
  const product = ((await response.json()) as ProductListResponse).data.find(
    (piece) => piece.Stock > 0,
  ) as Product;
  const origin = `/shop-detail/${product.SNO}`;
  await page.goto(origin);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  // The tap goes along (lib/login-intent.ts), for the login to complete.
  await expect(page).toHaveURL(
    `/login?redirectTo=${encodeURIComponent(`${origin}?afterLogin=cart%3A${product.SNO}`)}`,
  );
  await expect(page.getByRole("status").filter({ hasText: TEXTS.cartNotice })).toBeVisible();
  await logIn(page, account.contactNumber, account.password);
  await expect(page).toHaveURL(origin);
  await expect(page.getByRole("button", { name: "In Cart", exact: true })).toBeVisible();
});

test("the four account pages fit a 360 px phone and have no serious axe violations", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const account = await registerThroughApi(request);
  await page.setViewportSize({ width: 360, height: 740 });
  const checkPage = async (path: string, submit: string) => {
    await page.goto(path);
    await waitForHydration(page);
    // With the form's messages showing: they must read well too.
    await page.getByRole("button", { name: submit, exact: true }).click();
    await expect(page.locator(".auth-field__error, .auth-alert").first()).toBeVisible();
    const overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  };
  await checkPage("/register", "Register");
  await checkPage("/forgot-password", "Send OTP");
  await checkPage("/login", "Login");
  await logIn(page, account.contactNumber, account.password);
  await expect(page).toHaveURL("/");
  await checkPage("/change-password", "Change Password");
  // A hydration mismatch shows up as a console error.
  expect(errors).toEqual([]);
});

test("before any script runs, the forms still register, log in and out, and change the password", async ({
  browser,
  request,
}) => {
  // The server's HTML alone, as a shopper sees it on a slow phone before hydration.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const account = makeAccount();

  await page.goto("/register");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(TEXTS.usernameTooShort, { exact: true })).toBeVisible();
  await field("Username").fill(account.username);
  await field("Email").fill(account.email);
  await field("Mobile Number").fill(account.contactNumber);
  await field("Password").fill(account.password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
  await field("OTP").fill(await readOtp(request, account.contactNumber, 0));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL("/");
  // The home page is shared, a visitor's HTML without scripts (decision 057); the shopper's own
  // pages show the session, and its Log out.
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/dashboard");
  await sessionControl(page).logOut.click();
  await expect(page).toHaveURL("/login");

  await page.goto(`/login?redirectTo=${encodeURIComponent("/change-password")}`);
  await page.getByLabel("Mobile Number, Email or Username").fill(account.contactNumber);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL("/change-password");

  // The change ends the old session; the page that answers the post already uses the new one.
  await field("Current Password").fill(account.password);
  await field("New Password").fill("Fourth-pass4");
  await field("Confirm New Password").fill("Fourth-pass4");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText(TEXTS.passwordChanged)).toBeVisible();
  await expect(sessionControl(page).logOut).toBeVisible();
  await page.goto("/change-password");
  await expect(page).toHaveURL("/change-password");
  await context.close();
});
