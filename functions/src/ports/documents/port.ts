/**
 * The documents port: a Firestore-shaped store. The embedded adapter (SQLite, through libsql) and the
 * Firestore adapter both pass `documents.contract.ts`; features only ever see this interface.
 */
export type Data = Record<string, unknown>;

export interface Doc<T extends Data = Data> {
  id: string;
  data: T;
  /** Opaque version for preconditions; changes on every write. */
  updateTime: string;
}

export type FilterOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains' | 'array-contains-any';

export interface Filter {
  field: string;
  op: FilterOp;
  value: unknown;
}

/**
 * Documents come in `orderBy` order, ties broken by document id in the direction of the last
 * `orderBy` (ascending when there is none), as Firestore orders them.
 */
export interface Query {
  where?: Filter[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
  /**
   * A cursor: only the documents after this one (read by an earlier query of the same shape) in
   * the query's order. Pages are read this way, not by skipping: Firestore bills every document an
   * offset skips, and the port offers no offset.
   */
  startAfter?: Doc;
}

export interface Precondition {
  /** Write only if the document still has this version. */
  updateTime?: string;
}

/**
 * A count of hits in a fixed window, kept as one document: a hit after the window has ended starts
 * a new one. `expiresAt` (the window's end) lets Firestore's TTL policy remove it afterwards.
 */
export interface WindowCount extends Data {
  windowStart: number;
  count: number;
  expiresAt: string;
}

/** The counter after one more hit at `now`: the one given, or a new window once it has ended. */
export function countedHit(current: WindowCount | null, now: number, windowMs: number): WindowCount {
  if (current && now - current.windowStart < windowMs) return { ...current, count: current.count + 1 };
  return { windowStart: now, count: 1, expiresAt: new Date(now + windowMs).toISOString() };
}

/** `countHit` as a transaction: how Firestore counts a hit. */
export function countHitInTransaction(
  store: Pick<DocumentStore, 'transaction'>,
  collection: string,
  id: string,
  now: number,
  windowMs: number,
): Promise<WindowCount> {
  return store.transaction(async (tx) => {
    const counted = countedHit((await tx.get<WindowCount>(collection, id))?.data ?? null, now, windowMs);
    tx.set(collection, id, counted);
    return counted;
  });
}

/**
 * Firestore's refusal of a read in a transaction after one of its writes. Both adapters refuse it, so
 * that a transaction that runs locally runs on Firestore.
 */
export const READS_BEFORE_WRITES = 'Firestore transactions require all reads to be executed before all writes.';

/**
 * Writes are buffered and applied at commit, in order (see `orderedWrites`). Every read comes before
 * every write: a read after a write is refused (`READS_BEFORE_WRITES`).
 */
export interface TransactionOps {
  get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null>;
  query<T extends Data>(collection: string, query?: Query): Promise<Doc<T>[]>;
  create(collection: string, id: string, data: Data): void;
  set(collection: string, id: string, data: Data): void;
  update(collection: string, id: string, patch: Data): void;
  delete(collection: string, id: string): void;
}

export interface DocumentStore {
  readonly kind: string;
  get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null>;
  /** Fails with ConflictError when the id exists. */
  create(collection: string, id: string, data: Data): Promise<void>;
  set(collection: string, id: string, data: Data): Promise<void>;
  /** Shallow merge of top-level fields. Fails with NotFoundError when missing, PreconditionError on a stale version. */
  update(collection: string, id: string, patch: Data, precondition?: Precondition): Promise<void>;
  delete(collection: string, id: string): Promise<void>;
  query<T extends Data>(collection: string, query?: Query): Promise<Doc<T>[]>;
  count(collection: string, query?: Pick<Query, 'where'>): Promise<number>;
  /**
   * Counts one hit at `now` in the document's fixed window (`countedHit`), atomically however
   * many arrive at once, and returns the counter after it. The rate limits' write, one per
   * request they guard: the embedded store counts it as a single write rather than a transaction.
   */
  countHit(collection: string, id: string, now: number, windowMs: number): Promise<WindowCount>;
  /**
   * Reads then writes, all or nothing; writes are buffered and applied at commit, in order
   * (`orderedWrites`: a create after another write of the document is a ConflictError at the call).
   */
  transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

export class ConflictError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} already exists`);
    this.name = 'ConflictError';
  }
}

export class NotFoundError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} does not exist`);
    this.name = 'NotFoundError';
  }
}

export class PreconditionError extends Error {
  constructor(collection: string, id: string) {
    super(`${collection}/${id} changed since it was read`);
    this.name = 'PreconditionError';
  }
}

/**
 * A transaction's writes apply in order, each seeing those before it. Firestore refuses a commit
 * whose writes contradict one another (INVALID_ARGUMENT, "Cannot update then insert an entity in
 * the same request"): a create after another write of the same document, an update after its
 * delete. The port gives those the errors their order implies, ConflictError and NotFoundError,
 * thrown at the call by both adapters, whether or not the document exists (decision 018).
 * Returns the check for one attempt of one transaction.
 */
export function orderedWrites(): (kind: 'create' | 'set' | 'update' | 'delete', collection: string, id: string) => void {
  const last = new Map<string, string>();
  return (kind, collection, id) => {
    const key = `${collection}/${id}`;
    const before = last.get(key);
    if (kind === 'create' && before && before !== 'delete') throw new ConflictError(collection, id);
    if (kind === 'update' && before === 'delete') throw new NotFoundError(collection, id);
    last.set(key, kind);
  };
}

/**
 * Firestore's rules for a document id. An id from outside that breaks them (a `/` from a query
 * string, say) names no document: reads find nothing, updates fail as not found, and creating or
 * setting it is a programming error. Both adapters follow this, so neither answers it with a 500.
 */
export function isDocumentId(id: string): boolean {
  return id.length > 0 && Buffer.byteLength(id) <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

export function assertDocumentId(id: string): void {
  if (!isDocumentId(id)) throw new Error(`Not a document id: ${JSON.stringify(id.slice(0, 100))}`);
}

/** The value at a dotted field path (`a.b`) of a document's data, as `orderBy` and cursors name fields. */
export function fieldValue(data: Data, field: string): unknown {
  return field.split('.').reduce<unknown>((at, part) => (at as Data | undefined)?.[part], data);
}
