import type { Database } from "../../db/client.ts";
import { appointments } from "./appointments.tables.ts";

export type NewAppointment = Omit<typeof appointments.$inferInsert, "id" | "createdAt">;

/** The only code that writes the appointments table. */
export function createAppointmentsRepository(db: Database) {
  return {
    /** Stores the row and, in its transaction, what `alongside` writes for it (its messages). */
    async insert(
      values: NewAppointment,
      alongside: (tx: Database, id: number) => Promise<void>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
        await alongside(tx, row!.id);
        return row!.id;
      });
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
