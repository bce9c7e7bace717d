/** What other features and the command line use of the audit log: `audit(c, { action, target })` from a staff route. */
export { type Actor, type AuditEvent, auditLog, CLI_ACTOR, recordAudit } from './audit.ts';
export { AUDIT_LOG } from './records.ts';
