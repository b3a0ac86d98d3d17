import { count, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { contactMessages } from "./contact.tables.ts";

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, "id" | "createdAt" | "isVerified">;

/** The only code that writes the contact_messages table. */
export function createContactRepository(db: Database) {
  return {
    /** Stores the row and, in its transaction, what `alongside` writes for it (its messages). */
    async insert(
      values: NewContactMessage,
      alongside: (tx: Database, id: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(values).returning({ id: contactMessages.id });
        await alongside(tx, row!.id);
        return row!.id;
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

/** Which messages the console's inbox shows: not yet answered, answered, or all (decision 045). */
export type InboxState = "open" | "answered" | "all";

const answeredIs = (state: InboxState) =>
  state === "open"
    ? sql`${contactMessages.answeredAt} is null`
    : state === "answered"
      ? sql`${contactMessages.answeredAt} is not null`
      : sql`true`;

/**
 * The contact messages as rows of the console's one inbox (the desk module unions them with the
 * subscriptions): kind, id, name, email, phone, subject, message, received_at, answered_at,
 * answered_by. A statement part (decision 041): the desk never names this table.
 */
export function contactInbox(state: InboxState): SQL {
  return sql`select 'contact'::text as kind, ${contactMessages.id} as id, ${contactMessages.name} as name,
    ${contactMessages.email} as email, ${contactMessages.phone} as phone, ${contactMessages.subject} as subject,
    ${contactMessages.message} as message, ${contactMessages.createdAt} as received_at,
    ${contactMessages.answeredAt} as answered_at, ${contactMessages.answeredBy} as answered_by
    from ${contactMessages} where ${answeredIs(state)}`;
}

/** Marks a message answered (or not) in the caller's transaction; answers it before and after, or undefined. */
export async function markContactAnswered(
  tx: Transaction,
  id: number,
  answered: boolean,
  by: { name: string; at: Date },
) {
  const [before] = await tx
    .select({ answeredAt: contactMessages.answeredAt, answeredBy: contactMessages.answeredBy })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  if (!before) return undefined;
  const [after] = await tx
    .update(contactMessages)
    .set(answered ? { answeredAt: by.at, answeredBy: by.name } : { answeredAt: null, answeredBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ answeredAt: contactMessages.answeredAt, answeredBy: contactMessages.answeredBy });
  return { before, after: after! };
}

/** Contact messages nobody has answered yet, for the console home. */
export async function countOpenContact(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(answeredIs("open"));
  return row?.total ?? 0;
}
