/**
 * What other modules may use of the audit log (decisions 041 and 045): write an entry, read a
 * record's, or those of a page of records.
 */
export { type AuditRecord, auditOf, auditOfMany, recordAudit, recordAuditMany } from "./audit.service.ts";
