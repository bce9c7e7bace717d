import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { EmbeddedDocumentStore } from './embedded.ts';
import { Journal } from './journal.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'docs-journal-'));
const journalOf = (dir: string) => join(dir, 'journal.jsonl');

it('keeps acknowledged writes, deletes and transactions across a close and reopen of the data directory', async () => {
  const dir = dataDir();
  const first = await EmbeddedDocumentStore.open(dir);
  await first.create('orders', 'o1', { amount: 396 });
  await first.create('orders', 'o2', { amount: 1 });
  await first.delete('orders', 'o2');
  await first.transaction(async (tx) => {
    tx.update('orders', 'o1', { paid: true });
    tx.create('ledger', 'e1', { orderId: 'o1' });
  });
  const version = (await first.get('orders', 'o1'))?.updateTime;
  await first.close();
  const second = await EmbeddedDocumentStore.open(dir);
  expect(await second.get('orders', 'o1')).toEqual({ id: 'o1', data: { amount: 396, paid: true }, updateTime: version });
  expect(await second.get('orders', 'o2')).toBeNull();
  expect((await second.get('ledger', 'e1'))?.data).toEqual({ orderId: 'o1' });
  await second.close();
});

it('has a write in its file once it is answered, before any close: what survives the process being killed', async () => {
  const dir = dataDir();
  const running = await EmbeddedDocumentStore.open(dir);
  await running.create('orders', 'o1', { amount: 396 });
  await running.countHit('limits', 'caller', Date.parse('2026-11-26T12:00:00Z'), 60_000);
  // Read as a restart after a kill would read it: the running store is never closed.
  const { journal, changes } = await Journal.open(dir);
  expect(changes.map((change) => [change.collection, change.id])).toEqual([
    ['orders', 'o1'],
    ['limits', 'caller'],
  ]);
  await journal.close();
});

it('drops a last line cut short by a crash, and writes on after it', async () => {
  const dir = dataDir();
  const first = await EmbeddedDocumentStore.open(dir);
  await first.create('orders', 'kept', { n: 1 });
  await first.close();
  appendFileSync(journalOf(dir), '[["orders","torn",{"n":');
  const second = await EmbeddedDocumentStore.open(dir);
  expect(await second.get('orders', 'torn')).toBeNull();
  await second.create('orders', 'after', { n: 2 });
  await second.close();
  const third = await EmbeddedDocumentStore.open(dir);
  expect((await third.query('orders')).map((doc) => doc.id)).toEqual(['after', 'kept']);
  await third.close();
});

it('refuses to open a journal damaged before its end rather than skip what it holds', async () => {
  const dir = dataDir();
  const first = await EmbeddedDocumentStore.open(dir);
  await first.create('orders', 'a', { n: 1 });
  await first.create('orders', 'b', { n: 2 });
  await first.close();
  const [, second] = readFileSync(journalOf(dir), 'utf8').split('\n');
  writeFileSync(journalOf(dir), `not json\n${second}\n`);
  await expect(EmbeddedDocumentStore.open(dir)).rejects.toThrow(/line 1 cannot be read/);
});

it('rewrites a journal grown far past what it holds, keeping every live document', async () => {
  const dir = dataDir();
  const store = await EmbeddedDocumentStore.open(dir);
  const big = 'x'.repeat(100_000);
  await store.create('notes', 'kept', { n: 0 });
  await store.create('notes', 'gone', { text: big });
  await store.delete('notes', 'gone');
  // About 9 MB of versions of one document: past the 8 MB after which the file is rewritten.
  for (let n = 1; n <= 90; n++) await store.set('notes', 'busy', { n, big });
  expect(statSync(journalOf(dir)).size).toBeLessThan(2_000_000);
  await store.close();
  const reopened = await EmbeddedDocumentStore.open(dir);
  expect((await reopened.get('notes', 'busy'))?.data).toEqual({ n: 90, big });
  expect((await reopened.query('notes')).map((doc) => doc.id)).toEqual(['busy', 'kept']);
  await reopened.close();
});

it('sets a directory of the earlier store (PGlite) aside whole, and starts empty beside it', async () => {
  const parent = dataDir();
  const dir = join(parent, 'documents');
  mkdirSync(dir);
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  const store = await EmbeddedDocumentStore.open(dir);
  expect(await store.count('orders')).toBe(0);
  await store.create('orders', 'o1', { n: 1 });
  await store.close();
  const setAside = readdirSync(parent).filter((name) => name.startsWith('documents.pglite-'));
  expect(setAside).toHaveLength(1);
  expect(readdirSync(join(parent, setAside[0] as string))).toEqual(['PG_VERSION']);
  expect(readdirSync(dir)).toEqual(['journal.jsonl']);
});

it('keeps every commit when a rewrite fails, and writes on in the whole old file', async () => {
  const dir = dataDir();
  const store = await EmbeddedDocumentStore.open(dir);
  // The rewrite's new file cannot be made where a directory holds its name.
  mkdirSync(`${journalOf(dir)}.next`);
  const big = 'x'.repeat(100_000);
  for (let n = 1; n <= 90; n++) await store.set('notes', 'busy', { n, big });
  await store.create('notes', 'after', { n: 0 });
  expect(statSync(journalOf(dir)).size).toBeGreaterThan(8_000_000);
  await store.close();
  const reopened = await EmbeddedDocumentStore.open(dir);
  expect((await reopened.get('notes', 'busy'))?.data).toEqual({ n: 90, big });
  expect((await reopened.get('notes', 'after'))?.data).toEqual({ n: 0 });
  await reopened.close();
});

it('finds documents by equality as their fields change, through the index it keeps', async () => {
  const store = await EmbeddedDocumentStore.open();
  for (const [id, status] of [
    ['a', 'pending'],
    ['b', 'pending'],
    ['c', 'sent'],
  ]) {
    await store.create('outbox', id, { status });
  }
  const ids = async (status: unknown) =>
    (await store.query('outbox', { where: [{ field: 'status', op: '==', value: status }] })).map((doc) => doc.id);
  expect(await ids('pending')).toEqual(['a', 'b']);
  await store.update('outbox', 'a', { status: 'sent' });
  await store.set('outbox', 'b', { other: true });
  await store.delete('outbox', 'c');
  await store.transaction(async (tx) => tx.create('outbox', 'd', { status: 'pending' }));
  expect(await ids('pending')).toEqual(['d']);
  expect(await ids('sent')).toEqual(['a']);
  expect(await store.count('outbox', { where: [{ field: 'status', op: 'in', value: ['sent', 'pending'] }] })).toBe(2);
  await store.close();
});

it('hands out copies: neither what a caller wrote nor what it was given changes what the store holds', async () => {
  const store = await EmbeddedDocumentStore.open();
  const written = { tags: ['a'], at: new Date('2026-01-01T00:00:00Z'), gone: undefined };
  await store.create('notes', 'n', written);
  written.tags.push('b');
  const read = await store.get<{ tags: string[] }>('notes', 'n');
  read?.data.tags.push('c');
  expect((await store.get('notes', 'n'))?.data).toEqual({ tags: ['a'], at: '2026-01-01T00:00:00.000Z' });
  await store.close();
});

it('stores any text as sent, quotes, backslashes and a NUL included', async () => {
  const dir = dataDir();
  const store = await EmbeddedDocumentStore.open(dir);
  const tricky = ["it's", '"quoted"\n[["x"]]', "back\\slash \\' \\n", 'nul \0 inside', 'émoji 🎵 عربى'];
  for (const [i, text] of tricky.entries()) {
    await store.create('notes', `n${i}`, { text, [text]: text });
    expect((await store.query('notes', { where: [{ field: 'text', op: '==', value: text }] })).map((d) => d.id)).toEqual([
      `n${i}`,
    ]);
  }
  await store.close();
  const reopened = await EmbeddedDocumentStore.open(dir);
  for (const [i, text] of tricky.entries()) expect((await reopened.get('notes', `n${i}`))?.data).toEqual({ text, [text]: text });
  await reopened.close();
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
