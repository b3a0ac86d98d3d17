import { randomInt } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Database } from "../db/client.ts";
import { createPasswords } from "../modules/auth/auth.public.ts";
import { findStaffByPhone, insertStaffMemberUnlessTaken } from "../modules/staff/staff.repository.ts";

/** The demo admin's number: the start-up banner names it (decision 045). */
export const DEMO_ADMIN_PHONE = "9000000001";
const PASSWORD_FILE = "demo-admin-password";

export interface DemoAdmin {
  phone: string;
  password: string;
}

/** Easy to type, and passing the staff password rules: `Demo#` and six digits. */
const newPassword = () => `Demo#${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;

/**
 * A demo (`npm start`, DEMO=true; never production, which config.ts refuses a demo) gets an admin
 * to try the staff console with, made once. Its password is generated once into
 * DATA_DIR/demo-admin-password (owner-readable, like the generated JWT secret), so every start's
 * banner prints the same one; an admin who changes it in the console makes the banner's stale,
 * which the banner says.
 */
export async function ensureDemoAdmin(db: Database, dataDir: string): Promise<DemoAdmin> {
  const file = path.join(dataDir, PASSWORD_FILE);
  let password: string;
  try {
    password = readFileSync(file, "utf8").trim();
  } catch {
    password = newPassword();
    writeFileSync(file, password, { mode: 0o600 });
  }
  if (!(await findStaffByPhone(db, DEMO_ADMIN_PHONE))) {
    const passwordHash = await createPasswords(1).hash(password);
    await insertStaffMemberUnlessTaken(db, passwordHash, {
      name: "Demo Admin",
      phone: DEMO_ADMIN_PHONE,
      role: "ROLE_ADMIN",
    });
  }
  return { phone: DEMO_ADMIN_PHONE, password };
}
