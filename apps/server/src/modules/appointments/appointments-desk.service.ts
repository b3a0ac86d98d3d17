import { APPOINTMENT_UTC_OFFSET, addDays, todayInIndia } from "@nagai/contracts/appointment";
import {
  type AppointmentMark,
  DESK_MESSAGES,
  type StaffAppointment,
  type StaffAppointmentList,
  type StaffAppointmentsQuery,
} from "@nagai/contracts/staff-desk";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http-errors.ts";
import { auditOfMany, recordAudit } from "../audit/audit.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import type { AppointmentsRepository, StoredAppointment } from "./appointments.repository.ts";

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instant an India date begins (India keeps one offset all year). */
export const startOfIndiaDay = (date: string) => new Date(`${date}T00:00:00${APPOINTMENT_UTC_OFFSET}`);

/** The booking as the console shows it: its time as India's date and time, its marks. */
function viewOf(row: StoredAppointment, audit: StaffAppointment["audit"]): StaffAppointment {
  const local = new Date(row.appointmentAt.getTime() + INDIA_OFFSET_MS).toISOString();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobileNumber: row.mobileNumber,
    cityOrCountry: row.cityOrCountry,
    category: row.category,
    subCategory: row.subCategory,
    preferredLanguage: row.preferredLanguage,
    message: row.message,
    appointmentDate: local.slice(0, 10),
    appointmentTime: local.slice(11, 16),
    bookedAt: row.createdAt.toISOString(),
    status: row.deskStatus,
    note: row.deskNote,
    updatedBy: row.deskUpdatedBy,
    updatedAt: row.deskUpdatedAt?.toISOString() ?? null,
    audit,
  };
}

/**
 * The console's side of the video bookings (issue 25 item 5, decision 045): listed by India date,
 * marked called / done / no answer with a note. A mark locks the booking's row and writes its
 * audit entry in the same transaction, so two staff marking at once are both recorded, in order.
 */
export function createAppointmentsDesk({
  db,
  repository,
  now = () => new Date(),
}: {
  db: Database;
  repository: AppointmentsRepository;
  now?: () => Date;
}) {
  const dayFilter = (date: string) => ({
    from: startOfIndiaDay(date),
    to: startOfIndiaDay(addDays(date, 1)),
  });

  return {
    async list(query: StaffAppointmentsQuery): Promise<StaffAppointmentList> {
      const filter = { ...(query.date ? dayFilter(query.date) : {}), status: query.status };
      const { rows, total } = await repository.list(filter, {
        offset: query.page * query.size,
        limit: query.size,
      });
      const audit = await auditOfMany(
        db,
        "appointment",
        rows.map((row) => row.id),
      );
      return {
        content: rows.map((row) => viewOf(row, audit.get(String(row.id)) ?? [])),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        page: query.page,
        size: query.size,
      };
    },

    async mark(id: number, mark: AppointmentMark, staff: StaffMember): Promise<StaffAppointment> {
      const row = await repository.withLocked(id, async (tx, before) => {
        const after = await repository.updateDesk(tx, id, {
          deskStatus: mark.status,
          deskNote: mark.note,
          deskUpdatedBy: staff.name,
          deskUpdatedAt: now(),
        });
        await recordAudit(tx, {
          staff,
          action: "appointment.update",
          entityType: "appointment",
          entityId: id,
          before: { status: before.deskStatus, note: before.deskNote },
          after: { status: after.deskStatus, note: after.deskNote },
        });
        return after;
      });
      if (!row) throw notFound(DESK_MESSAGES.appointmentNotFound);
      const audit = await auditOfMany(db, "appointment", [id]);
      return viewOf(row, audit.get(String(id)) ?? []);
    },

    /** The console home's counts: today's bookings (India's today) and those nobody has marked. */
    async counts(): Promise<{ today: number; new: number }> {
      const [today, unmarked] = await Promise.all([
        repository.countWhere(dayFilter(todayInIndia(now()))),
        repository.countWhere({ status: "NEW" }),
      ]);
      return { today, new: unmarked };
    },
  };
}

export type AppointmentsDesk = ReturnType<typeof createAppointmentsDesk>;
