import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { answer, equalityKey } from './evaluate.ts';
import { type Change, Journal } from './journal.ts';
import {
  assertDocumentId,
  ConflictError,
  countedHit,
  type Data,
  type Doc,
  type DocumentStore,
  type Filter,
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

/** A document as held: its data (never handed out), the same as JSON text (parsed for each reader), its version. */
interface Stored {
  id: string;
  data: Data;
  text: string;
  updateTime: string;
}

function stored(id: string, data: Data, updateTime: string): Stored {
  const text = JSON.stringify(data);
  // Parsed back so the store holds what JSON holds (no undefined, dates as text), never the caller's object.
  return { id, data: JSON.parse(text) as Data, text, updateTime };
}

const handedOut = <T extends Data>(doc: Stored): Doc<T> => ({
  id: doc.id,
  data: JSON.parse(doc.text) as T,
  updateTime: doc.updateTime,
});

/** Strictly increasing versions even within one millisecond. */
function versionClock() {
  let last = 0n;
  return () => {
    const now = BigInt(Date.now()) * 1000n;
    last = now > last ? now : last + 1n;
    return last.toString().padStart(20, '0');
  };
}

/**
 * One collection's documents, with an equality index per field a query has filtered on by `==` or
 * `in`: a referral check finds its orders among a bucket, not by reading every order.
 */
class Collection {
  readonly docs = new Map<string, Stored>();
  private readonly indexes = new Map<string, Map<string, Set<string>>>();

  put(id: string, next: Stored | null): void {
    const before = this.docs.get(id);
    for (const [field, index] of this.indexes) {
      if (before) unfile(index, fieldValue(before.data, field), id);
      if (next) file(index, fieldValue(next.data, field), id);
    }
    if (next) this.docs.set(id, next);
    else this.docs.delete(id);
  }

  /** The documents that may match `where`: the smallest equality bucket, or every document. */
  candidates(where: readonly Filter[]): Iterable<Stored> {
    let best: Set<string>[] | null = null;
    let bestSize = 0;
    for (const filter of where) {
      if (filter.op !== '==' && filter.op !== 'in') continue;
      const index = this.index(filter.field);
      const values = filter.op === '==' ? [filter.value] : Array.isArray(filter.value) ? filter.value : [];
      const buckets = [...new Set(values.map(equalityKey))].flatMap((key) => index.get(key) ?? []);
      const size = buckets.reduce((sum, bucket) => sum + bucket.size, 0);
      if (!best || size < bestSize) [best, bestSize] = [buckets, size];
    }
    if (!best) return this.docs.values();
    return best.flatMap((bucket) => [...bucket].flatMap((id) => this.docs.get(id) ?? []));
  }

  private index(field: string): Map<string, Set<string>> {
    let index = this.indexes.get(field);
    if (!index) {
      index = new Map();
      for (const [id, doc] of this.docs) file(index, fieldValue(doc.data, field), id);
      this.indexes.set(field, index);
    }
    return index;
  }
}

function file(index: Map<string, Set<string>>, value: unknown, id: string): void {
  if (value === undefined) return;
  const key = equalityKey(value);
  let ids = index.get(key);
  if (!ids) {
    ids = new Set();
    index.set(key, ids);
  }
  ids.add(id);
}

function unfile(index: Map<string, Set<string>>, value: unknown, id: string): void {
  if (value === undefined) return;
  const key = equalityKey(value);
  const ids = index.get(key);
  ids?.delete(id);
  if (ids?.size === 0) index.delete(key);
}

/** A write's next state of its document from the current one (null: none); throws the port's refusal. */
type Step = (current: Stored | null, version: string) => Stored | null;

/** A write worked out and waiting to be written to the journal: its document's next state (null: deleted). */
interface Staged {
  collection: string;
  id: string;
  next: Stored | null;
}

/** A document's state as a journal line holds it. */
const asChange = ({ collection, id, next }: Staged): Change => ({
  collection,
  id,
  text: next?.text ?? null,
  updateTime: next?.updateTime ?? '',
});

interface Write {
  collection: string;
  id: string;
  step: Step;
}

/** A write of one document waiting in a group (`EmbeddedDocumentStore.writeOne`), with its caller's answer. */
interface SingleWrite extends Write {
  resolve: (next: Stored | null) => void;
  reject: (error: unknown) => void;
}

const creating =
  (collection: string, id: string, data: Data): Step =>
  (current, version) => {
    if (current) throw new ConflictError(collection, id);
    return stored(id, data, version);
  };

const setting =
  (id: string, data: Data): Step =>
  (_current, version) =>
    stored(id, data, version);

const patching =
  (collection: string, id: string, patch: Data, precondition?: Precondition): Step =>
  (current, version) => {
    if (!current) throw new NotFoundError(collection, id);
    if (precondition?.updateTime !== undefined && current.updateTime !== precondition.updateTime) {
      throw new PreconditionError(collection, id);
    }
    return stored(id, { ...current.data, ...patch }, version);
  };

const deleting: Step = () => null;

/** Runs one task at a time, in the order asked. */
class Queue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * The embedded documents store: the documents in memory, every commit appended to a journal file in
 * the data directory before it is acknowledged (`Journal`, which flushes it to the disk within a
 * second; in memory only when opened without a directory). Queries follow Firestore's rules (`evaluate.ts`).
 *
 * Every write, and every transaction from its first read to its writes, takes its turn in one
 * queue, so nothing is written between a transaction's reads and its writes: the same
 * all-or-nothing guarantee Firestore's transactions give. Reads do not wait, and see a commit once
 * it is in the journal, never before. Writes of one document made in the same turn of the event
 * loop, or while the queue is busy, wait as one group and go to the journal as one line (group
 * commit); each is still refused or written on its own.
 */
export class EmbeddedDocumentStore implements DocumentStore {
  readonly kind = 'embedded';
  private readonly nextVersion = versionClock();
  private readonly writes = new Queue();
  private readonly collections = new Map<string, Collection>();
  /** The group single writes join: the queue's last task, not yet started; null when none is. */
  private gathering: SingleWrite[] | null = null;
  private closed = false;

  private constructor(private readonly journal: Journal | null) {}

  /** `dir` undefined keeps everything in memory (tests). */
  static async open(dir?: string): Promise<EmbeddedDocumentStore> {
    if (!dir) return new EmbeddedDocumentStore(null);
    // A directory from before decision 049 holds PGlite's files, which this store does not read: set aside whole, not deleted.
    if (existsSync(join(dir, 'PG_VERSION'))) renameSync(dir, `${dir}.pglite-${Date.now()}`);
    const { journal, changes } = await Journal.open(dir);
    const store = new EmbeddedDocumentStore(journal);
    for (const { collection, id, data, updateTime } of changes) {
      store.collection(collection).put(id, data && { id, data, text: JSON.stringify(data), updateTime });
    }
    journal.holding(store.liveBytes());
    await store.rewriteIfGrown();
    return store;
  }

  private collection(name: string): Collection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Collection();
      this.collections.set(name, collection);
    }
    return collection;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The document store is closed');
  }

  private current(collection: string, id: string): Stored | null {
    return this.collections.get(collection)?.docs.get(id) ?? null;
  }

  /** Every live document as a journal line holds it. */
  private *live(): Generator<Change> {
    for (const [collection, { docs }] of this.collections) {
      for (const doc of docs.values()) yield asChange({ collection, id: doc.id, next: doc });
    }
  }

  private liveBytes(): number {
    let bytes = 0;
    for (const change of this.live()) bytes += (change.text?.length ?? 0) + change.collection.length + change.id.length + 32;
    return bytes;
  }

  async get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null> {
    this.assertOpen();
    const doc = isDocumentId(id) ? this.current(collection, id) : null;
    return doc && handedOut<T>(doc);
  }

  async query<T extends Data>(collection: string, query: Query = {}): Promise<Doc<T>[]> {
    this.assertOpen();
    const docs = this.collections.get(collection);
    return docs ? answer(docs.candidates(query.where ?? []), query).map((doc) => handedOut<T>(doc)) : [];
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    this.assertOpen();
    const docs = this.collections.get(collection);
    return docs ? answer(docs.candidates(query.where ?? []), query).length : 0;
  }

  async create(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await this.writeOne({ collection, id, step: creating(collection, id, data) });
  }

  async set(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await this.writeOne({ collection, id, step: setting(id, data) });
  }

  async update(collection: string, id: string, patch: Data, precondition?: Precondition): Promise<void> {
    if (!isDocumentId(id)) throw new NotFoundError(collection, id);
    await this.writeOne({ collection, id, step: patching(collection, id, patch, precondition) });
  }

  async delete(collection: string, id: string): Promise<void> {
    if (!isDocumentId(id)) return;
    await this.writeOne({ collection, id, step: deleting });
  }

  async countHit(collection: string, id: string, now: number, windowMs: number): Promise<WindowCount> {
    assertDocumentId(id);
    const counted = await this.writeOne({
      collection,
      id,
      step: (current, version) =>
        stored(id, countedHit((current?.data as WindowCount | undefined) ?? null, now, windowMs), version),
    });
    return JSON.parse((counted as Stored).text) as WindowCount;
  }

  /** One document's write, in its turn in the queue, with the other single writes waiting beside it. */
  private writeOne(write: Write): Promise<Stored | null> {
    this.assertOpen();
    return new Promise((resolve, reject) => {
      const waiting = { ...write, resolve, reject };
      if (this.gathering) {
        this.gathering.push(waiting);
        return;
      }
      const group = [waiting];
      this.gathering = group;
      void this.writes.run(async () => {
        // The group waits for the event loop's turn to end, so that the single writes the other
        // requests of this turn make join it: one line, and one write to the file, for all of them.
        await new Promise(setImmediate);
        return this.commitGroup(group);
      });
    });
  }

  /** A task in the queue that a later single write must not overtake by joining a group before it. */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    this.gathering = null;
    return this.writes.run(task);
  }

  /** Each write of the group refused or staged on its own, the staged ones written as one line, then each answered. */
  private async commitGroup(group: SingleWrite[]): Promise<void> {
    if (this.gathering === group) this.gathering = null;
    const staged = new Map<string, Staged>();
    const accepted: [SingleWrite, Stored | null][] = [];
    for (const write of group) {
      try {
        const next = this.stage(write, staged);
        accepted.push([write, next]);
      } catch (error) {
        write.reject(error);
      }
    }
    try {
      await this.commit(staged);
    } catch (error) {
      for (const [write] of accepted) write.reject(error);
      return;
    }
    for (const [write, next] of accepted) write.resolve(next);
  }

  /** Works out a write's next state over the writes staged before it, and stages it; a refusal stages nothing. */
  private stage(write: Write, staged: Map<string, Staged>): Stored | null {
    this.assertOpen();
    const key = `${write.collection}/${write.id}`;
    const before = staged.has(key) ? (staged.get(key)?.next ?? null) : this.current(write.collection, write.id);
    const next = write.step(before, this.nextVersion());
    staged.set(key, { collection: write.collection, id: write.id, next });
    return next;
  }

  /** Writes the staged states to the journal, then shows them to readers. */
  private async commit(staged: Map<string, Staged>): Promise<void> {
    if (staged.size === 0) return;
    this.journal?.append([...staged.values()].map(asChange));
    for (const { collection, id, next } of staged.values()) this.collection(collection).put(id, next);
    await this.rewriteIfGrown();
  }

  /**
   * Rewrites the journal once it has grown (`Journal.wantsRewrite`). A failed rewrite changes no
   * commit: the old file is whole, and every line is in the new one if there is one.
   */
  private async rewriteIfGrown(): Promise<void> {
    if (this.journal?.wantsRewrite) await this.journal.rewrite(this.live()).catch(() => undefined);
  }

  async transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    this.assertOpen();
    return this.inTurn(async () => {
      const writes: Write[] = [];
      const ordered = orderedWrites();
      const buffer = (kind: Parameters<typeof ordered>[0], write: Write) => {
        ordered(kind, write.collection, write.id);
        writes.push(write);
      };
      const ops: TransactionOps = {
        get: (collection, id) => this.get(collection, id),
        query: (collection, query) => this.query(collection, query),
        create: (collection, id, data) => {
          assertDocumentId(id);
          buffer('create', { collection, id, step: creating(collection, id, data) });
        },
        set: (collection, id, data) => {
          assertDocumentId(id);
          buffer('set', { collection, id, step: setting(id, data) });
        },
        update: (collection, id, patch) => {
          if (!isDocumentId(id)) throw new NotFoundError(collection, id);
          buffer('update', { collection, id, step: patching(collection, id, patch) });
        },
        delete: (collection, id) => {
          if (isDocumentId(id)) buffer('delete', { collection, id, step: deleting });
        },
      };
      const result = await fn(ops);
      // All or nothing: the first refusal throws before anything is written or shown.
      const staged = new Map<string, Staged>();
      for (const write of writes) this.stage(write, staged);
      await this.commit(staged);
      return result;
    });
  }

  async close(): Promise<void> {
    await this.inTurn(async () => {
      if (this.closed) return;
      this.closed = true;
      this.collections.clear();
      await this.journal?.close();
    });
  }
}
