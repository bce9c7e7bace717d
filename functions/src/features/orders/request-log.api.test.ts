import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../platform/logging.ts';
import type { DocumentStore } from '../../ports/documents/port.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { ORDERS } from './records.ts';

/** The logs are read by more people than may open an order page, a gift link or a draft's preview, and kept longer. */
describe('what the logs keep', () => {
  const paths: string[] = [];
  const errors: Record<string, unknown>[] = [];
  const log: Logger = {
    info: (event, fields) => {
      if (event === 'request') paths.push(String(fields?.path));
    },
    warn: () => {},
    error: (event, fields) => {
      if (event === 'unhandled_error') errors.push(fields ?? {});
    },
  };
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ log }, { LOG_LEVEL: 'info', LOG_REQUESTS: 'on' });
  });
  afterAll(() => api.close());

  it('writes order tokens, share ids and preview tokens as their names, other paths as they are', async () => {
    paths.length = 0;
    for (const path of [
      '/orders/secret-token-1',
      '/songs/secret-share-2',
      '/api/songs/secret-share-3/cover',
      '/blog/preview/secret-4',
      '/api/blog/preview/secret-5',
      '/api/health',
    ]) {
      await api.request('GET', path);
    }
    expect(paths).toEqual([
      '/orders/:token',
      '/songs/:shareId',
      '/api/songs/:shareId/cover',
      '/blog/preview/:token',
      '/api/blog/preview/:token',
      '/api/health',
    ]);
    expect(paths.join(' ')).not.toContain('secret');
  });

  it('writes an unhandled error with the path named the same way and no address its text quotes', async () => {
    const documents = api.services.documents as DocumentStore;
    const query = documents.query.bind(documents);
    documents.query = (async (
      collection: string,
      ...rest: Parameters<DocumentStore['query']> extends [string, ...infer R] ? R : never
    ) => {
      if (collection === ORDERS) throw new Error('lookup refused for zoe.martin@example.com');
      return query(collection, ...rest);
    }) as DocumentStore['query'];
    try {
      expect((await api.request('GET', '/api/songs/secret-share-of-twenty-six')).status).toBe(500);
    } finally {
      documents.query = query;
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ path: '/api/songs/:shareId', message: 'lookup refused for [address]' });
    expect(JSON.stringify(errors)).not.toMatch(/secret-share-of-twenty-six|zoe\.martin/);
  });
});
