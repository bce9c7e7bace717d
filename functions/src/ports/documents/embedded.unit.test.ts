import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { EmbeddedDocumentStore, indexFor, literal } from './embedded.ts';

it('keeps acknowledged writes across a close and reopen of the data directory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-persist-'));
  const first = await EmbeddedDocumentStore.open(dir);
  await first.create('orders', 'o1', { amount: 396 });
  await first.close();
  const second = await EmbeddedDocumentStore.open(dir);
  expect((await second.get('orders', 'o1'))?.data).toEqual({ amount: 396 });
  await second.close();
  // Two databases opened from disk: as long as the project gives a hook that opens one on a busy machine.
}, 60_000);

it('refuses unsafe field names rather than building SQL from them', async () => {
  const store = await EmbeddedDocumentStore.open();
  await expect(
    store.query('orders', { where: [{ field: "x'); drop table documents; --", op: '==', value: 1 }] }),
  ).rejects.toThrow('Unsafe name');
  await store.close();
});

it('reads a filtered query through an index of its own, and keeps arrays, however long, out of every index', async () => {
  const store = await EmbeddedDocumentStore.open();
  const affiliateIds = Array.from({ length: 400 }, (_, i) => `affiliate-${i}-${randomBytes(10).toString('hex')}`);
  affiliateIds[7] = 'affiliate-7';
  await store.create('payouts', 'p1', { affiliateIds, paidAt: '2026-01-01' });
  await store.query('payouts', {
    where: [{ field: 'affiliateIds', op: 'array-contains', value: 'affiliate-7' }],
  });
  await store.query('payouts', {
    where: [{ field: 'affiliateIds', op: 'array-contains', value: 'affiliate-7' }],
    orderBy: [{ field: 'paidAt', direction: 'desc' }],
  });
  // A batch naming 400 affiliates (about 12 KB of ids) is still written once their query shapes have indexes.
  await store.create('payouts', 'p2', { affiliateIds, paidAt: '2026-02-01' });
  const found = await store.query('payouts', {
    where: [{ field: 'affiliateIds', op: 'array-contains', value: 'affiliate-7' }],
    orderBy: [{ field: 'paidAt', direction: 'desc' }],
  });
  expect(found.map((doc) => doc.id)).toEqual(['p2', 'p1']);
  expect(indexFor('payouts', { where: [{ field: 'affiliateIds', op: 'array-contains', value: 'a' }] })).toBeNull();
  expect(indexFor('orders', { where: [{ field: 'customerEmailKey', op: '==', value: 'a' }] })?.sql).toMatch(
    /CREATE INDEX IF NOT EXISTS ix_\w+ ON documents \(\(data #> '\{customerEmailKey\}'\), id\) WHERE collection = 'orders'/,
  );
  await store.close();
});

it('stores any text as sent, quotes and backslashes included, and refuses a NUL rather than cutting at it', async () => {
  const store = await EmbeddedDocumentStore.open();
  const tricky = ["it's", "'); DROP TABLE documents; --", "back\\slash \\' \\n", '$$ dollar $1', 'émoji 🎵 عربى'];
  for (const [i, text] of tricky.entries()) {
    await store.create('notes', `n${i}`, { text, [text]: text });
    expect((await store.get('notes', `n${i}`))?.data).toEqual({ text, [text]: text });
    expect((await store.query('notes', { where: [{ field: 'text', op: '==', value: text }] })).map((d) => d.id)).toEqual([
      `n${i}`,
    ]);
  }
  expect(await store.count('notes')).toBe(tricky.length);
  expect(() => literal('a\0b')).toThrow('NUL');
  await store.close();
});

it('applies a transaction’s writes together or not at all, a refusal naming its document', async () => {
  const store = await EmbeddedDocumentStore.open();
  await store.create('orders', 'taken', { n: 1 });
  await expect(
    store.transaction(async (tx) => {
      tx.create('orders', 'new', { n: 2 });
      tx.update('orders', 'taken', { n: 3 });
      tx.create('orders', 'taken', { n: 4 });
    }),
  ).rejects.toThrow('orders/taken already exists');
  await expect(
    store.transaction(async (tx) => {
      tx.create('orders', 'new', { n: 2 });
      tx.update('orders', 'missing', { n: 3 });
    }),
  ).rejects.toThrow('orders/missing does not exist');
  expect(await store.get('orders', 'new')).toBeNull();
  expect((await store.get('orders', 'taken'))?.data).toEqual({ n: 1 });
  await store.close();
});

it('refuses to serve once closed, and the next store in memory starts empty', async () => {
  const first = await EmbeddedDocumentStore.open();
  await first.create('orders', 'o1', { amount: 396 });
  const byAmount = { where: [{ field: 'amount', op: '==' as const, value: 396 }] };
  expect((await first.query('orders', byAmount)).map((doc) => doc.id)).toEqual(['o1']);
  await first.close();
  await first.close();
  await expect(first.query('orders', byAmount)).rejects.toThrow('The document store is closed');
  await expect(first.get('orders', 'o1')).rejects.toThrow('The document store is closed');
  await expect(first.create('orders', 'o2', { amount: 1 })).rejects.toThrow('The document store is closed');

  const second = await EmbeddedDocumentStore.open();
  expect(await second.count('orders')).toBe(0);
  await second.create('orders', 'o1', { amount: 1 });
  const found = await second.query('orders', { where: [{ field: 'amount', op: '==', value: 1 }] });
  expect(found.map((doc) => doc.id)).toEqual(['o1']);
  await second.close();
});
