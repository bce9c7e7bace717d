import { emailKey } from '@storysong/core';
import type { Migration } from './migration.ts';

const ORDERS = 'orders';
const BATCH = 200;

/**
 * Orders placed before `emailKey` dropped sub-addresses and Gmail's dots keep the older key; the
 * first-purchase rule finds them only once they carry the canonical one.
 */
export const canonicalEmailKeys: Migration = {
  id: '002-canonical-email-keys',
  async run({ documents }) {
    let changed = 0;
    let after: Awaited<ReturnType<typeof documents.query>>[number] | undefined;
    for (;;) {
      const batch = await documents.query<{ customerEmail?: string; customerEmailKey?: string }>(ORDERS, {
        limit: BATCH,
        ...(after ? { startAfter: after } : {}),
      });
      for (const order of batch) {
        const { customerEmail, customerEmailKey } = order.data;
        if (typeof customerEmail !== 'string' || customerEmailKey === emailKey(customerEmail)) continue;
        await documents.update(ORDERS, order.id, { customerEmailKey: emailKey(customerEmail) });
        changed += 1;
      }
      if (batch.length < BATCH) return changed;
      after = batch[batch.length - 1];
    }
  },
};
