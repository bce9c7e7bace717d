import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CONTENT_CACHE } from './apiCache.ts';
import { clearPrivateCaches, SONGS_CACHE } from './privateCaches.ts';

const ORIGIN = 'https://storysong.example';

/** CacheStorage as the browser has it, in memory: cache names to the URLs each holds. */
function fakeCaches(contents: Record<string, string[]>) {
  const stored = new Map(Object.entries(contents).map(([name, paths]) => [name, new Set(paths.map((p) => `${ORIGIN}${p}`))]));
  const storage = {
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
    open: async (name: string) => {
      const urls = stored.get(name) ?? new Set<string>();
      stored.set(name, urls);
      return {
        keys: async () => [...urls].map((url) => ({ url })),
        delete: async (request: { url: string }) => urls.delete(request.url),
      };
    },
  };
  vi.stubGlobal('caches', storage);
  return () => Object.fromEntries([...stored].map(([name, urls]) => [name, [...urls].map((u) => u.slice(ORIGIN.length))]));
}

describe('clearPrivateCaches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('drops the songs played and every staff, affiliate, order and gift answer, and keeps public pages and code', async () => {
    const left = fakeCaches({
      [SONGS_CACHE]: ['/api/files/songs/a.mp3'],
      [API_CONTENT_CACHE]: ['/api/blog/posts?page=1', '/api/config', '/api/songs/share-1', '/api/affiliates/me'],
      images: ['/icons/icon-192.png'],
      areas: ['/assets/DashboardPage-A1.js', '/api/admin/orders'],
    });
    await clearPrivateCaches();
    expect(left()).toEqual({
      [API_CONTENT_CACHE]: ['/api/blog/posts?page=1', '/api/config'],
      images: ['/icons/icon-192.png'],
      areas: ['/assets/DashboardPage-A1.js'],
    });
  });
});
