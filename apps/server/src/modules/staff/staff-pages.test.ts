// The console's sign-in and sign-out pages (issue 25 items 2 and 9, decision 045), through the
// storefront's production build, posted as a browser without JavaScript posts them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_REDIRECTS } from "../../testing/hostile-redirects.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createAccountKit } from "../auth/account-test-kit.ts";
import { createStaffKit } from "./staff-test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
});
afterAll(() => t?.close());

const staffKit = createStaffKit(() => t, { firstNumber: 9_402_000_000 });
const { lastOtp, age } = createAccountKit(() => t, { firstNumber: 9_403_000_000, addressPrefix: "10.47" });
let nextAddress = 1;

const form = {
  "content-type": "application/x-www-form-urlencoded",
  host: "localhost",
  origin: "http://localhost",
};
function post(
  url: string,
  fields: Record<string, string>,
  { cookie, ip }: { cookie?: string; ip?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...form, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip ?? `10.48.0.${nextAddress++}`,
    payload: new URLSearchParams(fields).toString(),
  });
}
const me = (cookie: string) => t.app.inject({ url: "/api/v1/staff/me", headers: { cookie } });

/** Both steps of the page, as posted without JavaScript; answers the last step's answer. */
async function signIn(member: { phone: string; password: string }, path = "/staff/login") {
  const ip = `10.49.0.${nextAddress++}`;
  const first = await post(path, { intent: "login", phone: member.phone, password: member.password }, { ip });
  expect(first.statusCode).toBe(200);
  expect(first.body).toContain('name="otp"');
  expect(first.body).toContain(`value="${member.phone}"`);
  const answer = await post(
    path,
    { intent: "verify", phone: member.phone, otp: await lastOtp(member.phone) },
    { ip },
  );
  // The next sign-in of the same number may ask for an OTP at once (5 an hour, 30 s apart).
  await age(member.phone, 3601);
  return answer;
}

describe("/staff/login", () => {
  it("sends a visitor of a console page there, and back to that page once signed in", async () => {
    const visit = await t.app.inject({ url: "/staff?x=1" });
    expect([visit.statusCode, visit.headers.location]).toEqual([
      302,
      "/staff/login?returnTo=%2Fstaff%3Fx%3D1",
    ]);
    const page = await t.app.inject({ url: visit.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain("Staff sign-in");
    expect(page.body).toMatch(/<label[^>]*for="field-phone"/);

    const member = await staffKit.aStaffMember();
    const done = await signIn(member, visit.headers.location as string);
    expect([done.statusCode, done.headers.location]).toEqual([302, "/staff?x=1"]);
    const cookie = String(done.headers["set-cookie"]).split(";")[0]!;
    expect(cookie).toMatch(/^staff_token=[^;]+\./);
    expect((await me(cookie)).json().id).toBe(member.id);
    // Signed in, the sign-in page sends the member on.
    const again = await t.app.inject({ url: "/staff/login", headers: { cookie } });
    expect([again.statusCode, again.headers.location]).toEqual([302, "/staff"]);
  });

  it("shows a wrong password and a wrong OTP on the page, keeping the step", async () => {
    const member = await staffKit.aStaffMember();
    const wrong = await post("/staff/login", { intent: "login", phone: member.phone, password: "Wrong#123" });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain("Invalid mobile number or password");
    expect(wrong.body).toContain('name="password"');
    const invalid = await post("/staff/login", { intent: "login", phone: "123", password: "" });
    expect(invalid.body).toContain("Mobile number must be exactly 10 digits");
    const otp = await post("/staff/login", { intent: "verify", phone: member.phone, otp: "12" });
    expect(otp.body).toContain("Please enter a valid 6-digit OTP");
    expect(otp.body).toContain('name="otp"');
  });

  it("goes to the console's home for a returnTo that would leave it", async () => {
    const member = await staffKit.aStaffMember();
    for (const target of [...HOSTILE_REDIRECTS.slice(0, 4), "/cart", "/staff/logout"]) {
      const done = await signIn(member, `/staff/login?returnTo=${encodeURIComponent(target)}`);
      expect([done.statusCode, done.headers.location], target).toEqual([302, "/staff"]);
    }
  });
});

describe("/staff/logout", () => {
  it("refuses another site's POST, and for the console's own form ends the session", async () => {
    const member = await staffKit.aStaffMember();
    const cookie = `staff_token=${member.token}`;
    const forged = await t.app.inject({
      method: "POST",
      url: "/staff/logout",
      headers: { ...form, origin: "https://evil.example", cookie },
      payload: "",
    });
    expect(forged.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await post("/staff/logout", {}, { cookie });
    expect([out.statusCode, out.headers.location]).toEqual([302, "/staff/login"]);
    expect(String(out.headers["set-cookie"])).toMatch(/^staff_token=; /);
    expect((await me(cookie)).statusCode).toBe(401);
    // A GET ends nothing.
    expect((await t.app.inject({ url: "/staff/logout" })).statusCode).toBe(302);
  });

  it("is offered on every console page", async () => {
    const member = await staffKit.aStaffMember();
    const home = await t.app.inject({ url: "/staff", headers: { cookie: `staff_token=${member.token}` } });
    expect(home.body).toMatch(/<form [^>]*action="\/staff\/logout" method="post"/);
  });
});

describe("/staff/users", () => {
  it("lists the staff to an admin, adds a member and disables one by plain forms", async () => {
    const admin = await staffKit.aStaffMember("ROLE_ADMIN");
    const member = await staffKit.aStaffMember("ROLE_STAFF");
    const cookie = `staff_token=${admin.token}`;
    const page = await t.app.inject({ url: "/staff/users", headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(member.name);
    expect(page.body).toContain('href="/staff/users"');

    const added = await post(
      "/staff/users",
      { intent: "add", name: "Devi P", phone: "9402999999", role: "ROLE_ADMIN", password: "S3cure#Pass" },
      { cookie },
    );
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain("Added Devi P");
    const weak = await post(
      "/staff/users",
      { intent: "add", name: "Weak", phone: "9402999998", role: "ROLE_STAFF", password: "weak" },
      { cookie },
    );
    expect(weak.body).toContain("Password must be at least 8 characters");

    const disabled = await post("/staff/users", { intent: "disable", id: String(member.id) }, { cookie });
    expect(disabled.body).toContain(`Changed ${member.name}`);
    expect((await me(`staff_token=${member.token}`)).statusCode).toBe(401);
    const list = await t.app.inject({ url: "/staff/users", headers: { cookie } });
    expect(list.body).toContain("Devi P");
    // Each member's audit entries are on the list: the disable just made, before and after.
    const text = list.body.replaceAll("<!-- -->", "");
    expect(text).toMatch(
      new RegExp(`${admin.name}: name: ${member.name}, [^<]*disabled: false → [^<]*disabled: true`),
    );
  });

  it("answers another member 403, saying why, and their forms change nothing", async () => {
    const staff = await staffKit.aStaffMember("ROLE_STAFF");
    const cookie = `staff_token=${staff.token}`;
    const page = await t.app.inject({ url: "/staff/users", headers: { cookie } });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain("Only an admin may do this");
    expect(page.body).not.toContain('href="/staff/users"');
    const forged = await post(
      "/staff/users",
      { intent: "role", id: String(staff.id), role: "ROLE_ADMIN" },
      { cookie },
    );
    expect(forged.body).toContain("Only an admin may do this");
    expect((await me(cookie)).json().role).toBe("ROLE_STAFF");
  });
});
