import { StaffSessions } from '../../platform/staff-sessions.ts';
import type { Services } from '../../services.ts';
import { deleteSentMail } from '../mail/exports.ts';
import { applyOrderRetention } from '../orders/exports.ts';

/**
 * The retention schedule (docs/privacy.md; the `retention` scheduled function in production, a timer
 * in the local server): orders' notices and erasures, unpaid orders' personal data, sent mail
 * past its 30 days, and staff sessions that ended without a sign-out. Every step is idempotent, so a run may repeat or overlap another.
 */
export async function applyRetention(services: Services) {
  const orders = await applyOrderRetention(services);
  const mails = await deleteSentMail(services);
  const staffSessions = await new StaffSessions(services.documents, services.clock).sweep();
  const done = { ...orders, mails, staffSessions };
  if (Object.values(done).some((count) => count > 0)) services.log.info('retention_applied', done);
  return done;
}
