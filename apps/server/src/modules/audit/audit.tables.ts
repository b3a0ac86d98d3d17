import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffMembers } from "../staff/staff.tables.ts";

/**
 * Every staff action (decision 045): who (id and name then), what, on which record, when, and the
 * record's fields before and after. Append-only: triggers (migration 0022) refuse UPDATE, DELETE
 * and TRUNCATE whoever asks, so neither the API nor a slip in code can change the past.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id),
    staffName: text("staff_name").notNull(),
    /** What was done, as `<entity>.<verb>`: `order.status`, `staff.add`, `appointment.update`. */
    action: text("action").notNull(),
    /** The kind of record touched (`order`, `staff`, `appointment`, `message`) and its id. */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.id),
    index("audit_log_staff_idx").on(t.staffId, t.id),
  ],
);
