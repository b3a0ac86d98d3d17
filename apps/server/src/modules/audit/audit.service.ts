import type { AuditEntry } from "@nagai/contracts/staff";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Transaction } from "../auth/auth.public.ts";
import { auditLog } from "./audit.tables.ts";

export interface AuditRecord {
  /** Who: the signed-in staff member (their id, and their name as it is now, kept as it was). */
  staff: { id: number; name: string };
  /** What, as `<entity>.<verb>`: `order.status`, `staff.add`, `appointment.update`. */
  action: string;
  entityType: string;
  entityId: string | number;
  /** The fields the action changed, as they were and as they are; null for a record made or read. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit entry in the caller's transaction, so the entry exists exactly when the change
 * does (decision 045). The table refuses updates and deletes (migration 0022).
 */
export async function recordAudit(tx: Transaction | Database, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(auditRow(record));
}

/**
 * Writes many entries in the caller's transaction (a CSV import's, one per piece), a batch of rows
 * per statement.
 */
export async function recordAuditMany(
  tx: Transaction | Database,
  records: readonly AuditRecord[],
): Promise<void> {
  for (let i = 0; i < records.length; i += 1000) {
    await tx.insert(auditLog).values(records.slice(i, i + 1000).map(auditRow));
  }
}

/** An entry as the table keeps it: who by id and by the name they had. */
function auditRow(record: AuditRecord) {
  return {
    staffId: record.staff.id,
    staffName: record.staff.name,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before: record.before,
    after: record.after,
  };
}

/** The audit entries of one record, oldest first, as the API shows them. */
export async function auditOf(
  db: Database,
  entityType: string,
  entityId: string | number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** The audit entries of several records of one kind (a page of a list), by record id, oldest first. */
export async function auditOfMany(
  db: Database,
  entityType: string,
  entityIds: readonly (string | number)[],
): Promise<Map<string, AuditEntry[]>> {
  const byId = new Map<string, AuditEntry[]>(entityIds.map((id) => [String(id), []]));
  if (entityIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, [...byId.keys()])))
    .orderBy(asc(auditLog.id));
  for (const row of rows) byId.get(row.entityId)?.push({ ...row, at: row.at.toISOString() });
  return byId;
}
