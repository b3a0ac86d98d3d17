import { todayInIndia } from "@nagai/contracts/appointment";
import type { AuditEntry } from "@nagai/contracts/staff";
import {
  DESK_MESSAGES,
  MESSAGE_ID_PATTERN,
  type MessageKind,
  type StaffMessage,
  type StaffMessageList,
  type StaffMessagesQuery,
  type StaffSummary,
} from "@nagai/contracts/staff-desk";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { executeRows, type RowOf } from "../../db/rows.ts";
import { notFound } from "../../http-errors.ts";
import type { AppointmentsDesk } from "../appointments/appointments.public.ts";
import { auditOfMany, recordAudit } from "../audit/audit.public.ts";
import { contactInbox, countOpenContact, markContactAnswered } from "../contact/contact.public.ts";
import { readOrderSummary } from "../orders/orders.public.ts";
import type { StaffMember } from "../staff/staff.public.ts";
import {
  countOpenSubscriptions,
  markSubscriptionAnswered,
  subscriptionInbox,
} from "../subscriptions/subscriptions.public.ts";

/** An instant as ISO 8601 text, written by the database (either driver answers text). */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const INBOX_ROW = {
  kind: "string",
  id: "number",
  name: "string | null",
  email: "string",
  phone: "string | null",
  subject: "string | null",
  message: "string | null",
  received_at: "string",
  answered_at: "string | null",
  answered_by: "string | null",
} as const;

type InboxRow = RowOf<typeof INBOX_ROW>;

function messageOf(row: InboxRow, audit: Map<string, AuditEntry[]>): StaffMessage {
  const id = `${row.kind}-${row.id}`;
  return {
    id,
    kind: row.kind as MessageKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    receivedAt: row.received_at,
    answered: row.answered_at !== null,
    answeredAt: row.answered_at,
    answeredBy: row.answered_by,
    audit: audit.get(id) ?? [],
  };
}

/**
 * The console's desk (issue 25 items 5 and 6, decision 045): one inbox over the contact messages
 * and the subscriptions (each module hands its rows as a statement part; an id names its kind,
 * `contact-12`, `subscription-5`), marking one answered with its audit entry in the same
 * transaction, and the console home's figures from the orders, appointments and inbox.
 */
export function createDeskService({
  db,
  appointments,
  now = () => new Date(),
}: {
  db: Database;
  appointments: AppointmentsDesk;
  now?: () => Date;
}) {
  async function listMessages(query: StaffMessagesQuery): Promise<StaffMessageList> {
    const state = query.state ?? "open";
    const parts = [
      ...(query.kind !== "subscription" ? [contactInbox(state)] : []),
      ...(query.kind !== "contact" ? [subscriptionInbox(state)] : []),
    ];
    const inbox = sql.join(
      parts.map((part) => sql`(${part})`),
      sql` union all `,
    );
    const [rows, [total]] = await Promise.all([
      executeRows(
        db,
        sql`select kind, id, name, email, phone, subject, message, ${isoText("received_at")} as received_at,
          ${isoText("answered_at")} as answered_at, answered_by
          from (${inbox}) as inbox order by inbox.received_at desc, kind, id desc
          limit ${query.size} offset ${query.page * query.size}`,
        "desk: inbox page",
        INBOX_ROW,
      ),
      executeRows(db, sql`select count(*)::int as total from (${inbox}) as inbox`, "desk: inbox count", {
        total: "number",
      }),
    ]);
    const audit = await auditOfMany(
      db,
      "message",
      rows.map((row) => `${row.kind}-${row.id}`),
    );
    const totalElements = total?.total ?? 0;
    return {
      content: rows.map((row) => messageOf(row, audit)),
      totalElements,
      totalPages: Math.ceil(totalElements / query.size),
      page: query.page,
      size: query.size,
    };
  }

  /** Marks one message answered or not; the change and its audit entry are one transaction. */
  async function markMessage(id: string, answered: boolean, staff: StaffMember): Promise<StaffMessage> {
    const [, kind, number] = MESSAGE_ID_PATTERN.exec(id) ?? [];
    const mark = kind === "contact" ? markContactAnswered : markSubscriptionAnswered;
    const changed = await db.transaction(async (tx) => {
      const change = await mark(tx, Number(number), answered, { name: staff.name, at: now() });
      if (!change) return false;
      const shown = (value: { answeredAt: Date | null; answeredBy: string | null }) => ({
        answered: value.answeredAt !== null,
        answeredBy: value.answeredBy,
      });
      await recordAudit(tx, {
        staff,
        action: "message.update",
        entityType: "message",
        entityId: id,
        before: shown(change.before),
        after: shown(change.after),
      });
      return true;
    });
    if (!changed) throw notFound(DESK_MESSAGES.messageNotFound);
    const part = kind === "contact" ? contactInbox("all") : subscriptionInbox("all");
    const [row] = await executeRows(
      db,
      sql`select kind, id, name, email, phone, subject, message, ${isoText("received_at")} as received_at,
        ${isoText("answered_at")} as answered_at, answered_by from (${part}) as inbox where inbox.id = ${Number(number)}`,
      "desk: one message",
      INBOX_ROW,
    );
    return messageOf(row!, await auditOfMany(db, "message", [id]));
  }

  async function summary(): Promise<StaffSummary> {
    const at = now();
    const [orders, bookings, contact, subscription] = await Promise.all([
      readOrderSummary(db, at),
      appointments.counts(),
      countOpenContact(db),
      countOpenSubscriptions(db),
    ]);
    return { today: todayInIndia(at), orders, appointments: bookings, messages: { contact, subscription } };
  }

  return { listMessages, markMessage, summary };
}

export type DeskService = ReturnType<typeof createDeskService>;
