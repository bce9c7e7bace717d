import type { Migration } from './migration.ts';

const ORDERS = 'orders';
/** How the genre list spelled Makossa until it was corrected. */
export const LEGACY_MAKOSSA = 'Makoosa';
const BATCH = 200;

/** Orders placed while the genre was misspelled carry the old value; they get the genre's own name. */
export const makossaSpelling: Migration = {
  id: '001-makossa-spelling',
  async run({ documents }) {
    let changed = 0;
    for (;;) {
      const batch = await documents.query(ORDERS, { where: [{ field: 'genre', op: '==', value: LEGACY_MAKOSSA }], limit: BATCH });
      for (const order of batch) await documents.update(ORDERS, order.id, { genre: 'Makossa' });
      changed += batch.length;
      if (batch.length < BATCH) return changed;
    }
  },
};
