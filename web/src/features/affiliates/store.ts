import type { AffiliatePayouts, OwnAffiliateView, ReferralActivity, ReferralTransaction } from '@storysong/core';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { ApiError } from '../../lib/api.ts';
import { fetchMyAffiliate, fetchMyPayouts, fetchMyReferralActivity, fetchMyTransactions } from './api.ts';

/** Every cached dashboard lives under this prefix, one key per affiliate uid. */
export const DASHBOARD_CACHE_PREFIX = 'affiliate-dashboard-cache:';

export interface DashboardSnapshot {
  affiliate: OwnAffiliateView;
  transactions: ReferralTransaction[];
  activity: ReferralActivity;
  payouts: AffiliatePayouts;
  /** When this copy was loaded from the server (ISO time). */
  savedAt: string;
}

interface DashboardState {
  uid: string | null;
  snapshot: DashboardSnapshot | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** True while the page shows the saved copy because the network is unreachable. */
  offline: boolean;
  error: ApiError | null;
  load(uid: string): Promise<void>;
  reset(): void;
}

/** Whose copy the storage reads and writes; null means nobody's, so writes go nowhere. */
let cacheOwner: string | null = null;

const scopedStorage: StateStorage = {
  getItem: () => (cacheOwner ? localStorage.getItem(`${DASHBOARD_CACHE_PREFIX}${cacheOwner}`) : null),
  setItem: (_name, value) => {
    if (cacheOwner) localStorage.setItem(`${DASHBOARD_CACHE_PREFIX}${cacheOwner}`, value);
  },
  removeItem: () => {
    if (cacheOwner) localStorage.removeItem(`${DASHBOARD_CACHE_PREFIX}${cacheOwner}`);
  },
};

const isOffline = (error: unknown) => !navigator.onLine || (error instanceof ApiError && error.code === 'network');

/**
 * The dashboard's data. The last good copy is persisted in localStorage under a key scoped to
 * the signed-in uid, so an affiliate can still check earnings offline and never sees another's.
 */
export const useDashboardStore = create<DashboardState>()(
  persist(
    (set, get) => ({
      uid: null,
      snapshot: null,
      status: 'idle',
      offline: false,
      error: null,
      async load(uid) {
        if (get().uid !== uid) {
          // Forget the previous affiliate's copy in memory without touching anyone's storage, then read this one's.
          cacheOwner = null;
          set({ uid, snapshot: null });
          cacheOwner = uid;
          await useDashboardStore.persist.rehydrate();
        }
        set({ status: 'loading', error: null });
        try {
          const [affiliate, transactions, activity, payouts] = await Promise.all([
            fetchMyAffiliate(),
            fetchMyTransactions(),
            fetchMyReferralActivity(),
            fetchMyPayouts(),
          ]);
          set({
            snapshot: { affiliate, transactions, activity, payouts, savedAt: new Date().toISOString() },
            status: 'ready',
            offline: false,
          });
        } catch (error) {
          if (isOffline(error) && get().snapshot) {
            set({ status: 'ready', offline: true });
            return;
          }
          set({ status: 'error', offline: isOffline(error), error: error instanceof ApiError ? error : null });
        }
      },
      reset() {
        cacheOwner = null;
        set({ uid: null, snapshot: null, status: 'idle', offline: false, error: null });
      },
    }),
    {
      name: 'affiliate-dashboard-cache',
      storage: createJSONStorage(() => scopedStorage),
      partialize: (state) => ({ snapshot: state.snapshot }),
      // Version 1 added the link clicks and the payouts; a copy saved before them is dropped rather than shown half.
      version: 1,
      migrate: () => ({ snapshot: null }),
      // The key depends on who is signed in, so hydration happens in `load` once the uid is known.
      skipHydration: true,
    },
  ),
);
