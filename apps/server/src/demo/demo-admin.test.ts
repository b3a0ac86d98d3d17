// The demo's admin (issue 25 item 1, decision 045): made once by a demo start, printed in its
// banner, able to sign in; a shop that is not a demo never has one.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createAccountKit } from "../modules/auth/account-test-kit.ts";
import { listStaff } from "../modules/staff/staff.repository.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { DEMO_ADMIN_PHONE, ensureDemoAdmin } from "./demo-admin.ts";
import { startupNotice } from "./demo-mode.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop?.close());

const { call, lastOtp } = createAccountKit(() => shop, {
  firstNumber: 9_409_000_000,
  addressPrefix: "10.52",
});

describe("the demo admin", () => {
  it("is made once, with one password kept in DATA_DIR, and signs in with it and the OTP", async () => {
    const first = await ensureDemoAdmin(shop.db, shop.dataDir);
    const again = await ensureDemoAdmin(shop.db, shop.dataDir);
    expect(again).toEqual(first);
    expect(first.password).toMatch(/^Demo#\d{6}$/);
    expect(await readFile(path.join(shop.dataDir, "demo-admin-password"), "utf8")).toBe(first.password);
    const admins = (await listStaff(shop.db)).filter((member) => member.phone === DEMO_ADMIN_PHONE);
    expect(admins).toMatchObject([{ name: "Demo Admin", role: "ROLE_ADMIN", disabled: false }]);

    const ip = "10.52.0.1";
    const login = await call("POST", "/staff/auth/login", { body: first, ip });
    expect(login.statusCode).toBe(200);
    const verified = await call("POST", "/staff/auth/verify-otp", {
      body: { phone: first.phone, otp: await lastOtp(first.phone) },
      ip,
    });
    expect(verified.json()).toMatchObject({ name: "Demo Admin", role: "ROLE_ADMIN" });
  });

  it("is printed in the demo's banner, and a shop that is no demo prints no console password", () => {
    const address = "http://localhost:3000";
    const banner = startupNotice(loadConfig({ DEMO: "true" }), address, {
      phone: DEMO_ADMIN_PHONE,
      password: "Demo#123456",
    })!;
    expect(banner).toContain(
      `Staff console: ${address}/staff/login as ${DEMO_ADMIN_PHONE}, password Demo#123456`,
    );
    expect(startupNotice(loadConfig({}), address) ?? "").not.toContain("Staff console");
    // server.ts makes the admin only for a demo, and a demo cannot be production (config.ts).
    expect(() => loadConfig({ NODE_ENV: "production", DEMO: "true", JWT_SECRET: "x".repeat(64) })).toThrow(
      /DEMO/,
    );
  });
});
