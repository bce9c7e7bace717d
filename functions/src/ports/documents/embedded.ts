import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  assertDocumentId,
  assertName,
  ConflictError,
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
} from './port.ts';

type Queryable = Pick<Transaction, 'query'>;
type Row = { id: string; data: Data; update_time: string };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  collection text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  update_time text NOT NULL,
  PRIMARY KEY (collection, id)
);`;

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
function compile(collection: string, query: Query, select: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(JSON.stringify(value));
    return `$${params.length}::jsonb`;
  };
  const clauses = [`collection = ${collectionLiteral(collection)}`];
  for (const filter of query.where ?? []) clauses.push(filterSql(filter, param));
  for (const order of query.orderBy ?? []) clauses.push(`data #> ${fieldPath(order.field)} IS NOT NULL`);
  // Firestore's order: the fields asked for, then the document id in the last one's direction.
  const keys = (query.orderBy ?? []).map((o) => ({ sql: `data #> ${fieldPath(o.field)}`, desc: o.direction === 'desc' }));
  keys.push({ sql: 'id', desc: keys.at(-1)?.desc ?? false });
  const after = query.startAfter;
  if (after) {
    const values = (query.orderBy ?? []).map((o) => param(fieldValue(after.data, o.field) ?? null));
    params.push(after.id);
    values.push(`$${params.length}::text`);
    clauses.push(afterSql(keys, values));
  }
  let sql = `SELECT ${select} FROM documents WHERE ${clauses.join(' AND ')}`;
  if (select !== 'count(*)::int AS n') sql += ` ORDER BY ${keys.map((k) => `${k.sql} ${k.desc ? 'DESC' : 'ASC'}`).join(', ')}`;
  if (query.limit !== undefined) sql += ` LIMIT ${Math.max(0, Math.floor(query.limit))}`;
  return { sql, params };
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

/**
 * Embedded documents store: real Postgres (PGlite, WASM) persisted under a data directory.
 * PGlite runs one statement at a time, so transactions are serialised, which gives the
 * same all-or-nothing guarantee Firestore's transactions give.
 */
export class EmbeddedDocumentStore implements DocumentStore {
  readonly kind = 'embedded-pglite';
  private readonly nextVersion = versionClock();

  /** Indexes known to exist: each query shape creates its own on first use, as Firestore needs one per shape. */
  private readonly indexed = new Set<string>();

  private constructor(private readonly db: PGlite) {}

  /**
   * Creates the query's index if this process has not seen it; `created` collects it for a
   * transaction, whose index exists only once the transaction commits.
   */
  private async ensureIndex(db: Queryable, collection: string, query: Pick<Query, 'where' | 'orderBy'>, created?: string[]) {
    const index = indexFor(collection, query);
    if (!index || this.indexed.has(index.name)) return;
    await db.query(index.sql);
    if (created) created.push(index.name);
    else this.indexed.add(index.name);
  }

  /** `dir` undefined keeps everything in memory (unit tests). */
  static async open(dir?: string): Promise<EmbeddedDocumentStore> {
    if (dir) mkdirSync(dir, { recursive: true });
    // Imported here: the deployed function (on Firestore) loads its module without PGlite.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = dir ? await PGlite.create(dir) : await PGlite.create();
    await db.exec(SCHEMA);
    return new EmbeddedDocumentStore(db);
  }

  async get<T extends Data>(collection: string, id: string): Promise<Doc<T> | null> {
    return getRow<T>(this.db, collection, id);
  }

  async create(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    // One statement is atomic on its own: a transaction around it would add two more round trips into Postgres.
    await insertRow(this.db, collection, id, data, this.nextVersion());
  }

  async set(collection: string, id: string, data: Data): Promise<void> {
    assertDocumentId(id);
    await upsertRow(this.db, collection, id, data, this.nextVersion());
  }

  async update(collection: string, id: string, patch: Data, precondition?: Precondition): Promise<void> {
    // One statement, its precondition in its WHERE; only a refusal reads the document, to say why.
    const patched = await patchRow(this.db, collection, id, patch, this.nextVersion(), precondition?.updateTime);
    if (patched) return;
    if (!(await getRow(this.db, collection, id))) throw new NotFoundError(collection, id);
    throw new PreconditionError(collection, id);
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.db.query('DELETE FROM documents WHERE collection = $1 AND id = $2', [collection, id]);
  }

  async query<T extends Data>(collection: string, query: Query = {}): Promise<Doc<T>[]> {
    await this.ensureIndex(this.db, collection, query);
    return queryRows<T>(this.db, collection, query);
  }

  async count(collection: string, query: Pick<Query, 'where'> = {}): Promise<number> {
    await this.ensureIndex(this.db, collection, query);
    const { sql, params } = compile(collection, query, 'count(*)::int AS n');
    const result = await this.db.query<{ n: number }>(sql, params);
    return result.rows[0]?.n ?? 0;
  }

  async transaction<R>(fn: (tx: TransactionOps) => Promise<R>): Promise<R> {
    const created: string[] = [];
    const result = await this.db.transaction(async (tx) => {
      const writes: ((tx: Transaction) => Promise<void>)[] = [];
      const writing = orderedWrites();
      const ops: TransactionOps = {
        get: (collection, id) => getRow(tx, collection, id),
        query: async (collection, query = {}) => {
          await this.ensureIndex(tx, collection, query, created);
          return queryRows(tx, collection, query);
        },
        create: (collection, id, data) => {
          assertDocumentId(id);
          writing('create', collection, id);
          writes.push((t) => insertRow(t, collection, id, data, this.nextVersion()));
        },
        set: (collection, id, data) => {
          assertDocumentId(id);
          writing('set', collection, id);
          writes.push((t) => upsertRow(t, collection, id, data, this.nextVersion()));
        },
        update: (collection, id, patch) => {
          writing('update', collection, id);
          writes.push(async (t) => {
            if (!(await patchRow(t, collection, id, patch, this.nextVersion()))) throw new NotFoundError(collection, id);
          });
        },
        delete: (collection, id) => {
          writing('delete', collection, id);
          writes.push(async (t) => {
            await t.query('DELETE FROM documents WHERE collection = $1 AND id = $2', [collection, id]);
          });
        },
      };
      const answer = await fn(ops);
      for (const write of writes) await write(tx);
      return answer;
    });
    for (const name of created) this.indexed.add(name);
    return result;
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}

async function getRow<T extends Data>(db: Queryable, collection: string, id: string): Promise<Doc<T> | null> {
  const result = await db.query<Row>('SELECT id, data, update_time FROM documents WHERE collection = $1 AND id = $2', [
    collection,
    id,
  ]);
  const row = result.rows[0];
  return row ? toDoc<T>(row) : null;
}

async function queryRows<T extends Data>(db: Queryable, collection: string, query: Query): Promise<Doc<T>[]> {
  const { sql, params } = compile(collection, query, 'id, data, update_time');
  const result = await db.query<Row>(sql, params);
  return result.rows.map((row) => toDoc<T>(row));
}

async function insertRow(db: Queryable, collection: string, id: string, data: Data, version: string): Promise<void> {
  const result = await db.query(
    'INSERT INTO documents (collection, id, data, update_time) VALUES ($1, $2, $3::jsonb, $4) ON CONFLICT DO NOTHING',
    [collection, id, JSON.stringify(data), version],
  );
  if (result.affectedRows === 0) throw new ConflictError(collection, id);
}

async function upsertRow(db: Queryable, collection: string, id: string, data: Data, version: string): Promise<void> {
  await db.query(
    `INSERT INTO documents (collection, id, data, update_time) VALUES ($1, $2, $3::jsonb, $4)
     ON CONFLICT (collection, id) DO UPDATE SET data = EXCLUDED.data, update_time = EXCLUDED.update_time`,
    [collection, id, JSON.stringify(data), version],
  );
}

/** Whether the document was there (and at `updateTime`, when one is given) and so was patched. */
async function patchRow(
  db: Queryable,
  collection: string,
  id: string,
  patch: Data,
  version: string,
  updateTime?: string,
): Promise<boolean> {
  const params = [collection, id, JSON.stringify(patch), version];
  const at = updateTime ? ` AND update_time = $${params.push(updateTime)}` : '';
  const result = await db.query(
    `UPDATE documents SET data = data || $3::jsonb, update_time = $4 WHERE collection = $1 AND id = $2${at}`,
    params,
  );
  return (result.affectedRows ?? 0) > 0;
}
