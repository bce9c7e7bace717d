import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmbeddedDocumentStore } from '../ports/documents/embedded.ts';
import type { DocumentStore } from '../ports/documents/port.ts';
import { ReadCache } from './cache.ts';
import { numberedPages } from './numbered-pages.ts';

const C = 'items';
// Thirteen published items, two days with three each (ties broken by id), and a draft.
const DAYS = ['01', '02', '02', '02', '03', '04', '05', '05', '05', '06', '07', '08', '09'];

describe('numberedPages', () => {
  let documents: DocumentStore;
  beforeAll(async () => {
    documents = await EmbeddedDocumentStore.open();
    for (const [i, day] of DAYS.entries())
      await documents.create(C, `i${String(i).padStart(2, '0')}`, { at: `2025-01-${day}`, on: true });
    await documents.create(C, 'draft', { at: '2025-01-10', on: false });
  });
  afterAll(() => documents.close());

  const pages = (cache: ReadCache) =>
    numberedPages<{ at: string }, string>(documents, cache, {
      cacheKey: 'items',
      collection: C,
      where: [{ field: 'on', op: '==', value: true }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      pageSize: 3,
      items: async (docs) => docs.map((d) => d.id),
    });

  it('gives page N as the Nth slice of the whole list, wherever a page ends inside a tie, and past the end nothing', async () => {
    const all = (
      await documents.query(C, { where: [{ field: 'on', op: '==', value: true }], orderBy: [{ field: 'at', direction: 'desc' }] })
    ).map((d) => d.id);
    const page = pages(new ReadCache(0, Date.now));
    for (let n = 1; n <= 5; n++) {
      expect(await page(n)).toEqual({ items: all.slice((n - 1) * 3, n * 3), total: 13, page: n, pageSize: 3 });
    }
    expect(await page(6)).toEqual({ items: [], total: 13, page: 6, pageSize: 3 });
    expect(await page(10_000)).toEqual({ items: [], total: 13, page: 10_000, pageSize: 3 });
  });

  it('reads a page after the previous one, never skipping documents: paging on costs one page of reads', async () => {
    const query = vi.spyOn(documents, 'query');
    const page = pages(new ReadCache(60_000, Date.now));
    const first = await page(1);
    const second = await page(2);
    expect(query).toHaveBeenCalledTimes(2);
    expect(query.mock.calls[1]?.[1]).toMatchObject({ limit: 3, startAfter: { id: first.items.at(-1) } });
    await page(2);
    await page(1);
    expect(query).toHaveBeenCalledTimes(2);
    // Opened directly, page 5 reads the four before it once; then they cost nothing.
    await page(5);
    expect(query).toHaveBeenCalledTimes(5);
    await page(4);
    expect(query).toHaveBeenCalledTimes(5);
    expect(second.items).toHaveLength(3);
    for (const [, options] of query.mock.calls) expect(options).not.toHaveProperty('offset');
    query.mockRestore();
  });
});
