import type { AppointmentDeskStatus } from "@nagai/contracts/staff-desk";
import { and, asc, count, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { appointments } from "./appointments.tables.ts";

export type NewAppointment = Omit<typeof appointments.$inferInsert, "id" | "createdAt">;
export type StoredAppointment = typeof appointments.$inferSelect;

/** Which bookings the console lists: appointment times in [from, to), and a mark. */
export interface AppointmentFilter {
  from?: Date;
  to?: Date;
  status?: AppointmentDeskStatus;
}

function whereOf({ from, to, status }: AppointmentFilter): SQL | undefined {
  return and(
    from ? gte(appointments.appointmentAt, from) : undefined,
    to ? lt(appointments.appointmentAt, to) : undefined,
    status ? eq(appointments.deskStatus, status) : undefined,
  );
}

/** The only code that reads and writes the appointments table. */
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

    /** A page of bookings, earliest appointment first, and how many match in all. */
    async list(filter: AppointmentFilter, page: { offset: number; limit: number }) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(appointments)
          .where(where)
          .orderBy(asc(appointments.appointmentAt), asc(appointments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(appointments).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async countWhere(filter: AppointmentFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(appointments).where(whereOf(filter));
      return row?.total ?? 0;
    },

    /** Runs `change` in a transaction holding the booking's row, or answers undefined for no such row. */
    async withLocked<T>(
      id: number,
      change: (tx: Transaction, row: StoredAppointment) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
        return row ? change(tx, row) : undefined;
      });
    },

    async updateDesk(
      tx: Transaction,
      id: number,
      values: Pick<StoredAppointment, "deskStatus" | "deskNote" | "deskUpdatedBy" | "deskUpdatedAt">,
    ): Promise<StoredAppointment> {
      const [row] = await tx.update(appointments).set(values).where(eq(appointments.id, id)).returning();
      return row!;
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
