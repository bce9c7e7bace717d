/**
 * The service worker's cache of songs played (vite-runtime-caching.ts), the one run-time cache that
 * holds a customer's own file whole: a song staff play in the back office lands there too.
 */
export const SONGS_CACHE = 'songs';

/** API answers a signed-in person read, or that carry a customer's signed links, whichever cache holds them. */
const PRIVATE_API = /^\/api\/(?:admin|affiliates|orders|files|songs\/)/;

/**
 * Forgets on this device what the service worker kept of a signed-in person's visit: the songs
 * cache whole, and any staff, affiliate, order or gift-page answer in another cache. Both sign-outs
 * call it (staff and affiliate), so a shared computer keeps nothing of theirs; the public pages,
 * translations and code stay cached.
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    if (name === SONGS_CACHE) {
      await caches.delete(name);
      continue;
    }
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(requests.filter((r) => PRIVATE_API.test(new URL(r.url).pathname)).map((r) => cache.delete(r)));
  }
}
