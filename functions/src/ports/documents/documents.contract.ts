import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  type DocumentStore,
  NotFoundError,
  PreconditionError,
  READS_BEFORE_WRITES,
  type TransactionOps,
} from './port.ts';

/**
 * Behaviour every documents adapter must have. Each test uses its own collection. `unavailable`:
 * why this adapter's backend cannot run here; its tests are then skipped with that reason in their name.
 */
export function documentsContract(name: string, open: () => Promise<DocumentStore>, unavailable = '') {
  describe.skipIf(Boolean(unavailable))(`documents contract: ${name}${unavailable && ` (skipped: ${unavailable})`}`, () => {
    let store: DocumentStore;
    let n = 0;
    const col = () => `contract_${Date.now().toString(36)}_${n++}`;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());

    it('creates, reads, sets, updates and deletes', async () => {
      const c = col();
      await store.create(c, 'a', { name: 'Ada', n: 1 });
      expect((await store.get(c, 'a'))?.data).toEqual({ name: 'Ada', n: 1 });
      await expect(store.create(c, 'a', { name: 'again' })).rejects.toBeInstanceOf(ConflictError);
      await store.update(c, 'a', { n: 2 });
      expect((await store.get(c, 'a'))?.data).toEqual({ name: 'Ada', n: 2 });
      await store.set(c, 'a', { replaced: true });
      expect((await store.get(c, 'a'))?.data).toEqual({ replaced: true });
      await store.delete(c, 'a');
      expect(await store.get(c, 'a')).toBeNull();
      await expect(store.update(c, 'a', { n: 3 })).rejects.toBeInstanceOf(NotFoundError);
    });

    it('honours update preconditions: the version just read is accepted, a stale one refused', async () => {
      const c = col();
      await store.create(c, 'x', { v: 1 });
      const first = await store.get(c, 'x');
      await store.update(c, 'x', { v: 2 }, { updateTime: first?.updateTime });
      const second = await store.get(c, 'x');
      expect(second?.updateTime).not.toBe(first?.updateTime);
      await expect(store.update(c, 'x', { v: 3 }, { updateTime: first?.updateTime })).rejects.toBeInstanceOf(PreconditionError);
      // Each version read back is the exact one the store holds, again and again.
      await store.update(c, 'x', { v: 3 }, { updateTime: second?.updateTime });
      await store.update(c, 'x', { v: 4 }, { updateTime: (await store.get(c, 'x'))?.updateTime });
      expect((await store.get(c, 'x'))?.data).toEqual({ v: 4 });
    });

    it('treats an id Firestore rejects (a slash, dots, __reserved__) as naming no document', async () => {
      const c = col();
      await store.create(c, 'a', { v: 1 });
      for (const id of ['a/b', '.', '..', '__x__', '']) {
        expect(await store.get(c, id)).toBeNull();
        await expect(store.update(c, id, { v: 2 })).rejects.toBeInstanceOf(NotFoundError);
        await store.delete(c, id);
        await expect(store.create(c, id, { v: 2 })).rejects.toThrow(/Not a document id/);
        await expect(store.transaction(async (tx) => tx.get(c, id))).resolves.toBeNull();
      }
      expect((await store.get(c, 'a'))?.data).toEqual({ v: 1 });
    });

    it('queries with equality, in, array-contains-any, ranges, ordering, limit and count', async () => {
      const c = col();
      const rows = [
        { id: 'p1', status: 'published', tags: ['love', 'joy'], at: '2025-01-03', n: 3 },
        { id: 'p2', status: 'draft', tags: ['grief'], at: '2025-01-01', n: 1 },
        { id: 'p3', status: 'published', tags: ['hope'], at: '2025-01-02', n: 2 },
        { id: 'p4', status: 'published', tags: ['joy', 'hope'], at: '2025-01-04', n: 4 },
      ];
      for (const { id, ...data } of rows) await store.create(c, id, data);
      const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

      const published = await store.query(c, {
        where: [{ field: 'status', op: '==', value: 'published' }],
        orderBy: [{ field: 'at', direction: 'desc' }],
      });
      expect(ids(published)).toEqual(['p4', 'p1', 'p3']);
      expect(await store.count(c, { where: [{ field: 'status', op: '==', value: 'published' }] })).toBe(3);
      expect(await store.count(c)).toBe(4);

      const inStatus = await store.query(c, { where: [{ field: 'status', op: 'in', value: ['draft'] }] });
      expect(ids(inStatus)).toEqual(['p2']);

      const tagged = await store.query(c, {
        where: [{ field: 'tags', op: 'array-contains-any', value: ['hope', 'grief'] }],
        orderBy: [{ field: 'at', direction: 'asc' }],
      });
      expect(ids(tagged)).toEqual(['p2', 'p3', 'p4']);

      const contains = await store.query(c, {
        where: [{ field: 'tags', op: 'array-contains', value: 'joy' }],
        orderBy: [{ field: 'n' }],
      });
      expect(ids(contains)).toEqual(['p1', 'p4']);

      const range = await store.query(c, {
        where: [{ field: 'n', op: '>=', value: 2 }],
        orderBy: [{ field: 'n', direction: 'asc' }],
      });
      expect(ids(range)).toEqual(['p3', 'p1', 'p4']);
    });

    it('reads pages after a cursor, in the query order, ties broken by id in the last direction', async () => {
      const c = col();
      const rows = { d: '2025-01-04', a: '2025-01-03', b1: '2025-01-02', b2: '2025-01-02', c: '2025-01-01' };
      for (const [id, at] of Object.entries(rows)) await store.create(c, id, { status: 'published', at });
      await store.create(c, 'draft', { status: 'draft', at: '2025-01-05' });
      const ids = (docs: { id: string }[]) => docs.map((d) => d.id);
      const newestFirst = {
        where: [{ field: 'status', op: '==' as const, value: 'published' }],
        orderBy: [{ field: 'at', direction: 'desc' as const }],
      };

      expect(ids(await store.query(c, newestFirst))).toEqual(['d', 'a', 'b2', 'b1', 'c']);
      const page1 = await store.query(c, { ...newestFirst, limit: 2 });
      const page2 = await store.query(c, { ...newestFirst, limit: 2, startAfter: page1.at(-1) });
      const page3 = await store.query(c, { ...newestFirst, limit: 2, startAfter: page2.at(-1) });
      expect([ids(page1), ids(page2), ids(page3)]).toEqual([['d', 'a'], ['b2', 'b1'], ['c']]);
      expect(await store.query(c, { ...newestFirst, startAfter: page3.at(-1) })).toEqual([]);
      // A page that ends inside a tie goes on with the rest of it.
      const tieSplit = await store.query(c, { ...newestFirst, limit: 3 });
      expect(ids(await store.query(c, { ...newestFirst, startAfter: tieSplit.at(-1) }))).toEqual(['b1', 'c']);

      const oldestFirst = { ...newestFirst, orderBy: [{ field: 'at', direction: 'asc' as const }] };
      expect(ids(await store.query(c, oldestFirst))).toEqual(['c', 'b1', 'b2', 'a', 'd']);
      const b1 = (await store.query(c, { ...oldestFirst, limit: 2 })).at(-1);
      expect(ids(await store.query(c, { ...oldestFirst, startAfter: b1 }))).toEqual(['b2', 'a', 'd']);
    });

    it('commits a transaction all or nothing', async () => {
      const c = col();
      await store.create(c, 'acct', { balance: 10 });
      await store.create(c, 'taken', { v: 1 });
      await expect(
        store.transaction(async (tx) => {
          const doc = await tx.get<{ balance: number }>(c, 'acct');
          tx.update(c, 'acct', { balance: (doc?.data.balance ?? 0) - 5 });
          tx.create(c, 'taken', { clash: true });
          return null;
        }),
      ).rejects.toBeInstanceOf(ConflictError);
      expect((await store.get(c, 'acct'))?.data).toEqual({ balance: 10 });
      expect((await store.get(c, 'taken'))?.data).toEqual({ v: 1 });

      await expect(
        store.transaction(async (tx) => {
          tx.set(c, 'other', { touched: true });
          tx.update(c, 'missing', { n: 1 });
        }),
      ).rejects.toBeInstanceOf(NotFoundError);
      expect(await store.get(c, 'other')).toBeNull();
    });

    it("applies a transaction's writes in order: a create after another write of the document conflicts, an update after its delete finds nothing", async () => {
      const c = col();
      await store.create(c, 'acct', { balance: 10 });
      // Decided by the order alone, whether or not the document exists (Firestore refuses such a commit).
      const contradictions: [(tx: TransactionOps) => void, typeof ConflictError | typeof NotFoundError][] = [
        [
          (tx) => {
            tx.update(c, 'acct', { balance: 5 });
            tx.create(c, 'acct', {});
          },
          ConflictError,
        ],
        [
          (tx) => {
            tx.set(c, 'new', { n: 1 });
            tx.create(c, 'new', {});
          },
          ConflictError,
        ],
        [
          (tx) => {
            tx.delete(c, 'acct');
            tx.update(c, 'acct', { balance: 1 });
          },
          NotFoundError,
        ],
      ];
      for (const [writes, error] of contradictions) {
        await expect(store.transaction(async (tx) => writes(tx))).rejects.toBeInstanceOf(error);
      }
      expect((await store.get(c, 'acct'))?.data).toEqual({ balance: 10 });
      expect(await store.get(c, 'new')).toBeNull();

      // Writes that follow one another without contradiction each apply, the last one winning.
      await store.transaction(async (tx) => {
        tx.set(c, 'acct', { balance: 1 });
        tx.update(c, 'acct', { note: 'x' });
        tx.set(c, 'acct', { balance: 2, note: 'y' });
        tx.delete(c, 'gone');
        tx.create(c, 'gone', { back: true });
      });
      expect((await store.get(c, 'acct'))?.data).toEqual({ balance: 2, note: 'y' });
      expect((await store.get(c, 'gone'))?.data).toEqual({ back: true });
    });

    it('refuses a read after a write in one transaction, as Firestore does, and writes nothing of it', async () => {
      const c = col();
      await store.create(c, 'acct', { balance: 10 });
      for (const read of [(tx: TransactionOps) => tx.get(c, 'acct'), (tx: TransactionOps) => tx.query(c)]) {
        await expect(
          store.transaction(async (tx) => {
            tx.set(c, 'written', { n: 1 });
            await read(tx);
          }),
        ).rejects.toThrow(READS_BEFORE_WRITES);
      }
      expect(await store.get(c, 'written')).toBeNull();
    });

    // Contending transactions on Firestore retry with the SDK's backoff: 7–12 s on the emulator
    // here, so a slower machine gets three times the suite's 30 s before a timeout says otherwise.
    const CONTENTION_TIMEOUT_MS = 90_000;

    it('serialises concurrent read-modify-write transactions', { timeout: CONTENTION_TIMEOUT_MS }, async () => {
      const c = col();
      await store.create(c, 'counter', { n: 0 });
      await Promise.all(
        Array.from({ length: 10 }, () =>
          store.transaction(async (tx) => {
            const doc = await tx.get<{ n: number }>(c, 'counter');
            tx.update(c, 'counter', { n: (doc?.data.n ?? 0) + 1 });
          }),
        ),
      );
      expect((await store.get(c, 'counter'))?.data).toEqual({ n: 10 });
    });

    it('counts hits in a fixed window, and starts a new window once it has ended', async () => {
      const c = col();
      const start = Date.parse('2026-11-26T12:00:00Z');
      expect(await store.countHit(c, 'caller', start, 60_000)).toEqual({
        windowStart: start,
        count: 1,
        expiresAt: '2026-11-26T12:01:00.000Z',
      });
      expect((await store.countHit(c, 'caller', start + 59_999, 60_000)).count).toBe(2);
      expect((await store.get(c, 'caller'))?.data).toMatchObject({ windowStart: start, count: 2 });
      expect(await store.countHit(c, 'caller', start + 60_000, 60_000)).toEqual({
        windowStart: start + 60_000,
        count: 1,
        expiresAt: '2026-11-26T12:02:00.000Z',
      });
      expect((await store.countHit(c, 'someone-else', start + 60_000, 60_000)).count).toBe(1);
    });

    it('counts every one of many hits arriving at once, beside a transaction on the same counter', {
      timeout: CONTENTION_TIMEOUT_MS,
    }, async () => {
      const c = col();
      const now = Date.parse('2026-11-26T12:00:00Z');
      const [counts] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => store.countHit(c, 'busy', now, 60_000))),
        store.transaction(async (tx) => {
          const doc = await tx.get<{ count: number }>(c, 'busy');
          if (doc) tx.update(c, 'busy', { count: doc.data.count + 100 });
        }),
      ]);
      const stored = (await store.get<{ count: number }>(c, 'busy'))?.data.count ?? 0;
      // The transaction ran before the first hit (nothing to add to) or after some of them (adding 100).
      expect([10, 110]).toContain(stored);
      expect(new Set(counts.map((counted) => counted.count)).size).toBe(10);
    });

    it('answers each of many writes arriving at once on its own: one refused, the others written', {
      timeout: CONTENTION_TIMEOUT_MS,
    }, async () => {
      const c = col();
      await store.create(c, 'taken', { n: 0 });
      const settled = await Promise.allSettled([
        ...Array.from({ length: 5 }, (_, i) => store.create(c, `new-${i}`, { n: i })),
        store.create(c, 'taken', { n: 1 }),
        store.update(c, 'taken', { n: 2 }),
        store.update(c, 'missing', { n: 3 }),
        store.countHit(c, 'hits', Date.parse('2026-11-26T12:00:00Z'), 60_000),
      ]);
      expect(settled.map((outcome) => outcome.status)).toEqual([
        ...Array(5).fill('fulfilled'),
        'rejected',
        'fulfilled',
        'rejected',
        'fulfilled',
      ]);
      expect(settled[5]).toMatchObject({ reason: expect.any(ConflictError) });
      expect(settled[7]).toMatchObject({ reason: expect.any(NotFoundError) });
      expect((await store.query<{ n: number }>(c)).map((doc) => [doc.id, doc.data.n ?? null])).toEqual([
        ['hits', null],
        ['new-0', 0],
        ['new-1', 1],
        ['new-2', 2],
        ['new-3', 3],
        ['new-4', 4],
        ['taken', 2],
      ]);
    });

    it('under heavy contention either commits a transaction or refuses it as changed by someone else', {
      timeout: CONTENTION_TIMEOUT_MS,
    }, async () => {
      const c = col();
      await store.create(c, 'counter', { n: 0 });
      const settled = await Promise.allSettled(
        Array.from({ length: 30 }, () =>
          store.transaction(async (tx) => {
            const doc = await tx.get<{ n: number }>(c, 'counter');
            tx.update(c, 'counter', { n: (doc?.data.n ?? 0) + 1 });
          }),
        ),
      );
      const refusals = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      for (const refusal of refusals) expect(refusal).toBeInstanceOf(PreconditionError);
      expect((await store.get(c, 'counter'))?.data).toEqual({ n: settled.length - refusals.length });
    });
  });
}
