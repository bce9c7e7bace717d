import { describe, expect, it } from 'vitest';
import { AREA_CACHE } from './src/app/areas.ts';
import { API_CONTENT_CACHE } from './src/lib/apiCache.ts';
import { SONGS_CACHE } from './src/lib/privateCaches.ts';
import { FONTS_CACHE, runtimeCaching } from './vite-runtime-caching.ts';

const ORIGIN = 'https://storysong.example';

type Pattern = (options: { url: URL; request: Request; sameOrigin: boolean }) => boolean;

/** Each rule's pattern as sw.js holds it: rebuilt from its source text, with nothing of this module in scope. */
const patterns = runtimeCaching.map(({ urlPattern }) => {
  if (typeof urlPattern !== 'function') throw new Error('every rule matches with a function');
  return new Function(`return (${urlPattern.toString()})`)() as Pattern;
});

/** The cache the service worker's first matching rule stores a same-origin GET of `path` in. */
function cacheFor(path: string, destination = 'script'): string | null | undefined {
  const url = new URL(path, ORIGIN);
  const request = { method: 'GET', destination, url: url.href } as unknown as Request;
  const index = patterns.findIndex((matches) => matches({ url, request, sameOrigin: url.origin === ORIGIN }));
  return runtimeCaching[index]?.options?.cacheName;
}

describe('runtimeCaching', () => {
  it("keeps Hindi's and Chinese's fonts out of the areas' cache, which opening an area prunes", () => {
    expect(cacheFor('/assets/scriptFontDevanagari-B1x2.js')).toBe(FONTS_CACHE);
    expect(cacheFor('/assets/scriptFontChinese-Cc3.css', 'style')).toBe(FONTS_CACHE);
    expect(cacheFor('/assets/noto-sans-sc-119-400-normal-D4e5.woff2', 'font')).toBe(FONTS_CACHE);
  });

  it("stores the affiliate and staff areas' code in the areas' cache", () => {
    expect(cacheFor('/assets/DashboardPage-A1b2.js')).toBe(AREA_CACHE);
  });

  it('never stores a signed customer file', () => {
    expect(cacheFor('/api/files/uploads/photo.jpg?sig=x', 'image')).toBeUndefined();
  });

  it("never stores a customer's photo or voice note from Cloud Storage's signed addresses, nor the gift page's cover", () => {
    const signed = 'X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=sa&X-Goog-Signature=abc';
    expect(cacheFor(`https://storage.googleapis.com/private-bucket/profile-pictures/p.jpg?${signed}`, 'image')).toBeUndefined();
    expect(cacheFor(`https://storage.googleapis.com/private-bucket/voice-notes/v.mp3?${signed}`, 'audio')).toBeUndefined();
    expect(cacheFor('/api/songs/share-id-of-twenty-chars/cover', 'image')).toBeUndefined();
    // The site's own images still are.
    expect(cacheFor('/icons/icon-192.png', 'image')).toBe('images');
  });

  it('keeps a played song, lyric video or instrumental whole for offline plays, the local store’s and Cloud Storage’s alike', () => {
    expect(cacheFor('/api/files/songs/s.mp3?op=get&sig=x', 'audio')).toBe(SONGS_CACHE);
    expect(cacheFor('/api/files/videos/v.mp4?op=get&sig=x', 'video')).toBe(SONGS_CACHE);
    expect(cacheFor('https://storage.googleapis.com/private-bucket/videos/v.webm?X-Goog-Signature=abc', 'video')).toBe(
      SONGS_CACHE,
    );
    expect(cacheFor('/api/files/voice-notes/v.mp3?op=get&sig=x', 'audio')).toBeUndefined();
  });

  it("keeps a gift page's song, the blog and the config for offline visits", () => {
    expect(cacheFor('/api/songs/share-id-of-twenty-chars', '')).toBe(API_CONTENT_CACHE);
    expect(cacheFor('/api/blog/posts', '')).toBe(API_CONTENT_CACHE);
    expect(cacheFor('/api/config', '')).toBe(API_CONTENT_CACHE);
  });

  it('stores no staff, affiliate or order answer', () => {
    for (const path of ['/api/admin/orders', '/api/affiliates/me', '/api/affiliates/me/transactions', '/api/orders/status']) {
      expect(cacheFor(path, '')).toBeUndefined();
    }
  });
});
