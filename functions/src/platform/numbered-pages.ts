import type { Page } from '@storysong/core';
import type { Data, Doc, DocumentStore, Filter, Query } from '../ports/documents/port.ts';
import type { ReadCache } from './cache.ts';

/** A list the public browses by page number (the spec's pager: 1, 2, …, Previous, Next). */
export interface NumberedList<T extends Data, R> {
  /** Names the list's pages in the public-read cache. */
  cacheKey: string;
  collection: string;
  where?: Filter[];
  orderBy: NonNullable<Query['orderBy']>;
  pageSize: number;
  /** The page's documents as the API shows them. */
  items(docs: Doc<T>[]): Promise<R[]>;
}

interface PageRead<R> {
  body: Page<R>;
  /** Where the next page starts after. */
  last: Doc | undefined;
}

/**
 * Page N of a numbered list, read after page N−1's last document rather than by skipping to it:
 * Firestore bills every document an offset skips. Each page is kept in the public-read cache with
 * its last document, so the server keeps the page boundaries: a visitor paging on or back costs
 * at most one page of reads, and a page opened directly reads the pages before it once, for every
 * visitor until the cache is cleared. A page past the end reads only the count, and is not kept:
 * its number is whatever a visitor typed.
 */
export function numberedPages<T extends Data, R>(
  documents: DocumentStore,
  cache: ReadCache,
  list: NumberedList<T, R>,
): (page: number) => Promise<Page<R>> {
  const { collection, where, orderBy, pageSize } = list;
  const read = (page: number): Promise<PageRead<R>> =>
    cache.get(
      `${list.cacheKey}:page:${page}`,
      async () => {
        const total = await documents.count(collection, { where });
        const empty = { body: { items: [], total, page, pageSize }, last: undefined };
        if (page > 1 && (page - 1) * pageSize >= total) return empty;
        const startAfter = page > 1 ? (await read(page - 1)).last : undefined;
        if (page > 1 && !startAfter) return empty;
        const docs = await documents.query<T>(collection, { where, orderBy, limit: pageSize, startAfter });
        return { body: { items: await list.items(docs), total, page, pageSize }, last: docs.at(-1) };
      },
      { keep: (read) => read.body.items.length > 0 },
    );
  return async (page) => (await read(page)).body;
}
