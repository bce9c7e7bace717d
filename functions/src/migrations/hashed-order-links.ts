import { linksOf } from '../features/orders/exports.ts';
import type { Migration } from './migration.ts';

const ORDERS = 'orders';
const BATCH = 200;

/**
 * Orders placed before links had records keep their one raw token (`statusToken`): it becomes a
 * record holding only its hash, issued when the order was placed, so a reader of the store can no
 * longer open the order and the link in the emails already sent keeps working until it expires.
 * Until this has run the order routes read the raw token the same way (`linksOf`).
 */
export const hashedOrderLinks: Migration = {
  id: '003-hashed-order-links',
  async run({ documents }) {
    let changed = 0;
    let after: Awaited<ReturnType<typeof documents.query>>[number] | undefined;
    for (;;) {
      const batch = await documents.query<{ statusToken?: string | null; createdAt: string }>(ORDERS, {
        limit: BATCH,
        ...(after ? { startAfter: after } : {}),
      });
      for (const order of batch) {
        if (typeof order.data.statusToken !== 'string') continue;
        await documents.update(ORDERS, order.id, { links: linksOf(order.data), statusToken: null });
        changed += 1;
      }
      if (batch.length < BATCH) return changed;
      after = batch[batch.length - 1];
    }
  },
};
