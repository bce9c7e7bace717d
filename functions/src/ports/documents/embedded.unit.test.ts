import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { EmbeddedDocumentStore } from './embedded.ts';
import type { Query } from './port.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'docs-sqlite-'));

afterEach(() => {
  vi.useRealTimers();
});

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
  expect(readdirSync(dir)).toContain('documents.db');
  await second.close();
});

it('keeps every answered write when the process is killed without closing the store', async () => {
  const dir = dataDir();
  const writer = `
    const { EmbeddedDocumentStore } = await import(${JSON.stringify(join(import.meta.dirname, 'embedded.ts'))});
    const store = await EmbeddedDocumentStore.open(${JSON.stringify(dir)});
    await store.create('orders', 'o1', { amount: 396 });
    await store.transaction(async (tx) => tx.set('ledger', 'e1', { orderId: 'o1' }));
    await store.countHit('limits', 'caller', Date.parse('2026-11-26T12:00:00Z'), 60_000);
    process.kill(process.pid, 'SIGKILL');`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', writer], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.signal).toBe('SIGKILL');
  const reopened = await EmbeddedDocumentStore.open(dir);
  expect((await reopened.get('orders', 'o1'))?.data).toEqual({ amount: 396 });
  expect((await reopened.get('ledger', 'e1'))?.data).toEqual({ orderId: 'o1' });
  expect((await reopened.get('limits', 'caller'))?.data).toMatchObject({ count: 1 });
  await reopened.close();
});

it('gives a document a newer version after a reopen, even with the clock gone back', async () => {
  const dir = dataDir();
  const first = await EmbeddedDocumentStore.open(dir);
  await first.create('orders', 'o1', { n: 1 });
  const before = (await first.get('orders', 'o1'))?.updateTime ?? '';
  await first.close();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() - 3_600_000);
  const second = await EmbeddedDocumentStore.open(dir);
  await second.update('orders', 'o1', { n: 2 }, { updateTime: before });
  const after = (await second.get('orders', 'o1'))?.updateTime ?? '';
  expect(after > before).toBe(true);
  await expect(second.update('orders', 'o1', { n: 3 }, { updateTime: before })).rejects.toThrow('changed since it was read');
  await second.close();
});

it.each([
  ['journal.jsonl', 'journal'],
  ['PG_VERSION', 'pglite'],
])('sets a directory of an earlier store (%s) aside whole, and starts empty beside it', async (file, kind) => {
  const parent = dataDir();
  const dir = join(parent, 'documents');
  mkdirSync(dir);
  writeFileSync(join(dir, file), 'earlier\n');
  const store = await EmbeddedDocumentStore.open(dir);
  expect(await store.count('orders')).toBe(0);
  await store.create('orders', 'o1', { n: 1 });
  await store.close();
  const setAside = readdirSync(parent).filter((name) => name.startsWith(`documents.${kind}-`));
  expect(setAside).toHaveLength(1);
  expect(readdirSync(join(parent, setAside[0] as string))).toEqual([file]);
  expect(readdirSync(dir)).toContain('documents.db');
});

/** One document per type Firestore orders, and one lacking the field. */
async function typedValues() {
  const store = await EmbeddedDocumentStore.open();
  const values = { text: '10', number: 9, fraction: 9.5, null: null, flag: true, off: false, list: [1, 2], map: { a: 1 } };
  for (const [id, v] of Object.entries(values)) await store.create('typed', id, { v });
  await store.create('typed', 'none', {});
  const ids = async (query: Query) => (await store.query('typed', query)).map((doc) => doc.id);
  return { store, ids };
}

it('orders values of different types as Firestore does: null, booleans, numbers, strings, arrays, maps', async () => {
  const { store, ids } = await typedValues();
  expect(await ids({ orderBy: [{ field: 'v' }] })).toEqual(['null', 'off', 'flag', 'number', 'fraction', 'text', 'list', 'map']);
  expect(await ids({ orderBy: [{ field: 'v', direction: 'desc' }], limit: 3 })).toEqual(['map', 'list', 'text']);
  await store.close();
});

it('matches a range only against values of its own type, and nothing against a missing field', async () => {
  const { store, ids } = await typedValues();
  expect(await ids({ where: [{ field: 'v', op: '>', value: 1 }] })).toEqual(['fraction', 'number']);
  expect(await ids({ where: [{ field: 'v', op: '>', value: '1' }] })).toEqual(['text']);
  expect(await ids({ where: [{ field: 'v', op: '<', value: true }] })).toEqual(['off']);
  expect(await ids({ where: [{ field: 'v', op: '!=', value: 9 }] })).toEqual(['flag', 'fraction', 'list', 'map', 'off', 'text']);
  await store.close();
});

it('compares equal values of one type only: a number is not its text nor a boolean, null is not a missing field', async () => {
  const { store, ids } = await typedValues();
  expect(await ids({ where: [{ field: 'v', op: '==', value: 9.0 }] })).toEqual(['number']);
  expect(await ids({ where: [{ field: 'v', op: '==', value: 10 }] })).toEqual([]);
  expect(await ids({ where: [{ field: 'v', op: '==', value: 1 }] })).toEqual([]);
  expect(await ids({ where: [{ field: 'v', op: '==', value: null }] })).toEqual(['null']);
  expect(await ids({ where: [{ field: 'v', op: '==', value: [1, 2] }] })).toEqual(['list']);
  expect(await ids({ where: [{ field: 'v', op: 'in', value: ['10', true, null] }] })).toEqual(['flag', 'null', 'text']);
  expect(await ids({ where: [{ field: 'v', op: 'in', value: [] }] })).toEqual([]);
  await store.close();
});

it('finds array elements only in arrays, by type as equality does', async () => {
  const store = await EmbeddedDocumentStore.open();
  await store.create('tags', 'list', { tags: ['joy', 1, true] });
  await store.create('tags', 'scalar', { tags: 'joy' });
  await store.create('tags', 'map', { tags: { joy: 'joy' } });
  const ids = async (query: Query) => (await store.query('tags', query)).map((doc) => doc.id);
  expect(await ids({ where: [{ field: 'tags', op: 'array-contains', value: 'joy' }] })).toEqual(['list']);
  expect(await ids({ where: [{ field: 'tags', op: 'array-contains', value: '1' }] })).toEqual([]);
  expect(await ids({ where: [{ field: 'tags', op: 'array-contains-any', value: [false, 1] }] })).toEqual(['list']);
  await store.close();
});

it('reads nested fields, and refuses an "in" or "array-contains-any" filter given something other than a list', async () => {
  const store = await EmbeddedDocumentStore.open();
  await store.create('orders', 'a', { reveal: { dueAt: '2026-02-01' } });
  await store.create('orders', 'b', { reveal: { dueAt: '2026-01-01' } });
  await store.create('orders', 'c', { reveal: null });
  const due = await store.query('orders', {
    where: [{ field: 'reveal.dueAt', op: '<=', value: '2026-03-01' }],
    orderBy: [{ field: 'reveal.dueAt' }],
  });
  expect(due.map((doc) => doc.id)).toEqual(['b', 'a']);
  await expect(store.query('orders', { where: [{ field: 'v', op: 'in', value: 9 }] })).rejects.toThrow(
    '"in" filters take an array',
  );
  await expect(store.count('orders', { where: [{ field: 'v', op: 'array-contains-any', value: 'x' }] })).rejects.toThrow(
    '"array-contains-any" filters take an array',
  );
  await store.close();
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
