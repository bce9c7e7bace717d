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
