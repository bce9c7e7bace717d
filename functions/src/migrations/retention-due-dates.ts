import { addMonths, RETENTION } from '@storysong/core';
import type { Migration } from './migration.ts';

const ORDERS = 'orders';
const BATCH = 200;

interface DeliveredOrder extends Record<string, unknown> {
  song?: { deliveredAt?: string } | null;
  retentionDueAt?: string | null;
  erasedAt?: string | null;
}

/**
 * Songs delivered before the retention schedule get its first step, the notice 11 months after their
 * latest delivery (docs/privacy.md); one delivered longer ago than that is noticed on the job's next run.
 */
export const retentionDueDates: Migration = {
  id: '004-retention-due-dates',
  async run({ documents }) {
    let changed = 0;
    let after: Awaited<ReturnType<typeof documents.query>>[number] | undefined;
    for (;;) {
      const batch = await documents.query<DeliveredOrder>(ORDERS, { limit: BATCH, ...(after ? { startAfter: after } : {}) });
      for (const order of batch) {
        const deliveredAt = order.data.song?.deliveredAt;
        if (!deliveredAt || order.data.retentionDueAt || order.data.erasedAt) continue;
        await documents.update(ORDERS, order.id, { retentionDueAt: addMonths(deliveredAt, RETENTION.noticeAfterDeliveryMonths) });
        changed += 1;
      }
      if (batch.length < BATCH) return changed;
      after = batch[batch.length - 1];
    }
  },
};
