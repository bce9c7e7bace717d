import { describe, expect, it } from 'vitest';
import { AREA_CACHE } from './src/app/areas.ts';
import { FONTS_CACHE, runtimeCaching } from './vite-runtime-caching.ts';

const ORIGIN = 'https://storysong.example';

/** The cache the service worker's first matching rule stores a same-origin GET of `path` in. */
function cacheFor(path: string, destination = 'script'): string | null | undefined {
  const url = new URL(path, ORIGIN);
  const request = { method: 'GET', destination, url: url.href } as unknown as Request;
  const rule = runtimeCaching.find(({ urlPattern }) =>
    typeof urlPattern === 'function' ? urlPattern({ url, request, sameOrigin: true, event: {} as never }) : false,
  );
  return rule?.options?.cacheName;
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
});
