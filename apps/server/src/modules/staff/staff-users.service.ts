import { ERROR_CODES } from "@nagai/contracts/errors";
import {
  type ListedStaffUser,
  type NewStaffMemberBody,
  STAFF_USER_MESSAGES,
  type StaffMemberChange,
  type StaffUser,
} from "@nagai/contracts/staff-users";
import type { Database } from "../../db/client.ts";
import { HttpError, notFound } from "../../http-errors.ts";
import { auditOfMany, recordAudit } from "../audit/audit.public.ts";
import type { Passwords } from "../auth/auth.public.ts";
import type { StaffMember } from "./require-staff.ts";
import {
  findStaffByPhone,
  findStaffUser,
  insertStaffMemberUnlessTaken,
  listStaff,
  updateStaffMember,
} from "./staff.repository.ts";

const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

/** A member as the audit log keeps them: never a password or its hash. */
const audited = (user: StaffUser) => ({
  name: user.name,
  phone: user.phone,
  role: user.role,
  disabled: user.disabled,
});

/**
 * Managing the staff (decision 045), for the console's admins (GET|POST|PATCH /api/v1/staff/users)
 * and for the command line (`npm run staff`), which has no signed-in member and so no `actor`.
 * Each console change is audited in its own transaction; a disable or a new password raises the
 * member's token version, which ends every session of theirs on the next call.
 */
export function createStaffUsersService({ db, passwords }: { db: Database; passwords: Passwords }) {
  return {
    /** Every member with their audit entries, one query for all (shown on the console's list). */
    async list(): Promise<ListedStaffUser[]> {
      const members = await listStaff(db);
      const audit = await auditOfMany(
        db,
        "staff",
        members.map((member) => member.id),
      );
      return members.map((member) => ({ ...member, audit: audit.get(String(member.id)) ?? [] }));
    },

    async add(member: NewStaffMemberBody, actor?: StaffMember): Promise<StaffUser> {
      // Hashed before the transaction: the row lock is never held for the hash's 50 ms.
      const passwordHash = await passwords.hash(member.password);
      return db.transaction(async (tx) => {
        const id = await insertStaffMemberUnlessTaken(tx, passwordHash, member);
        if (id === undefined) throw conflict(STAFF_USER_MESSAGES.phoneTaken);
        const added = (await findStaffUser(tx, id))!;
        if (actor) {
          await recordAudit(tx, {
            staff: actor,
            action: "staff.add",
            entityType: "staff",
            entityId: id,
            before: null,
            after: audited(added),
          });
        }
        return added;
      });
    },

    async change(id: number, change: StaffMemberChange, actor?: StaffMember): Promise<StaffUser> {
      if (actor?.id === id && (change.disabled === true || (change.role && change.role !== actor.role))) {
        throw conflict(STAFF_USER_MESSAGES.notYourself);
      }
      const passwordHash = change.password ? await passwords.hash(change.password) : undefined;
      return db.transaction(async (tx) => {
        const before = await findStaffUser(tx, id, { lock: true });
        if (!before) throw notFound(STAFF_USER_MESSAGES.notFound);
        const endSessions = passwordHash !== undefined || (change.disabled === true && !before.disabled);
        await updateStaffMember(tx, id, {
          role: change.role,
          disabled: change.disabled,
          passwordHash,
          endSessions,
        });
        const after = (await findStaffUser(tx, id))!;
        if (actor) {
          await recordAudit(tx, {
            staff: actor,
            action: auditAction(change),
            entityType: "staff",
            entityId: id,
            before: audited(before),
            after: { ...audited(after), ...(passwordHash ? { password: "changed" } : {}) },
          });
        }
        return after;
      });
    },

    findByPhone: (phone: string) => findStaffByPhone(db, phone),
  };
}

/** `staff.disable` / `staff.enable` / `staff.role` / `staff.password`; several at once: `staff.update`. */
function auditAction(change: StaffMemberChange): string {
  const verbs = [
    ...(change.disabled === true ? ["disable"] : change.disabled === false ? ["enable"] : []),
    ...(change.role ? ["role"] : []),
    ...(change.password ? ["password"] : []),
  ];
  return `staff.${verbs.length === 1 ? verbs[0] : "update"}`;
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
