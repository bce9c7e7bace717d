import { type Data, type Filter, fieldValue, type Query } from './port.ts';

/**
 * Firestore's query rules run over documents held in memory: the embedded store's reads. Values
 * compare as Firestore compares them: a range filter matches only values of its own type, and an
 * ordering puts types in Firestore's order (null, booleans, numbers, strings, arrays, maps).
 */

/** A value as an equality compares it (and as an equality index files it): its JSON. */
export const equalityKey = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 3;
  return Array.isArray(value) ? 4 : 5;
}

function compareSameType(a: unknown, b: unknown): number {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order;
    }
    return a.length - b.length;
  }
  if (typeof a === 'object' || typeof b === 'object') {
    const [x, y] = [equalityKey(a), equalityKey(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** Firestore's total order of values, types first. */
export function compareValues(a: unknown, b: unknown): number {
  return typeRank(a) - typeRank(b) || compareSameType(a, b);
}

export function matches(data: Data, filter: Filter): boolean {
  const value = fieldValue(data, filter.field);
  if (value === undefined) return false;
  const same = (other: unknown) => equalityKey(other) === equalityKey(value);
  switch (filter.op) {
    case '==':
      return same(filter.value);
    case '!=':
      return value !== null && !same(filter.value);
    case 'in':
      return (filter.value as unknown[]).some(same);
    case 'array-contains':
      return Array.isArray(value) && value.some((item) => equalityKey(item) === equalityKey(filter.value));
    case 'array-contains-any': {
      const wanted = new Set((filter.value as unknown[]).map(equalityKey));
      return Array.isArray(value) && value.some((item) => wanted.has(equalityKey(item)));
    }
    default: {
      if (typeRank(value) !== typeRank(filter.value)) return false;
      const order = compareSameType(value, filter.value);
      return filter.op === '<' ? order < 0 : filter.op === '<=' ? order <= 0 : filter.op === '>' ? order > 0 : order >= 0;
    }
  }
}

/**
 * The documents a query answers, from `candidates` (every document that might match), in the
 * query's order: its orderings, ties broken by id in the last one's direction; those lacking an
 * ordered field left out; after the cursor; up to the limit.
 */
export function answer<D extends { id: string; data: Data }>(candidates: Iterable<D>, query: Query): D[] {
  const where = query.where ?? [];
  const orderBy = query.orderBy ?? [];
  for (const filter of where) {
    if ((filter.op === 'in' || filter.op === 'array-contains-any') && !Array.isArray(filter.value)) {
      throw new Error(`"${filter.op}" filters take an array`);
    }
  }
  // Each document's ordered values, read once rather than at every comparison of the sort.
  const keyed = (doc: { id: string; data: Data }) => ({ id: doc.id, values: orderBy.map((o) => fieldValue(doc.data, o.field)) });
  const found: { doc: D; key: ReturnType<typeof keyed> }[] = [];
  for (const doc of candidates) {
    if (!where.every((filter) => matches(doc.data, filter))) continue;
    const key = keyed(doc);
    if (key.values.every((value) => value !== undefined)) found.push({ doc, key });
  }
  const lastDesc = orderBy.at(-1)?.direction === 'desc';
  const order = (a: ReturnType<typeof keyed>, b: ReturnType<typeof keyed>) => {
    for (const [i, o] of orderBy.entries()) {
      const c = compareValues(a.values[i], b.values[i]);
      if (c !== 0) return o.direction === 'desc' ? -c : c;
    }
    const c = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return lastDesc ? -c : c;
  };
  found.sort((a, b) => order(a.key, b.key));
  const cursor = query.startAfter && keyed(query.startAfter);
  const start = cursor ? found.findIndex(({ key }) => order(key, cursor) > 0) : 0;
  const from = start === -1 ? found.length : start;
  const to = query.limit === undefined ? found.length : from + Math.max(0, Math.floor(query.limit));
  return found.slice(from, to).map(({ doc }) => doc);
}
