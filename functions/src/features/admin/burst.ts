import { type AuditAction, LIMITS } from '@storysong/core';
import type { Services } from '../../services.ts';
import type { Actor, AuditEvent } from '../audit/exports.ts';
import { composeMail, dispatchQueued, queueMail } from '../mail/exports.ts';
import { otherStaff } from './records.ts';

/** Refunds and exports: what a script with a stolen staff session would run over and over. */
const WATCHED: ReadonlySet<AuditAction> = new Set<AuditAction>([
  'order.refund',
  'order.rush_refund',
  'order.extra_refund',
  'payout.export',
  'privacy.export',
]);

/** One fixed-window counter per member of staff (docs/data-model.md `staff_bursts`). */
export const STAFF_BURSTS = 'staff_bursts';

/**
 * Counts a watched action of this member of staff; the one that first takes them over
 * LIMITS.staffBurstMax in a window emails every other current member of staff, once, so a
 * colleague can check the audit log and revoke the session. The counter is counted atomically
 * (the store's `countHit`), so two requests at once still send one email. Registered with the
 * audit log (index.ts), which sees every staff route's action.
 */
export async function watchForBurst(services: Services, actor: Actor, { action }: AuditEvent): Promise<number> {
  if (!WATCHED.has(action)) return 0;
  const { count } = await services.documents.countHit(STAFF_BURSTS, actor.uid, services.clock.now(), LIMITS.staffBurstWindowMs);
  if (count !== LIMITS.staffBurstMax + 1) return 0;
  const colleagues = await otherStaff(services, actor.uid);
  if (colleagues.length === 0) return 0;
  const values = { actor: actor.email, count: String(count), minutes: String(LIMITS.staffBurstWindowMs / 60_000) };
  const queued = await services.documents.transaction(async (tx) =>
    colleagues.map((member) =>
      queueMail(
        tx,
        services,
        composeMail(services.config, {
          kind: 'staffBurst',
          to: member.email,
          name: member.displayName || member.email,
          path: '/admin/audit',
          values,
        }),
      ),
    ),
  );
  dispatchQueued(services, queued);
  return queued.length;
}
