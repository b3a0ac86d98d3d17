import type { StaffRole } from "@nagai/contracts/staff";
import type { StaffUser } from "@nagai/contracts/staff-users";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Passwords, Transaction } from "../auth/auth.public.ts";
import { staffMembers } from "./staff.tables.ts";

export interface NewStaffMember {
  name: string;
  phone: string;
  role: StaffRole;
  password: string;
}

type Executor = Database | Transaction;

/** Adds a staff member with their password hashed; answers the new member's id, or undefined when the number is taken. */
export async function insertStaffMember(
  db: Executor,
  passwords: Passwords,
  member: NewStaffMember,
): Promise<number> {
  const id = await insertStaffMemberUnlessTaken(db, await passwords.hash(member.password), member);
  if (id === undefined) throw new Error(`a staff member with number ${member.phone} exists already`);
  return id;
}

/** Adds a member with an already hashed password; undefined when the number is a member's already. */
export async function insertStaffMemberUnlessTaken(
  db: Executor,
  passwordHash: string,
  member: Omit<NewStaffMember, "password">,
): Promise<number | undefined> {
  const [row] = await db
    .insert(staffMembers)
    .values({ name: member.name, contactNumber: member.phone, role: member.role, passwordHash })
    .onConflictDoNothing({ target: staffMembers.contactNumber })
    .returning({ id: staffMembers.id });
  return row?.id;
}

export async function findStaffByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.contactNumber, phone));
  return row;
}

const asUser = {
  id: staffMembers.id,
  name: staffMembers.name,
  phone: staffMembers.contactNumber,
  role: staffMembers.role,
  disabled: sql<boolean>`${staffMembers.disabledAt} is not null`,
  createdAt: staffMembers.createdAt,
};

const toUser = (row: { createdAt: Date } & Omit<StaffUser, "createdAt">): StaffUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Every member, the enabled first, then by name. */
export async function listStaff(db: Executor): Promise<StaffUser[]> {
  const rows = await db
    .select(asUser)
    .from(staffMembers)
    .orderBy(sql`${staffMembers.disabledAt} is not null`, asc(staffMembers.name), asc(staffMembers.id));
  return rows.map(toUser);
}

/** One member, locked for the caller's transaction when `lock`. */
export async function findStaffUser(tx: Executor, id: number, { lock = false } = {}) {
  const query = tx.select(asUser).from(staffMembers).where(eq(staffMembers.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ? toUser(row) : undefined;
}

export interface StaffRowChange {
  role?: StaffRole;
  disabled?: boolean;
  passwordHash?: string;
  /** Ends every session of the member: their tokens carry the older version. */
  endSessions: boolean;
}

export async function updateStaffMember(tx: Executor, id: number, change: StaffRowChange): Promise<void> {
  await tx
    .update(staffMembers)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? sql`now()` : null }),
      ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}),
      ...(change.endSessions ? { tokenVersion: sql`${staffMembers.tokenVersion} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(staffMembers.id, id));
}
