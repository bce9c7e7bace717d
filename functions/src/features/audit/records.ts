import type { AuditAction, AuditTarget } from '@storysong/core';

/**
 * The audit log's collection. Append-only: entries are only ever created (no route, job or
 * adapter call updates or deletes one) and firestore.rules denies every client. Kept six years
 * (UK limitation period for claims over money and data; docs/privacy.md), then removed by the
 * retention schedule, the one deleter.
 */
export const AUDIT_LOG = 'audit_log';

export interface AuditRecord {
  [key: string]: unknown;
  at: string;
  actorUid: string;
  /** Lower-cased, so the screen's filter finds it as typed. */
  actorEmail: string;
  action: AuditAction;
  target: AuditTarget;
  detail: string | null;
}
