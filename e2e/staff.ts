import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

// Staff for the console's browser tests (decision 045). The shop under test is a demo
// (playwright.config.ts), so it has the demo admin, whose password is in its DATA_DIR. The admin
// signs in once per run (its number may have an OTP only every 30 s, five an hour) and its token is
// kept beside the database; each test then gets members of its own through the admin's API, each
// with its own number and OTP budget.

const dataDir = path.join(os.tmpdir(), `nagai-e2e-${process.env.E2E_PORT ?? 3310}`);
const DEMO_ADMIN_PHONE = "9000000001";
export const STAFF_PASSWORD = "S3cure#Pass";

/** The newest OTP sent to `phone`, from the development outbox (this machine only). */
export async function otpSentTo(request: APIRequestContext, phone: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get("/api/v1/dev/outbox")).json()) as {
        data: { to: string; body: string }[];
      };
      otp = /\b(\d{6})\b/.exec(outbox.data.find((m) => m.to.endsWith(phone))?.body ?? "")?.[1];
      return otp;
    })
    .toBeDefined();
  return otp!;
}

/** The demo admin's staff token: signed in by the first test that needs it, shared by the rest. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const tokenFile = path.join(dataDir, "e2e-staff-admin-token");
  const lockFile = path.join(dataDir, "e2e-staff-admin.lock");
  if (existsSync(tokenFile)) return readFileSync(tokenFile, "utf8");
  try {
    writeFileSync(lockFile, String(process.pid), { flag: "wx" });
  } catch {
    // Another worker is signing the admin in.
    await expect.poll(() => existsSync(tokenFile), { timeout: 60_000 }).toBe(true);
    return readFileSync(tokenFile, "utf8");
  }
  const password = readFileSync(path.join(dataDir, "demo-admin-password"), "utf8").trim();
  const login = await request.post("/api/v1/staff/auth/login", {
    data: { phone: DEMO_ADMIN_PHONE, password },
  });
  expect(login.status()).toBe(200);
  const otp = await otpSentTo(request, DEMO_ADMIN_PHONE);
  const verified = await request.post("/api/v1/staff/auth/verify-otp", {
    data: { phone: DEMO_ADMIN_PHONE, otp },
  });
  expect(verified.status()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  writeFileSync(tokenFile, token);
  return token;
}

let made = 0;

/**
 * A new staff member, added by the demo admin through the API. `lead` is the number's first digit,
 * one per spec file (shoppers' numbers start 6 to 9), so files running at once never clash.
 */
export async function aStaffMember(
  request: APIRequestContext,
  lead: string,
  role: "ROLE_STAFF" | "ROLE_ADMIN" = "ROLE_STAFF",
) {
  const time = String(Date.now() % 10_000_000).padStart(7, "0");
  const phone = `${lead}${time}${test.info().workerIndex % 10}${made++ % 10}`;
  const member = { name: `Staff ${phone.slice(-4)}`, phone, role, password: STAFF_PASSWORD };
  const added = await request.post("/api/v1/staff/users", {
    data: member,
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(added.status()).toBe(201);
  return member;
}

/** Signs in on /staff/login as a member would: number and password, then the OTP from the SMS. */
export async function signInOnPage(page: Page, member: { phone: string; password: string }) {
  await page.getByLabel("Mobile Number").fill(member.phone);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByLabel("OTP")).toBeVisible();
  await page.getByLabel("OTP").fill(await otpSentTo(page.request, member.phone));
  await page.getByRole("button", { name: "Sign in" }).click();
}
