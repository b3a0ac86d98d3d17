import type { StaffRole } from "@nagai/contracts/staff";
import type { TestApp } from "../../testing/test-app.ts";
import { createPasswords, createTokens, loadSecret } from "../auth/auth.public.ts";
import { insertStaffMember } from "./staff.repository.ts";

const passwords = createPasswords(2);

/**
 * Staff members for API tests: each is added straight into the test's database, as
 * `npm run staff -- add` does, and given a staff token signed with the app's secret (the one
 * generated into its DATA_DIR: tests that set JWT_SECRET pass it as `secret`). `app` is read on
 * each call: test files build their app in `beforeAll`.
 */
export function createStaffKit(
  app: () => TestApp,
  { firstNumber = 9_300_000_000, secret }: { firstNumber?: number; secret?: string } = {},
) {
  let nextNumber = firstNumber;

  async function aStaffMember(
    role: StaffRole = "ROLE_STAFF",
    overrides: { name?: string; password?: string } = {},
  ) {
    const { db, dataDir } = app();
    const phone = String(nextNumber++);
    const name = overrides.name ?? `${role === "ROLE_ADMIN" ? "Admin" : "Staff"} ${phone.slice(-4)}`;
    const password = overrides.password ?? "S3cure#Pass";
    const id = await insertStaffMember(db, passwords, { name, phone, role, password });
    const tokens = createTokens(loadSecret(secret, dataDir), 12, "nagai-staff");
    const token = await tokens.sign({ userId: id, version: 0 });
    return { id, name, phone, password, role, token, headers: { authorization: `Bearer ${token}` } };
  }

  return { aStaffMember };
}
