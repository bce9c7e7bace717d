/** What other features and the command line use of the audit log: `audit(c, { action, target })` from a staff route. */
export { type Actor, type AuditEvent, type AuditWatcher, auditLog, CLI_ACTOR, recordAudit, watchAudit } from './audit.ts';
export { AUDIT_LOG } from './records.ts';
