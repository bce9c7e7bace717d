import { signOut } from '../../lib/auth.ts';
import { DASHBOARD_CACHE_PREFIX, useDashboardStore } from './store.ts';

/** Signs the affiliate out and forgets every saved copy of dashboard data on this device. */
export async function signOutAffiliate(): Promise<void> {
  useDashboardStore.getState().reset();
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(DASHBOARD_CACHE_PREFIX)) localStorage.removeItem(key);
  }
  await clearCachedApiResponses();
  await signOut();
}

/** Drops any service-worker cache entries for the affiliate API, whichever cache holds them. */
async function clearCachedApiResponses(): Promise<void> {
  if (!('caches' in window)) return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(requests.filter((r) => new URL(r.url).pathname.startsWith('/api/affiliates')).map((r) => cache.delete(r)));
  }
}
