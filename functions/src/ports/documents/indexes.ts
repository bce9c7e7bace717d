import { appendFileSync } from 'node:fs';
import type { Data, DocumentStore, Query } from './port.ts';

/** A Firestore composite index, in firestore.indexes.json's own shape. */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: ({ fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' })[];
}

const EQUALITY = new Set(['==', 'in']);
const ARRAY = new Set(['array-contains', 'array-contains-any']);

/**
 * The composite index Firestore needs for a query, or null when its automatic single-field
 * indexes serve it: a query touching one field, or only equality filters (merged by Firestore).
 * Otherwise: equality fields, then the array field, then the range field, then the orderings.
 */
export function requiredIndex(collection: string, query: Pick<Query, 'where' | 'orderBy'>): CompositeIndex | null {
  const where = query.where ?? [];
  const orderBy = query.orderBy ?? [];
  const fields = new Set([...where.map((f) => f.field), ...orderBy.map((o) => o.field)]);
  if (fields.size <= 1) return null;
  if (orderBy.length === 0 && where.every((f) => EQUALITY.has(f.op))) return null;

  const index: CompositeIndex['fields'] = [];
  const used = new Set<string>();
  const add = (field: CompositeIndex['fields'][number]) => {
    if (used.has(field.fieldPath)) return;
    used.add(field.fieldPath);
    index.push(field);
  };
  for (const f of where.filter((f) => EQUALITY.has(f.op)).sort((a, b) => a.field.localeCompare(b.field))) {
    add({ fieldPath: f.field, order: 'ASCENDING' });
  }
  for (const f of where.filter((f) => ARRAY.has(f.op))) add({ fieldPath: f.field, arrayConfig: 'CONTAINS' });
  for (const f of where.filter((f) => !EQUALITY.has(f.op) && !ARRAY.has(f.op))) {
    const ordered = orderBy.find((o) => o.field === f.field);
    add({ fieldPath: f.field, order: ordered?.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' });
  }
  for (const o of orderBy) add({ fieldPath: o.field, order: o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' });
  return { collectionGroup: collection, queryScope: 'COLLECTION', fields: index };
}

export function indexKey(index: CompositeIndex): string {
  return JSON.stringify([index.collectionGroup, index.fields]);
}

/**
 * Wraps a store so every query shape it serves is appended (one JSON line each) to `file`.
 * The API suite runs with it, and `check-indexes.ts` turns the shapes into required indexes.
 */
export function recordingQueries(store: DocumentStore, file: string): DocumentStore {
  const record = (collection: string, query: Query = {}) =>
    appendFileSync(
      file,
      `${JSON.stringify({ collection, where: query.where?.map(({ field, op }) => ({ field, op })), orderBy: query.orderBy })}\n`,
    );
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'query' || property === 'count') {
        return (collection: string, query?: Query) => {
          record(collection, query);
          return property === 'query' ? target.query<Data>(collection, query) : target.count(collection, query);
        };
      }
      if (property === 'transaction') {
        return <R>(fn: Parameters<DocumentStore['transaction']>[0]) =>
          target.transaction<R>(
            (tx) =>
              fn({
                ...tx,
                query: (collection, query) => {
                  record(collection, query);
                  return tx.query(collection, query);
                },
              }) as Promise<R>,
          );
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
