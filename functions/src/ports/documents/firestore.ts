import type { Firestore, Query as FsQuery, Transaction as FsTransaction } from 'firebase-admin/firestore';
import {
  ConflictError,
  type Data,
  type Doc,
  type DocumentStore,
  NotFoundError,
  type Precondition,
  PreconditionError,
  type Query,
  type TransactionOps,
} from './port.ts';

/** gRPC status codes the admin SDK reports. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;

type Snapshot = FirebaseFirestore.DocumentSnapshot | FirebaseFirestore.QueryDocumentSnapshot;

function toDoc<T extends Data>(snap: Snapshot): Doc<T> | null {
  if (!snap.exists) return null;
  return { id: snap.id, data: snap.data() as T, updateTime: snap.updateTime?.toDate().toISOString() ?? '' };
}

function codeOf(error: unknown): number | undefined {
  return (error as { code?: number }).code;
}

/** A direct mapping onto firebase-admin; kept thin so what cannot run here has little room to be wrong. */
export class FirestoreDocumentStore implements DocumentStore {
  readonly kind = 'firestore';

  constructor(private readonly db: Firestore) {}

  private build(collection: string, query: Query): FsQuery {
    let q: FsQuery = this.db.collection(collection);
    for (const f of query.where ?? []) q = q.where(f.field, f.op, f.value);
    for (const o of query.orderBy ?? []) q = q.orderBy(o.field, o.direction ?? 'asc');
    if (query.offset) q = q.offset(query.offset);
    if (query.limit !== undefined) q = q.limit(query.limit);
    return q;
  }

  async get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null> {
    return toDoc<T>(await this.db.collection(collection).doc(id).get());
  }

  async create(collection: string, id: string, data: Data): Promise<void> {
    try {
      await this.db.collection(collection).doc(id).create(data);
    } catch (error) {
      if (codeOf(error) === ALREADY_EXISTS) throw new ConflictError(collection, id);
      throw error;
    }
  }

  async set(collection: string, id: string, data: Data): Promise<void> {
    await this.db.collection(collection).doc(id).set(data);
  }

  async update(collection: string, id: string, patch: Data, precondition?: Precondition): Promise<void> {
    const ref = this.db.collection(collection).doc(id);
    const { Timestamp } = await import('firebase-admin/firestore');
    try {
      if (precondition?.updateTime) {
        await ref.update(patch, { lastUpdateTime: Timestamp.fromDate(new Date(precondition.updateTime)) });
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
    await this.db.collection(collection).doc(id).delete();
  }

  async query<T extends Data>(collection: string, query: Query = {}): Promise<Doc<T>[]> {
    const snap = await this.build(collection, query).get();
    return snap.docs.map((d) => toDoc<T>(d) as Doc<T>);
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    const snap = await this.build(collection, query).count().get();
    return snap.data().count;
  }

  async transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    return this.db.runTransaction(async (t: FsTransaction) => {
      const ref = (c: string, id: string) => this.db.collection(c).doc(id);
      const ops: TransactionOps = {
        get: async <T extends Data>(c: string, id: string) => toDoc<T>(await t.get(ref(c, id))),
        query: async <T extends Data>(c: string, q: Query = {}) =>
          (await t.get(this.build(c, q))).docs.map((d) => toDoc<T>(d) as Doc<T>),
        create: (c, id, data) => {
          t.create(ref(c, id), data);
        },
        set: (c, id, data) => {
          t.set(ref(c, id), data);
        },
        update: (c, id, patch) => {
          t.update(ref(c, id), patch);
        },
        delete: (c, id) => {
          t.delete(ref(c, id));
        },
      };
      return fn(ops);
    });
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }
}
