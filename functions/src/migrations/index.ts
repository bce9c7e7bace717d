import { isoNow } from '../platform/clock.ts';
import { ConflictError } from '../ports/documents/port.ts';
import type { Services } from '../services.ts';
import { canonicalEmailKeys } from './canonical-email-keys.ts';
import { hashedOrderLinks } from './hashed-order-links.ts';
import { knowledgeBase } from './knowledge-base.ts';
import { makossaSpelling } from './makossa-spelling.ts';
import type { Migration } from './migration.ts';
import { retentionDueDates } from './retention-due-dates.ts';
import { sealPaymentDetailsAtRest } from './seal-payment-details.ts';
import { sealStaffFactorsWithKeyRing } from './seal-staff-factors.ts';

export const MIGRATIONS: readonly Migration[] = [
  makossaSpelling,
  canonicalEmailKeys,
  hashedOrderLinks,
  retentionDueDates,
  sealPaymentDetailsAtRest,
  knowledgeBase,
  sealStaffFactorsWithKeyRing,
];

const COLLECTION = 'migrations';

/**
 * Runs the migrations not yet recorded as done, in order, and records each once it has finished.
 * The local server runs it at start; in production each function instance runs it once (index.ts).
 */
export async function runMigrations(services: Services, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const ran: string[] = [];
  for (const migration of migrations) {
    if (await services.documents.get(COLLECTION, migration.id)) continue;
    const changed = await migration.run(services);
    try {
      await services.documents.create(COLLECTION, migration.id, { finishedAt: isoNow(services.clock), changed });
    } catch (error) {
      // Another instance finished it at the same time; the work itself is idempotent.
      if (!(error instanceof ConflictError)) throw error;
    }
    services.log.info('migration_finished', { id: migration.id, changed });
    ran.push(migration.id);
  }
  return ran;
}
