import type { StaffRole } from "@nagai/contracts/staff";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Passwords } from "../auth/auth.public.ts";
import { staffMembers } from "./staff.tables.ts";

export interface NewStaffMember {
  name: string;
  phone: string;
  role: StaffRole;
  password: string;
}

/** Adds a staff member with their password hashed; answers the new member's id. */
export async function insertStaffMember(
  db: Database,
  passwords: Passwords,
  member: NewStaffMember,
): Promise<number> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      name: member.name,
      contactNumber: member.phone,
      role: member.role,
      passwordHash: await passwords.hash(member.password),
    })
    .returning({ id: staffMembers.id });
  return row!.id;
}

export async function findStaffByPhone(db: Database, phone: string) {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.contactNumber, phone));
  return row;
}
