import { createHash } from 'node:crypto';
import type { PGlite, Results } from '@electric-sql/pglite';
import { AnswerCache } from './answer-cache.ts';
import { closePglite, openPglite } from './pglite-open.ts';
import {
  assertDocumentId,
  assertName,
  ConflictError,
  countedHit,
  type Data,
  type Doc,
  type DocumentStore,
  type Filter,
  fieldValue,
  NotFoundError,
  orderedWrites,
  type Precondition,
  PreconditionError,
  type Query,
  type TransactionOps,
  type WindowCount,
} from './port.ts';

type Row = { id: string; data: Data; update_time: string };

/** The SQLSTATEs the write functions raise, each one of the port's errors. */
const REFUSALS = { exists: 'DSCON', missing: 'DSNTF', stale: 'DSPRE' } as const;

// Writes go through these functions so that several can be sent as one multi-statement message
// (one implicit transaction) and a refusal still names its document and undoes the others.
const SCHEMA = `
SET standard_conforming_strings = on;
CREATE TABLE IF NOT EXISTS documents (
  collection text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  update_time text NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE OR REPLACE FUNCTION documents_create(c text, i text, d jsonb, v text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO documents (collection, id, data, update_time) VALUES (c, i, d, v);
EXCEPTION WHEN unique_violation THEN
  RAISE EXCEPTION USING ERRCODE = '${REFUSALS.exists}', MESSAGE = c, DETAIL = i;
END $$;
CREATE OR REPLACE FUNCTION documents_patch(c text, i text, p jsonb, v text, at text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents SET data = data || p, update_time = v
    WHERE collection = c AND id = i AND (at IS NULL OR update_time = at);
  IF FOUND THEN RETURN; END IF;
  IF at IS NOT NULL AND EXISTS (SELECT 1 FROM documents WHERE collection = c AND id = i) THEN
    RAISE EXCEPTION USING ERRCODE = '${REFUSALS.stale}', MESSAGE = c, DETAIL = i;
  END IF;
  RAISE EXCEPTION USING ERRCODE = '${REFUSALS.missing}', MESSAGE = c, DETAIL = i;
END $$;`;

/**
 * A text as an SQL string literal. Statements are sent whole (Postgres' simple protocol: one message
 * into PGlite, where a parameterised query costs six), so every value goes through here, with
 * standard_conforming_strings on: a quote is the only character to double.
 */
export function literal(text: string): string {
  if (text.includes('\0')) throw new Error('Text with a NUL character cannot be stored');
  return `'${text.replaceAll("'", "''")}'`;
}

const jsonLiteral = (value: unknown) => `${literal(JSON.stringify(value))}::jsonb`;

function fieldPath(field: string): string {
  assertName(field);
  return `'{${field.split('.').join(',')}}'`;
}

/**
 * The index a query shape reads through, as Firestore reads every query through one: a partial
 * btree on the collection with the equality fields, then the range field, then the orderings, then
 * the id. Without it every filter and ordering read each document of the collection (a referral
 * check scanned every order), so a query's cost grew with the data. Array filters stay out: a btree
 * cannot answer containment, and a whole array (a payout batch's affiliates) can outgrow a btree
 * entry's 2.7 KB, which would refuse the write. Null when nothing is left to index.
 */
export function indexFor(collection: string, query: Pick<Query, 'where' | 'orderBy'>): { name: string; sql: string } | null {
  const where = (query.where ?? []).filter((f) => f.op !== 'array-contains' && f.op !== 'array-contains-any');
  const orderBy = query.orderBy ?? [];
  if (where.length === 0 && orderBy.length === 0) return null;
  const columns: string[] = [];
  const add = (column: string) => {
    if (!columns.includes(column)) columns.push(column);
  };
  const equality = where.filter((f) => f.op === '==' || f.op === 'in').sort((a, b) => a.field.localeCompare(b.field));
  for (const f of equality) add(`(data #> ${fieldPath(f.field)})`);
  for (const f of where.filter((f) => !equality.includes(f))) add(`(data #> ${fieldPath(f.field)})`);
  for (const o of orderBy) add(`(data #> ${fieldPath(o.field)})${o.direction === 'desc' ? ' DESC' : ''}`);
  add(orderBy.at(-1)?.direction === 'desc' ? 'id DESC' : 'id');
  const name = `ix_${createHash('sha256')
    .update(`${collection}\n${columns.join(',')}`)
    .digest('hex')
    .slice(0, 24)}`;
  return {
    name,
    sql: `CREATE INDEX IF NOT EXISTS ${name} ON documents (${columns.join(', ')}) WHERE collection = ${collectionLiteral(collection)}`,
  };
}

/** Collections are named in the SQL itself (checked names only), so the planner matches each partial index. */
function collectionLiteral(collection: string): string {
  assertName(collection);
  return `'${collection}'`;
}

/** Translates a query into SQL over jsonb, with Firestore's rule that orderBy skips docs lacking the field. */
function compile(collection: string, query: Query, select: string): string {
  const param = jsonLiteral;
  const clauses = [`collection = ${collectionLiteral(collection)}`];
  for (const filter of query.where ?? []) clauses.push(filterSql(filter, param));
  for (const order of query.orderBy ?? []) clauses.push(`data #> ${fieldPath(order.field)} IS NOT NULL`);
  // Firestore's order: the fields asked for, then the document id in the last one's direction.
  const keys = (query.orderBy ?? []).map((o) => ({ sql: `data #> ${fieldPath(o.field)}`, desc: o.direction === 'desc' }));
  keys.push({ sql: 'id', desc: keys.at(-1)?.desc ?? false });
  const after = query.startAfter;
  if (after) {
    const values = (query.orderBy ?? []).map((o) => param(fieldValue(after.data, o.field) ?? null));
    values.push(`${literal(after.id)}::text`);
    clauses.push(afterSql(keys, values));
  }
  let sql = `SELECT ${select} FROM documents WHERE ${clauses.join(' AND ')}`;
  if (select !== 'count(*)::int AS n') sql += ` ORDER BY ${keys.map((k) => `${k.sql} ${k.desc ? 'DESC' : 'ASC'}`).join(', ')}`;
  if (query.limit !== undefined) sql += ` LIMIT ${Math.max(0, Math.floor(query.limit))}`;
  return sql;
}

/** Rows after the cursor's `values` in the order of `keys`: past it on the first key that differs. */
function afterSql(keys: { sql: string; desc: boolean }[], values: string[]): string {
  const alternatives = keys.map((key, i) =>
    [
      ...keys.slice(0, i).map((before, j) => `${before.sql} = ${values[j]}`),
      `${key.sql} ${key.desc ? '<' : '>'} ${values[i]}`,
    ].join(' AND '),
  );
  return `(${alternatives.map((alternative) => `(${alternative})`).join(' OR ')})`;
}

function filterSql(filter: Filter, param: (v: unknown) => string): string {
  const path = `data #> ${fieldPath(filter.field)}`;
  switch (filter.op) {
    case '==':
      return `${path} = ${param(filter.value)}`;
    case '!=':
      return `${path} IS NOT NULL AND ${path} <> ${param(filter.value)}`;
    case '<':
    case '<=':
    case '>':
    case '>=':
      return `jsonb_typeof(${path}) = jsonb_typeof(${param(filter.value)}) AND ${path} ${filter.op} ${param(filter.value)}`;
    case 'in':
      return `${path} IN (SELECT jsonb_array_elements(${param(asArray(filter.value))}))`;
    case 'array-contains':
      return `jsonb_typeof(${path}) = 'array' AND ${path} @> ${param([filter.value])}`;
    case 'array-contains-any':
      return `jsonb_typeof(${path}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${path}) e WHERE e IN (SELECT jsonb_array_elements(${param(asArray(filter.value))})))`;
  }
}

function asArray(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error('"in" filters take an array');
  return value;
}

function toDoc<T extends Data>(row: Row): Doc<T> {
  return { id: row.id, data: row.data as T, updateTime: row.update_time };
}

/** Strictly increasing versions even within one millisecond. */
function versionClock() {
  let last = 0n;
  return () => {
    const now = BigInt(Date.now()) * 1000n;
    last = now > last ? now : last + 1n;
    return last.toString().padStart(20, '0');
  };
}

/** Runs one task at a time, in the order asked. */
class Queue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** A write of one document, waiting in a group (`EmbeddedDocumentStore.writeOne`). */
interface SingleWrite {
  collection: string;
  sql: (version: string) => string;
  resolve: (result: Results | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Embedded documents store: real Postgres (PGlite, WASM) persisted under a data directory.
 * Every write, and every transaction from its first read to its writes, takes its turn in one
 * queue, so nothing is written between a transaction's reads and its writes: the same
 * all-or-nothing guarantee Firestore's transactions give. A transaction's writes go to Postgres as
 * one message, which Postgres runs as one transaction; reads outside transactions do not wait.
 *
 * Writes of one document that arrive while the queue is busy wait as one group and go to Postgres
 * as one message (group commit): each caller is answered once the group has committed, and a
 * message costs about four times a statement (275 µs a rate-limit hit alone, 75 µs in a group).
 */
export class EmbeddedDocumentStore implements DocumentStore {
  readonly kind = 'embedded-pglite';
  private readonly nextVersion = versionClock();
  private readonly writes = new Queue();
  private readonly answers = new AnswerCache();
  /** The group single writes join: the queue's last task, not yet started; null when none is. */
  private gathering: SingleWrite[] | null = null;

  /** Indexes known to exist: each query shape creates its own on first use, as Firestore needs one per shape. */
  private readonly indexed = new Set<string>();

  /** Null once closed: an in-memory database may then be serving another store (see `closePglite`). */
  private database: PGlite | null;

  private constructor(database: PGlite) {
    this.database = database;
  }

  private get db(): PGlite {
    if (!this.database) throw new Error('The document store is closed');
    return this.database;
  }

  /** Creates the query's index if this process has not seen it. */
  private async ensureIndex(collection: string, query: Pick<Query, 'where' | 'orderBy'>) {
    const index = indexFor(collection, query);
    if (!index || this.indexed.has(index.name)) return;
    await this.db.exec(index.sql);
    this.indexed.add(index.name);
  }

  /** `dir` undefined keeps everything in memory (unit tests). */
  static async open(dir?: string): Promise<EmbeddedDocumentStore> {
    const db = await openPglite(dir);
    await db.exec(SCHEMA);
    return new EmbeddedDocumentStore(db);
  }

  /** Runs statements as one message, turning the write functions' refusals into the port's errors. */
  private async write(sql: string): Promise<Results[]> {
    try {
      return await this.db.exec(sql);
    } catch (error) {
      const { code, message, detail } = error as { code?: string; message: string; detail?: string };
      if (code === REFUSALS.exists) throw new ConflictError(message, detail ?? '');
      if (code === REFUSALS.missing) throw new NotFoundError(message, detail ?? '');
      if (code === REFUSALS.stale) throw new PreconditionError(message, detail ?? '');
      throw error;
    }
  }

  async get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null> {
    return this.answers.read(collection, `get ${id}`, () => getRow<T>(this.db, collection, id));
  }

  async create(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await this.writeOne(collection, (version) => createSql(collection, id, data, version));
  }

  async set(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await this.writeOne(collection, (version) => setSql(collection, id, data, version));
  }

  async update(collection: string, id: string, patch: Data, precondition?: Precondition): Promise<void> {
    await this.writeOne(collection, (version) => patchSql(collection, id, patch, version, precondition?.updateTime));
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.writeOne(collection, () => deleteSql(collection, id));
  }

  /** One document's write, in its turn in the queue, with the other single writes waiting beside it. */
  private writeOne(collection: string, sql: (version: string) => string): Promise<Results | undefined> {
    return new Promise((resolve, reject) => {
      const write = { collection, sql, resolve, reject };
      if (this.gathering) {
        this.gathering.push(write);
        return;
      }
      const group = [write];
      this.gathering = group;
      void this.writes.run(() => this.commit(group));
    });
  }

  /** A task in the queue that a later single write must not overtake by joining a group before it. */
  private inTurn<T>(task: () => Promise<T>): Promise<T> {
    this.gathering = null;
    return this.writes.run(task);
  }

  /** Sends a group as one message; if one of it is refused, nothing was written and each is sent alone for its own answer. */
  private async commit(group: SingleWrite[]): Promise<void> {
    if (this.gathering === group) this.gathering = null;
    await this.answers.write(
      group.map((write) => write.collection),
      async () => {
        // A refusal undoes the whole message: each is then sent alone below, for its own answer.
        const together =
          group.length > 1
            ? await this.write(group.map((write) => write.sql(this.nextVersion())).join(';\n')).catch(() => null)
            : null;
        if (together) {
          for (const [i, write] of group.entries()) write.resolve(together[i]);
          return;
        }
        for (const write of group) {
          try {
            write.resolve((await this.write(write.sql(this.nextVersion())))[0]);
          } catch (error) {
            write.reject(error);
          }
        }
      },
    );
  }

  async query<T extends Data>(collection: string, query: Query = {}): Promise<Doc<T>[]> {
    const sql = compile(collection, query, 'id, data, update_time');
    return this.answers.read(collection, sql, async () => {
      await this.ensureIndex(collection, query);
      const [result] = await this.db.exec(sql);
      return (result?.rows ?? []).map((row) => toDoc<T>(row as Row));
    });
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    const sql = compile(collection, query, 'count(*)::int AS n');
    return this.answers.read(collection, sql, async () => {
      await this.ensureIndex(collection, query);
      const [result] = await this.db.exec(sql);
      return (result?.rows[0] as { n: number } | undefined)?.n ?? 0;
    });
  }

  async countHit(collection: string, id: string, now: number, windowMs: number): Promise<WindowCount> {
    assertDocumentId(id);
    const fresh = countedHit(null, now, windowMs);
    const upsert = (version: string) => `INSERT INTO documents (collection, id, data, update_time)
        VALUES (${literal(collection)}, ${literal(id)}, ${jsonLiteral(fresh)}, ${literal(version)})
        ON CONFLICT (collection, id) DO UPDATE SET
          data = CASE WHEN ${Math.floor(now)} - (documents.data ->> 'windowStart')::bigint < ${Math.floor(windowMs)}
            THEN jsonb_set(documents.data, '{count}', to_jsonb((documents.data ->> 'count')::bigint + 1))
            ELSE EXCLUDED.data END,
          update_time = EXCLUDED.update_time
        RETURNING data`;
    // One statement, in the writes' queue (a transaction between its read and its write must not see it land).
    const result = await this.writeOne(collection, upsert);
    const row = result?.rows[0] as { data: WindowCount } | undefined;
    if (!row) throw new Error(`Counting a hit on ${collection}/${id} returned no document`);
    return row.data;
  }

  async transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    return this.inTurn(async () => {
      const writes: ((version: string) => string)[] = [];
      const touched = new Set<string>();
      const ordered = orderedWrites();
      const writing = (kind: Parameters<typeof ordered>[0], collection: string, id: string) => {
        ordered(kind, collection, id);
        touched.add(collection);
      };
      const ops: TransactionOps = {
        get: (collection, id) => this.get(collection, id),
        query: (collection, query = {}) => this.query(collection, query),
        create: (collection, id, data) => {
          assertDocumentId(id);
          writing('create', collection, id);
          writes.push((version) => createSql(collection, id, data, version));
        },
        set: (collection, id, data) => {
          assertDocumentId(id);
          writing('set', collection, id);
          writes.push((version) => setSql(collection, id, data, version));
        },
        update: (collection, id, patch) => {
          writing('update', collection, id);
          writes.push((version) => patchSql(collection, id, patch, version));
        },
        delete: (collection, id) => {
          writing('delete', collection, id);
          writes.push(() => deleteSql(collection, id));
        },
      };
      const answer = await fn(ops);
      if (writes.length > 0) {
        await this.answers.write(touched, () => this.write(writes.map((sql) => sql(this.nextVersion())).join(';\n')));
      }
      return answer;
    });
  }

  async close(): Promise<void> {
    await this.inTurn(async () => {
      const db = this.database;
      if (!db) return;
      this.database = null;
      this.answers.clear();
      await closePglite(db);
    });
  }
}

async function getRow<T extends Data>(db: PGlite, collection: string, id: string): Promise<Doc<T> | null> {
  const [result] = await db.exec(
    `SELECT id, data, update_time FROM documents WHERE collection = ${literal(collection)} AND id = ${literal(id)}`,
  );
  const row = result?.rows[0] as Row | undefined;
  return row ? toDoc<T>(row) : null;
}

function createSql(collection: string, id: string, data: Data, version: string): string {
  return `SELECT documents_create(${literal(collection)}, ${literal(id)}, ${jsonLiteral(data)}, ${literal(version)})`;
}

function setSql(collection: string, id: string, data: Data, version: string): string {
  return `INSERT INTO documents (collection, id, data, update_time)
    VALUES (${literal(collection)}, ${literal(id)}, ${jsonLiteral(data)}, ${literal(version)})
    ON CONFLICT (collection, id) DO UPDATE SET data = EXCLUDED.data, update_time = EXCLUDED.update_time`;
}

/** A shallow merge; refused when the document is missing, or no longer at `updateTime` when one is given. */
function patchSql(collection: string, id: string, patch: Data, version: string, updateTime?: string): string {
  const at = updateTime === undefined ? 'NULL' : literal(updateTime);
  return `SELECT documents_patch(${literal(collection)}, ${literal(id)}, ${jsonLiteral(patch)}, ${literal(version)}, ${at})`;
}

function deleteSql(collection: string, id: string): string {
  return `DELETE FROM documents WHERE collection = ${literal(collection)} AND id = ${literal(id)}`;
}
