import {
  assertDocumentId,
  ConflictError,
  countHitInTransaction,
  type Data,
  type Doc,
  type DocumentStore,
  type Filter,
  fieldValue,
  NotFoundError,
  type Precondition,
  PreconditionError,
  type Query,
  type TransactionOps,
  type WindowCount,
} from '../ports/documents/port.ts';

type Stored = { data: Data; updateTime: string };

/** JSON's order for values of one type; values of different types never compare (as the embedded store). */
function compare(a: unknown, b: unknown): number | null {
  if (typeof a !== typeof b || a === null || b === null) return a === b ? 0 : null;
  if (typeof a === 'number' || typeof a === 'string' || typeof a === 'boolean')
    return a < (b as typeof a) ? -1 : a > (b as typeof a) ? 1 : 0;
  return JSON.stringify(a) === JSON.stringify(b) ? 0 : null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function matches(data: Data, filter: Filter): boolean {
  const value = fieldValue(data, filter.field);
  switch (filter.op) {
    case '==':
      return value !== undefined && same(value, filter.value);
    case '!=':
      return value !== undefined && value !== null && !same(value, filter.value);
    case 'in':
      return value !== undefined && (filter.value as unknown[]).some((v) => same(v, value));
    case 'array-contains':
      return Array.isArray(value) && value.some((v) => same(v, filter.value));
    case 'array-contains-any':
      return Array.isArray(value) && value.some((v) => (filter.value as unknown[]).some((w) => same(v, w)));
    default: {
      const order = compare(value, filter.value);
      if (order === null) return false;
      return filter.op === '<' ? order < 0 : filter.op === '<=' ? order <= 0 : filter.op === '>' ? order > 0 : order >= 0;
    }
  }
}

/**
 * The documents port held in a Map, for tests that drive thousands of changes through the real
 * features in a second (the money property test). It follows the port's rules (Firestore's query
 * order, cursors, preconditions, transactions that read then write all at once, serialised so
 * none sees another's half-done writes) and passes the same contract suite as the adapters; it
 * keeps nothing and is never used outside tests.
 */
export class MemoryDocumentStore implements DocumentStore {
  readonly kind = 'memory';
  private collections = new Map<string, Map<string, Stored>>();
  private version = 0;
  private queue: Promise<unknown> = Promise.resolve();

  private table(collection: string): Map<string, Stored> {
    let table = this.collections.get(collection);
    if (!table) {
      table = new Map();
      this.collections.set(collection, table);
    }
    return table;
  }

  private nextVersion(): string {
    this.version += 1;
    return String(this.version).padStart(12, '0');
  }

  /** Forgets every document: a fresh store for the next case, without building a new one. */
  reset(): void {
    this.collections = new Map();
  }

  private read<T extends Data>(collection: string, id: string): Doc<T> | null {
    const stored = this.table(collection).get(id);
    return stored ? { id, data: structuredClone(stored.data) as T, updateTime: stored.updateTime } : null;
  }

  private select<T extends Data>(collection: string, query: Query = {}): Doc<T>[] {
    const orderBy = query.orderBy ?? [];
    const lastDesc = orderBy.at(-1)?.direction === 'desc';
    let docs = [...this.table(collection)].filter(
      ([, stored]) =>
        (query.where ?? []).every((f) => matches(stored.data, f)) &&
        orderBy.every((o) => fieldValue(stored.data, o.field) !== undefined && fieldValue(stored.data, o.field) !== null),
    );
    const key = (id: string, data: Data) => [...orderBy.map((o) => fieldValue(data, o.field)), id];
    const directions = [...orderBy.map((o) => o.direction === 'desc'), lastDesc];
    const order = (a: unknown[], b: unknown[]) => {
      for (let i = 0; i < a.length; i++) {
        const c = compare(a[i], b[i]) ?? 0;
        if (c !== 0) return directions[i] ? -c : c;
      }
      return 0;
    };
    docs.sort(([ia, a], [ib, b]) => order(key(ia, a.data), key(ib, b.data)));
    const after = query.startAfter;
    if (after) {
      const cursor = key(after.id, after.data);
      docs = docs.filter(([id, stored]) => order(key(id, stored.data), cursor) > 0);
    }
    if (query.limit !== undefined) docs = docs.slice(0, Math.max(0, Math.floor(query.limit)));
    return docs.map(([id, stored]) => ({ id, data: structuredClone(stored.data) as T, updateTime: stored.updateTime }));
  }

  private write(collection: string, id: string, data: Data): void {
    assertDocumentId(id);
    this.table(collection).set(id, { data: structuredClone(data), updateTime: this.nextVersion() });
  }

  private patch(collection: string, id: string, patch: Data): void {
    const stored = this.table(collection).get(id);
    if (!stored) throw new NotFoundError(collection, id);
    this.write(collection, id, { ...stored.data, ...patch });
  }

  /** One change at a time, as a single-writer store: transactions and writes take turns. */
  private serial<R>(work: () => Promise<R> | R): Promise<R> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null> {
    return this.read<T>(collection, id);
  }

  create(collection: string, id: string, data: Data): Promise<void> {
    return this.serial(() => {
      if (this.table(collection).has(id)) throw new ConflictError(collection, id);
      this.write(collection, id, data);
    });
  }

  set(collection: string, id: string, data: Data): Promise<void> {
    return this.serial(() => this.write(collection, id, data));
  }

  update(collection: string, id: string, patch: Data, precondition?: Precondition): Promise<void> {
    return this.serial(() => {
      const stored = this.table(collection).get(id);
      if (stored && precondition?.updateTime && stored.updateTime !== precondition.updateTime) {
        throw new PreconditionError(collection, id);
      }
      this.patch(collection, id, patch);
    });
  }

  delete(collection: string, id: string): Promise<void> {
    return this.serial(() => void this.table(collection).delete(id));
  }

  async query<T extends Data>(collection: string, query?: Query): Promise<Doc<T>[]> {
    return this.select<T>(collection, query);
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    return this.select(collection, { where: query.where }).length;
  }

  countHit(collection: string, id: string, now: number, windowMs: number): Promise<WindowCount> {
    return countHitInTransaction(this, collection, id, now, windowMs);
  }

  transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    return this.serial(async () => {
      const writes: (() => void)[] = [];
      const ops: TransactionOps = {
        get: async (collection, id) => this.read(collection, id),
        query: async (collection, query) => this.select(collection, query),
        create: (collection, id, data) =>
          writes.push(() => {
            if (this.table(collection).has(id)) throw new ConflictError(collection, id);
            this.write(collection, id, data);
          }),
        set: (collection, id, data) => writes.push(() => this.write(collection, id, data)),
        update: (collection, id, patch) => writes.push(() => this.patch(collection, id, patch)),
        delete: (collection, id) => writes.push(() => void this.table(collection).delete(id)),
      };
      const result = await fn(ops);
      // All or nothing: a write that fails (a create that conflicts) leaves the store as it was.
      const before = new Map([...this.collections].map(([name, table]) => [name, new Map(table)]));
      try {
        for (const write of writes) write();
      } catch (error) {
        this.collections = before;
        throw error;
      }
      return result;
    });
  }

  async close(): Promise<void> {}
}
