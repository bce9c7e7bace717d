import { signOut } from '../../lib/auth.ts';
import { clearPrivateCaches } from '../../lib/privateCaches.ts';
import { DASHBOARD_CACHE_PREFIX, useDashboardStore } from './store.ts';

/** Signs the affiliate out and forgets every saved copy of dashboard data on this device, the service worker's too. */
export async function signOutAffiliate(): Promise<void> {
  useDashboardStore.getState().reset();
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(DASHBOARD_CACHE_PREFIX)) localStorage.removeItem(key);
  }
  await clearPrivateCaches();
  await signOut();
}
