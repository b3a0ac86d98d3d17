/** What other modules may use of the audit log (decisions 041 and 045): write an entry, read a record's. */
export { type AuditRecord, auditOf, recordAudit } from "./audit.service.ts";
