import type { SongShareView } from '@storysong/core';
import { API_BASE } from '../../lib/api.ts';
import { API_CONTENT_CACHE } from '../../lib/apiCache.ts';
import { sharedSongPath } from './api.ts';

const kept = new Set<string>();

/**
 * A player asks for a song in byte ranges, and partial answers cannot be cached. Asking once for
 * the whole file, through the service worker, stores it; from then on the worker answers the
 * player's ranges from its cache, offline too (the `songs` rule in vite.config.ts).
 */
export function keepSongForOffline(audioUrl: string): void {
  if (kept.has(audioUrl) || !navigator.serviceWorker?.controller) return;
  kept.add(audioUrl);
  fetch(audioUrl)
    .then((response) => response.blob())
    .catch(() => kept.delete(audioUrl));
}

/**
 * A gift page the server rendered with its song asked the API for nothing, so nothing was kept for
 * offline visits, which the worker starts from the app shell and the API's cached answer. Storing the
 * song the page was served with, as that answer, lets it open offline after this one visit too.
 */
export function keepGiftPageForOffline(shareId: string, view: SongShareView): void {
  if (!('caches' in window)) return;
  const answer = new Response(JSON.stringify(view), { headers: { 'content-type': 'application/json' } });
  void caches
    .open(API_CONTENT_CACHE)
    .then((cache) => cache.put(`${API_BASE}${sharedSongPath(shareId)}`, answer))
    .catch(() => undefined);
}
