import type { Firestore, Query as FsQuery, Transaction as FsTransaction, Timestamp } from 'firebase-admin/firestore';
import {
  assertDocumentId,
  ConflictError,
  countHitInTransaction,
  type Data,
  type Doc,
  type DocumentStore,
  fieldValue,
  isDocumentId,
  NotFoundError,
  orderedWrites,
  type Precondition,
  PreconditionError,
  type Query,
  type TransactionOps,
  type WindowCount,
} from './port.ts';

/** gRPC status codes the admin SDK reports. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
const ABORTED = 10;
const INVALID_ARGUMENT = 3;

/**
 * Google's Firestore emulator refuses a request in a transaction it no longer holds with "Transaction
 * is invalid or expired/closed" (INVALID_ARGUMENT); under contention, most likely one it dropped while
 * it ran (decision 034). The SDK does not retry that: it retries ABORTED, and INVALID_ARGUMENT only
 * in Firestore's own wording, "transaction has expired". Nothing of a dropped transaction was
 * written, so it is run again, as the SDK would.
 */
const DROPPED_TRANSACTION = /transaction is invalid or (expired|closed)/i;
const RUNS_WHEN_DROPPED = 3;

/**
 * Twice the SDK's five attempts: a burst of one webhook's deliveries (Stripe sends again when an
 * answer is slow) all contend for one order, and on a busy machine the fifth attempt could still
 * lose. A transaction that loses ten times is refused as changed by someone else.
 */
const TRANSACTION_OPTIONS = { maxAttempts: 10 } as const;

type Snapshot = FirebaseFirestore.DocumentSnapshot | FirebaseFirestore.QueryDocumentSnapshot;

/**
 * A document's update time as its version, exactly: Firestore's times have microseconds, which an
 * ISO string (milliseconds) loses, and a precondition must send back the very same time.
 */
export const versionOf = (time: Pick<Timestamp, 'seconds' | 'nanoseconds'>) =>
  `${time.seconds}.${String(time.nanoseconds).padStart(9, '0')}`;

/** The update time a version names, as `new Timestamp(seconds, nanoseconds)` takes it. */
export function timeOfVersion(version: string): { seconds: number; nanoseconds: number } {
  const [seconds = '', nanoseconds = ''] = version.split('.');
  return { seconds: Number(seconds), nanoseconds: Number(nanoseconds) };
}

function toDoc<T extends Data>(snap: Snapshot): Doc<T> | null {
  if (!snap.exists || !snap.updateTime) return null;
  return { id: snap.id, data: snap.data() as T, updateTime: versionOf(snap.updateTime) };
}

function codeOf(error: unknown): number | undefined {
  return (error as { code?: number }).code;
}

function droppedTransaction(error: unknown): boolean {
  return codeOf(error) === INVALID_ARGUMENT && DROPPED_TRANSACTION.test((error as Error).message ?? '');
}

/** The field path Firestore orders ties by (FieldPath.documentId(), without loading the SDK here). */
const DOCUMENT_ID = '__name__';

/** A direct mapping onto firebase-admin; kept thin so what cannot run here has little room to be wrong. */
export class FirestoreDocumentStore implements DocumentStore {
  readonly kind = 'firestore';

  constructor(private readonly db: Firestore) {}

  private build(collection: string, query: Query): FsQuery {
    let q: FsQuery = this.db.collection(collection);
    for (const f of query.where ?? []) q = q.where(f.field, f.op, f.value);
    for (const o of query.orderBy ?? []) q = q.orderBy(o.field, o.direction ?? 'asc');
    if (query.startAfter) {
      // Firestore's own tie-break, named so that the cursor can carry the document's id.
      const { data, id } = query.startAfter;
      const orders = query.orderBy ?? [];
      q = q.orderBy(DOCUMENT_ID, orders.at(-1)?.direction ?? 'asc');
      q = q.startAfter(...orders.map((o) => fieldValue(data, o.field)), id);
    }
    if (query.limit !== undefined) q = q.limit(query.limit);
    return q;
  }

  private ref(collection: string, id: string) {
    return this.db.collection(collection).doc(id);
  }

  async get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null> {
    if (!isDocumentId(id)) return null;
    return toDoc<T>(await this.ref(collection, id).get());
  }

  async create(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    try {
      await this.ref(collection, id).create(data);
    } catch (error) {
      if (codeOf(error) === ALREADY_EXISTS) throw new ConflictError(collection, id);
      throw error;
    }
  }

  async set(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await this.ref(collection, id).set(data);
  }

  async update(collection: string, id: string, patch: Data, precondition?: Precondition): Promise<void> {
    if (!isDocumentId(id)) throw new NotFoundError(collection, id);
    const ref = this.ref(collection, id);
    try {
      if (precondition?.updateTime) {
        // Loaded here, not at the top: the function's module loads without the Firestore SDK.
        const { Timestamp } = await import('firebase-admin/firestore');
        const { seconds, nanoseconds } = timeOfVersion(precondition.updateTime);
        await ref.update(patch, { lastUpdateTime: new Timestamp(seconds, nanoseconds) });
      } else {
        await ref.update(patch);
      }
    } catch (error) {
      if (codeOf(error) === NOT_FOUND) throw new NotFoundError(collection, id);
      if (codeOf(error) === FAILED_PRECONDITION) throw new PreconditionError(collection, id);
      throw error;
    }
  }

  async delete(collection: string, id: string): Promise<void> {
    if (!isDocumentId(id)) return;
    await this.ref(collection, id).delete();
  }

  async query<T extends Data>(collection: string, query: Query = {}): Promise<Doc<T>[]> {
    const snap = await this.build(collection, query).get();
    return snap.docs.map((d) => toDoc<T>(d) as Doc<T>);
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    const snap = await this.build(collection, query).count().get();
    return snap.data().count;
  }

  countHit(collection: string, id: string, now: number, windowMs: number): Promise<WindowCount> {
    return countHitInTransaction(this, collection, id, now, windowMs);
  }

  async transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    for (let run = 1; ; run++) {
      try {
        return await this.runTransaction(fn);
      } catch (error) {
        if (run < RUNS_WHEN_DROPPED && droppedTransaction(error)) continue;
        throw error;
      }
    }
  }

  private async runTransaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    // The SDK buffers writes until commit, where a failed create or update surfaces: name the document.
    let pending: { kind: 'create' | 'update'; collection: string; id: string }[] = [];
    const first = (kind: 'create' | 'update') => pending.find((write) => write.kind === kind) ?? { collection: '?', id: '?' };
    try {
      return await this.db.runTransaction(async (t: FsTransaction) => {
        pending = [];
        const writing = orderedWrites();
        const ops: TransactionOps = {
          get: async <T extends Data>(c: string, id: string) =>
            isDocumentId(id) ? toDoc<T>(await t.get(this.ref(c, id))) : null,
          query: async <T extends Data>(c: string, q: Query = {}) =>
            (await t.get(this.build(c, q))).docs.map((d) => toDoc<T>(d) as Doc<T>),
          create: (c, id, data) => {
            assertDocumentId(id);
            writing('create', c, id);
            pending.push({ kind: 'create', collection: c, id });
            t.create(this.ref(c, id), data);
          },
          set: (c, id, data) => {
            assertDocumentId(id);
            writing('set', c, id);
            t.set(this.ref(c, id), data);
          },
          update: (c, id, patch) => {
            if (!isDocumentId(id)) throw new NotFoundError(c, id);
            writing('update', c, id);
            pending.push({ kind: 'update', collection: c, id });
            t.update(this.ref(c, id), patch);
          },
          delete: (c, id) => {
            if (!isDocumentId(id)) return;
            writing('delete', c, id);
            t.delete(this.ref(c, id));
          },
        };
        return fn(ops);
      }, TRANSACTION_OPTIONS);
    } catch (error) {
      if (codeOf(error) === ALREADY_EXISTS) throw new ConflictError(first('create').collection, first('create').id);
      if (codeOf(error) === NOT_FOUND) throw new NotFoundError(first('update').collection, first('update').id);
      // The SDK retried it and every attempt lost to other transactions on the same documents (the
      // emulator says so under load): for the caller that is a change by someone else, as on the embedded store.
      if (codeOf(error) === ABORTED) throw new PreconditionError(first('update').collection, first('update').id);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}
