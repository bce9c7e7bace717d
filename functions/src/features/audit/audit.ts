import { randomBytes } from 'node:crypto';
import type { AuditAction, AuditTarget } from '@storysong/core';
import type { Context } from 'hono';
import { principalOf } from '../../platform/auth.ts';
import type { AppEnv } from '../../platform/env.ts';
import type { Services } from '../../services.ts';
import { AUDIT_LOG, type AuditRecord } from './records.ts';

export interface AuditEvent {
  action: AuditAction;
  target: AuditTarget;
  detail?: string | null;
}

export interface Actor {
  uid: string;
  email: string;
}

/** The command line's actor: run on a trusted machine by whoever holds the project's credentials. */
export const CLI_ACTOR: Actor = { uid: 'cli', email: 'cli' };

/**
 * Appends one entry. Its id starts with the time, so ids sort as entries were written, and ends
 * with random bits, so two in the same millisecond never meet; `create` refuses to overwrite.
 */
export async function recordAudit(
  services: Pick<Services, 'documents' | 'clock'>,
  actor: Actor,
  { action, target, detail = null }: AuditEvent,
): Promise<void> {
  const at = new Date(services.clock.now()).toISOString();
  const id = `${at.replace(/[-:.]/g, '')}-${randomBytes(6).toString('hex')}`;
  const record: AuditRecord = { at, actorUid: actor.uid, actorEmail: actor.email.toLowerCase(), action, target, detail };
  await services.documents.create(AUDIT_LOG, id, record);
}

/** What another feature does after each staff route's entry (the admin feature's burst alert). */
export type AuditWatcher = (services: Services, actor: Actor, event: AuditEvent) => Promise<unknown>;

/**
 * Set once at start-up by the feature that owns it: the audit log cannot import the staff list
 * and the mail it would need without a cycle through every feature that records actions.
 */
const watchers: AuditWatcher[] = [];
export function watchAudit(watcher: AuditWatcher): void {
  if (!watchers.includes(watcher)) watchers.push(watcher);
}

/** `audit(c, { action, target })` for a staff route: the signed-in staff member is who did it. */
export function auditLog(services: Services) {
  return async (c: Context<AppEnv>, event: AuditEvent) => {
    const { uid, email } = principalOf(c);
    await recordAudit(services, { uid, email }, event);
    for (const watcher of watchers) await watcher(services, { uid, email }, event);
  };
}
