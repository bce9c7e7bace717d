import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../platform/logging.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

/** The request log is read by more people than may open an order page or a gift link. */
describe('request log', () => {
  const paths: string[] = [];
  const log: Logger = {
    info: (event, fields) => {
      if (event === 'request') paths.push(String(fields?.path));
    },
    warn: () => {},
    error: () => {},
  };
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ log }, { LOG_LEVEL: 'info', LOG_REQUESTS: 'on' });
  });
  afterAll(() => api.close());

  it('writes order tokens, share ids and preview tokens as their names, other paths as they are', async () => {
    for (const path of [
      '/orders/secret-token-1',
      '/songs/secret-share-2',
      '/api/songs/secret-share-3/cover',
      '/blog/preview/secret-4',
      '/api/health',
    ]) {
      await api.request('GET', path);
    }
    expect(paths).toEqual([
      '/orders/:token',
      '/songs/:shareId',
      '/api/songs/:shareId/cover',
      '/blog/preview/:token',
      '/api/health',
    ]);
    expect(paths.join(' ')).not.toContain('secret');
  });
});
