import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import {
  assertDocumentId,
  ConflictError,
  countedHit,
  type Data,
  type Doc,
  type DocumentStore,
  isDocumentId,
  NotFoundError,
  orderedWrites,
  type Precondition,
  PreconditionError,
  type Query,
  READS_BEFORE_WRITES,
  type TransactionOps,
  type WindowCount,
} from './port.ts';
import { indexFor, querySql } from './query-sql.ts';

const SCHEMA = `CREATE TABLE IF NOT EXISTS documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  update_time TEXT NOT NULL,
  PRIMARY KEY (collection, id)
)`;

/** The files an earlier embedded store kept in the directory: set aside whole (not read, not deleted) by `open`. */
const EARLIER_STORES = { PG_VERSION: 'pglite', 'journal.jsonl': 'journal' } as const;

interface Row {
  id: string;
  body: string;
  update_time: string;
}

/** Parsed from the row on every read, so each caller has a copy of its own. */
const docOf = <T extends Data>(row: Row): Doc<T> => ({
  id: row.id,
  data: JSON.parse(row.body) as T,
  updateTime: row.update_time,
});

/** Strictly increasing versions, even within one millisecond, and after the latest one the file holds. */
function versionClock(latest: string | null) {
  let last = BigInt(latest ?? 0);
  return () => {
    const now = BigInt(Date.now()) * 1000n;
    last = now > last ? now : last + 1n;
    return last.toString().padStart(20, '0');
  };
}

/** A write's next data for its document from the current one (null: deleted); throws the port's refusal. */
type Step = (current: Doc | null) => Data | null;

interface Write {
  collection: string;
  id: string;
  step: Step;
}

const creating =
  (collection: string, id: string, data: Data): Step =>
  (current) => {
    if (current) throw new ConflictError(collection, id);
    return data;
  };

const setting =
  (data: Data): Step =>
  () =>
    data;

const patching =
  (collection: string, id: string, patch: Data, precondition?: Precondition): Step =>
  (current) => {
    if (!current) throw new NotFoundError(collection, id);
    if (precondition?.updateTime !== undefined && current.updateTime !== precondition.updateTime) {
      throw new PreconditionError(collection, id);
    }
    return { ...current.data, ...patch };
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
 * The embedded documents store: SQLite (through libsql), one row per document (its collection, id,
 * JSON body and version) in `documents.db` in the data directory, or in memory when opened without
 * one. Queries are SQL (`query-sql.ts`), answered through indexes made as queries need them (`indexFor`).
 *
 * libsql is synchronous, so a statement never interleaves with another. A transaction's reads,
 * though, are awaited by its function: every write and every transaction takes its turn in one
 * queue, so nothing is written between a transaction's reads and its writes, which commit as one
 * SQLite transaction (the all-or-nothing guarantee Firestore's transactions give). Reads outside
 * a transaction do not wait.
 */
export class EmbeddedDocumentStore implements DocumentStore {
  readonly kind = 'embedded';
  private readonly writes = new Queue();
  private readonly statements = new Map<string, ReturnType<Database.Database['prepare']>>();
  private readonly indexed = new Set<string>();
  private closed = false;

  private constructor(
    private readonly db: Database.Database,
    private readonly nextVersion: () => string,
  ) {}

  /** `dir` undefined keeps everything in memory (tests). */
  static async open(dir?: string): Promise<EmbeddedDocumentStore> {
    if (dir) {
      const earlier = Object.entries(EARLIER_STORES).find(([file]) => existsSync(join(dir, file)));
      if (earlier) renameSync(dir, `${dir}.${earlier[1]}-${Date.now()}`);
      mkdirSync(dir, { recursive: true });
    }
    const db = new Database(dir ? join(dir, 'documents.db') : ':memory:');
    db.pragma('journal_mode = WAL');
    // NORMAL, not FULL. In WAL mode a commit with NORMAL is in the WAL file, written to the kernel, when
    // it returns: it survives the process being killed (`npm run test:crash`); a power loss may lose the
    // commits since the last checkpoint, never the file's consistency. FULL adds an fsync to every
    // commit, on the event loop (libsql is synchronous): 0.44 ms against 0.05 ms a commit on this
    // machine, every request waiting behind it. This store never runs deployed (the configuration
    // refuses it in production): it holds a developer's or a test's data, where the last commits before
    // a power cut are not worth that.
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA);
    const { latest } = db.prepare('SELECT max(update_time) AS latest FROM documents').get([]) as { latest: string | null };
    return new EmbeddedDocumentStore(db, versionClock(latest));
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The document store is closed');
  }

  private statement(sql: string) {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private read<T extends Data>(collection: string, id: string): Doc<T> | null {
    const row = this.statement('SELECT id, body, update_time FROM documents WHERE collection = ? AND id = ?').get([
      collection,
      id,
    ]) as Row | undefined;
    return row ? docOf<T>(row) : null;
  }

  /** Rows the query selects, once the index it names is there (`indexFor`). */
  private select(collection: string, query: Query, count: boolean): unknown[] {
    const index = indexFor(collection, query);
    if (index && !this.indexed.has(index.name)) {
      this.db.exec(index.sql);
      this.indexed.add(index.name);
    }
    const { sql, params } = querySql(collection, query, count);
    return this.statement(sql).all(params);
  }

  async get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null> {
    this.assertOpen();
    return isDocumentId(id) ? this.read<T>(collection, id) : null;
  }

  async query<T extends Data>(collection: string, query: Query = {}): Promise<Doc<T>[]> {
    this.assertOpen();
    return (this.select(collection, query, false) as Row[]).map((row) => docOf<T>(row));
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    this.assertOpen();
    return (this.select(collection, query, true) as { n: number }[])[0]?.n ?? 0;
  }

  async create(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await this.writeOne({ collection, id, step: creating(collection, id, data) });
  }

  async set(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await this.writeOne({ collection, id, step: setting(data) });
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
    const [counted] = await this.writeOne({
      collection,
      id,
      step: (current) => countedHit((current?.data as WindowCount | undefined) ?? null, now, windowMs),
    });
    return counted as WindowCount;
  }

  private writeOne(write: Write): Promise<(Data | null)[]> {
    this.assertOpen();
    return this.writes.run(async () => this.commit([write]));
  }

  /**
   * Applies the writes in order, each over those before it, as one SQLite transaction: the first refusal
   * rolls back all. A single write is a single statement, which SQLite commits as one without BEGIN and COMMIT.
   */
  private commit(writes: readonly Write[]): (Data | null)[] {
    this.assertOpen();
    const upsert = this.statement(
      `INSERT INTO documents (collection, id, body, update_time) VALUES (?, ?, ?, ?)
       ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body, update_time = excluded.update_time`,
    );
    const remove = this.statement('DELETE FROM documents WHERE collection = ? AND id = ?');
    const apply = () =>
      writes.map(({ collection, id, step }) => {
        const next = step(this.read(collection, id));
        if (next) upsert.run([collection, id, JSON.stringify(next), this.nextVersion()]);
        else remove.run([collection, id]);
        return next;
      });
    return writes.length > 1 ? this.db.transaction(apply)() : apply();
  }

  async transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    this.assertOpen();
    return this.writes.run(async () => {
      const writes: Write[] = [];
      const ordered = orderedWrites();
      const buffer = (kind: Parameters<typeof ordered>[0], write: Write) => {
        ordered(kind, write.collection, write.id);
        writes.push(write);
      };
      // Firestore's rule, so that what runs here runs there: a read sees no write of its own transaction.
      const reading = () => {
        if (writes.length > 0) throw new Error(READS_BEFORE_WRITES);
      };
      const ops: TransactionOps = {
        get: async (collection, id) => {
          reading();
          return this.get(collection, id);
        },
        query: async (collection, query) => {
          reading();
          return this.query(collection, query);
        },
        create: (collection, id, data) => {
          assertDocumentId(id);
          buffer('create', { collection, id, step: creating(collection, id, data) });
        },
        set: (collection, id, data) => {
          assertDocumentId(id);
          buffer('set', { collection, id, step: setting(data) });
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
      this.commit(writes);
      return result;
    });
  }

  async close(): Promise<void> {
    await this.writes.run(async () => {
      if (this.closed) return;
      this.closed = true;
      this.db.close();
    });
  }
}
