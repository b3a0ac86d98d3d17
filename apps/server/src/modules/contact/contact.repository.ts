import type { Database } from "../../db/client.ts";
import { contactMessages } from "./contact.tables.ts";

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, "id" | "createdAt" | "isVerified">;

/** The only code that writes the contact_messages table. */
export function createContactRepository(db: Database) {
  return {
    async insert(values: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
