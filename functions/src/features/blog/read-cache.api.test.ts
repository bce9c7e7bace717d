import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

/** The public-read cache's keys carry what visitors type; what they made up must not fill it. */
describe('the public read cache and made-up addresses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { PUBLIC_READ_CACHE_MS: '60000' });
  });
  afterAll(() => api.close());

  it('keeps nothing for posts, tags or pages that do not exist, however many are asked for', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await api.request('GET', `/api/blog/posts/no-such-post-${i}`)).status).toBe(404);
      expect((await api.request('GET', `/blog/post/no-such-post-${i}`)).status).toBe(404);
      expect((await api.request('GET', `/blog/tag/no-such-tag-${i}`)).status).toBe(404);
      expect((await api.request('GET', `/api/blog/posts?tag=no-such-tag-${i}`)).status).toBe(200);
      expect((await api.request('GET', `/api/blog/posts?page=${1000 + i}`)).status).toBe(200);
    }
    expect(api.services.publicReads.size().entries).toBe(0);
  });
});
