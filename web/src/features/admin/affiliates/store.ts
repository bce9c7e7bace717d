import {
  type AffiliateStatus,
  type AffiliateView,
  type CommissionAction,
  MESSAGES,
  type ReferralTransaction,
} from '@storysong/core';
import { create } from 'zustand';
import { ApiError } from '../../../lib/api.ts';
import { currentUser } from '../../../lib/auth.ts';
import { decideCommission, fetchAffiliates, fetchTransactions, setAffiliateStatus } from './api.ts';

interface AdminAffiliatesState {
  affiliates: AffiliateView[];
  transactions: ReferralTransaction[];
  loading: boolean;
  /** Id of the row whose action is running, so only its buttons spin. */
  busy: string | null;
  error: string | null;
  load(): Promise<void>;
  setStatus(id: string, status: AffiliateStatus): Promise<void>;
  /** Resolves false when the server refused (the store's `error` says why). */
  decide(id: string, action: CommissionAction, reason?: string): Promise<boolean>;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : MESSAGES.genericError);

export const useAdminAffiliatesStore = create<AdminAffiliatesState>((set, get) => {
  /** Runs a staff action, then reloads both lists: an approval changes the affiliate's figures too. */
  const act = async (id: string, work: () => Promise<unknown>) => {
    set({ busy: id, error: null });
    try {
      await work();
      await get().load();
      return true;
    } catch (error) {
      set({ error: messageOf(error) });
      return false;
    } finally {
      set({ busy: null });
    }
  };
  return {
    affiliates: [],
    transactions: [],
    loading: false,
    busy: null,
    error: null,
    async load() {
      set({ loading: true });
      try {
        // The token source is registered when Firebase Auth starts; wait for the restored session.
        await currentUser();
        const [affiliates, transactions] = await Promise.all([fetchAffiliates(), fetchTransactions()]);
        set({ affiliates, transactions, error: null });
      } catch (error) {
        set({ error: messageOf(error) });
      } finally {
        set({ loading: false });
      }
    },
    setStatus: async (id, status) => {
      await act(id, () => setAffiliateStatus(id, status));
    },
    decide: (id, action, reason) => act(id, () => decideCommission(id, action, reason)),
  };
});
