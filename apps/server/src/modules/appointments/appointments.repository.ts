import type { Database } from "../../db/client.ts";
import { appointments } from "./appointments.tables.ts";

export type NewAppointment = Omit<typeof appointments.$inferInsert, "id" | "createdAt">;

/** The only code that writes the appointments table. */
export function createAppointmentsRepository(db: Database) {
  return {
    async insert(values: NewAppointment): Promise<number> {
      const [row] = await db.insert(appointments).values(values).returning({ id: appointments.id });
      return row!.id;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
