import { type Doc, type Filter, fieldValue, type Query } from './port.ts';

/**
 * The port's queries as SQL over the embedded store's `documents` table, read through SQLite's JSON
 * functions, with Firestore's rules: a value compares first by its type in Firestore's order (null,
 * booleans, numbers, strings, arrays, maps), so a range filter matches only values of its own type,
 * and a document lacking a filtered or ordered field is left out. Arrays and maps of one type order
 * by their JSON text (Firestore compares them element by element; no query of ours orders by one).
 */

/** Text as an SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A field's JSON path as a literal, not a parameter, and the collection likewise (`indexFor`): an
 * expression index matches only the same expression, and a partial index only its own collection, named.
 */
function pathOf(field: string): string {
  const parts = field.split('.');
  if (parts.some((part) => !/^[^"\\]+$/.test(part))) throw new Error(`Not a field path the embedded store can read: ${field}`);
  return literal(`$${parts.map((part) => `."${part}"`).join('')}`);
}

/** Firestore's order of types as a number, from SQLite's name for a JSON value's type (NULL when missing). */
const rankOf = (type: string) =>
  `CASE ${type} WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1 WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'array' THEN 4 WHEN 'object' THEN 5 END`;

/** A value in the SQL: its type's rank and the value as SQLite reads it (booleans 0 and 1, arrays and maps as JSON). */
interface Operand {
  rank: string;
  value: string;
}

/** A field of the document, read from its JSON body. */
function fieldOf(field: string): Operand & { path: string } {
  const path = pathOf(field);
  return { path, rank: rankOf(`json_type(body, ${path})`), value: `json_extract(body, ${path})` };
}

/** A value from JavaScript as the pair an `Operand` compares with: its rank, then the value. */
function keyOf(value: unknown): [number, unknown] {
  if (value === null || value === undefined) return [0, null];
  if (typeof value === 'boolean') return [1, Number(value)];
  if (typeof value === 'number') return [2, value];
  if (typeof value === 'string') return [3, value];
  return [Array.isArray(value) ? 4 : 5, JSON.stringify(value)];
}

/** The SQL of a query and its parameters, in order: each piece of SQL pushes its own as it is written. */
class Sql {
  readonly params: unknown[] = [];

  bind(...values: unknown[]): string {
    this.params.push(...values);
    return values.map(() => '?').join(', ');
  }

  /** `=` rather than `IS`, which SQLite does not answer from an expression index; and `IS NULL` for null. */
  equals(operand: Operand, value: unknown): string {
    const [rank, key] = keyOf(value);
    if (rank === 0) return `(${operand.value} IS NULL AND ${operand.rank} = 0)`;
    return `(${operand.value} = ${this.bind(key)} AND ${operand.rank} = ${this.bind(rank)})`;
  }

  anyOf(operand: Operand, values: unknown[]): string {
    if (values.length === 0) return 'FALSE';
    // The values alone first, which an index answers (SQLite does not take one for an OR of pairs), then each with its type.
    const indexed =
      values.length > 1 && values.every((value) => keyOf(value)[0] > 0)
        ? `${operand.value} IN (${this.bind(...values.map((value) => keyOf(value)[1]))}) AND `
        : '';
    return `(${indexed}(${values.map((value) => this.equals(operand, value)).join(' OR ')}))`;
  }

  /** Strictly after `value` in the given direction. */
  past(operand: Operand, value: unknown, desc: boolean): string {
    return `(${operand.rank}, ${operand.value}) ${desc ? '<' : '>'} (${this.bind(...keyOf(value))})`;
  }

  filter({ field, op, value }: Filter): string {
    const operand = fieldOf(field);
    const list = () => {
      if (!Array.isArray(value)) throw new Error(`"${op}" filters take an array`);
      return value as unknown[];
    };
    // An array's elements, as json_each names their type and value; a scalar would be read as one element of its own.
    const element = (values: unknown[]) =>
      `(json_type(body, ${operand.path}) = 'array' AND EXISTS (SELECT 1 FROM json_each(body, ${operand.path}) WHERE ${this.anyOf({ rank: rankOf('type'), value: 'value' }, values)}))`;
    switch (op) {
      case '==':
        return this.equals(operand, value);
      case '!=':
        return `(${operand.rank} > 0 AND NOT ${this.equals(operand, value)})`;
      case 'in':
        return this.anyOf(operand, list());
      case 'array-contains':
        return element([value]);
      case 'array-contains-any':
        return element(list());
      default:
        return `(${operand.rank} = ${this.bind(keyOf(value)[0])} AND ${operand.value} ${op} ${this.bind(keyOf(value)[1])})`;
    }
  }
}

/**
 * The index a query is answered through, made by the store the first time a query needs it: one of
 * its collection on the fields it filters on by equality (as Firestore has a composite index per
 * query shape), partial, so that a write to another collection (a rate limit's counter, every
 * request) has none of this one to keep. The query names it (INDEXED BY): SQLite keeps no
 * statistics here, and would otherwise guess between it and reading the collection in id order.
 */
export function indexFor(collection: string, query: Pick<Query, 'where'>): { name: string; sql: string } | null {
  const equalities = (query.where ?? []).filter((filter) => filter.op === '==' || filter.op === 'in');
  const fields = [...new Set(equalities.map((filter) => filter.field))].sort();
  if (fields.length === 0) return null;
  const name = `"${`${collection}/${fields.join(',')}`.replaceAll('"', '""')}"`;
  // The very expressions the query compares (`fieldOf`): SQLite matches an expression index by its text.
  const columns = fields.map((field) => fieldOf(field).value).join(', ');
  return { name, sql: `CREATE INDEX IF NOT EXISTS ${name} ON documents (${columns}) WHERE collection = ${literal(collection)}` };
}

/**
 * A query's SQL: its documents in the query's order, ties broken by id in the direction of the last
 * ordering, after the cursor, up to the limit; or, for `count`, how many there are.
 */
export function querySql(collection: string, query: Query, count = false): { sql: string; params: unknown[] } {
  const sql = new Sql();
  const index = indexFor(collection, query);
  const from = `documents${index ? ` INDEXED BY ${index.name}` : ''}`;
  const conditions = [`collection = ${literal(collection)}`, ...(query.where ?? []).map((filter) => sql.filter(filter))];
  if (count) return { sql: `SELECT count(*) AS n FROM ${from} WHERE ${conditions.join(' AND ')}`, params: sql.params };

  const orders = (query.orderBy ?? []).map(({ field, direction }) => ({ field, desc: direction === 'desc', ...fieldOf(field) }));
  const lastDesc = orders.at(-1)?.desc ?? false;
  for (const order of orders) conditions.push(`${order.rank} IS NOT NULL`);
  const cursor: Doc | undefined = query.startAfter;
  if (cursor) {
    // After the cursor: level with it on the orderings before one, and past it on that one (or on the id).
    const past = orders.map((order, i) => {
      const level = orders.slice(0, i).map((before) => sql.equals(before, fieldValue(cursor.data, before.field)));
      return [...level, sql.past(order, fieldValue(cursor.data, order.field), order.desc)].join(' AND ');
    });
    const level = orders.map((order) => sql.equals(order, fieldValue(cursor.data, order.field)));
    past.push([...level, `id ${lastDesc ? '<' : '>'} ${sql.bind(cursor.id)}`].join(' AND '));
    conditions.push(`(${past.map((term) => `(${term})`).join(' OR ')})`);
  }
  const direction = (desc: boolean) => (desc ? 'DESC' : 'ASC');
  const orderBy = [
    ...orders.flatMap((order) => [`${order.rank} ${direction(order.desc)}`, `${order.value} ${direction(order.desc)}`]),
    `id ${direction(lastDesc)}`,
  ];
  const limit = query.limit === undefined ? '' : ` LIMIT ${sql.bind(Math.max(0, Math.floor(query.limit)))}`;
  return {
    sql: `SELECT id, body, update_time FROM ${from} WHERE ${conditions.join(' AND ')} ORDER BY ${orderBy.join(', ')}${limit}`,
    params: sql.params,
  };
}
