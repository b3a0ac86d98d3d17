import type { Database } from "../../db/client.ts";
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
