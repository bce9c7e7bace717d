import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { EmbeddedDocumentStore } from './embedded.ts';

it('keeps acknowledged writes across a close and reopen of the data directory', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-persist-'));
  const first = await EmbeddedDocumentStore.open(dir);
  await first.create('orders', 'o1', { amount: 396 });
  await first.close();
  const second = await EmbeddedDocumentStore.open(dir);
  expect((await second.get('orders', 'o1'))?.data).toEqual({ amount: 396 });
  await second.close();
});

it('refuses unsafe field names rather than building SQL from them', async () => {
  const store = await EmbeddedDocumentStore.open();
  await expect(
    store.query('orders', { where: [{ field: "x'); drop table documents; --", op: '==', value: 1 }] }),
  ).rejects.toThrow('Unsafe name');
  await store.close();
});
