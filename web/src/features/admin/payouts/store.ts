import type { PayoutsOverview } from '@storysong/core';
import { create } from 'zustand';
import { ApiError } from '../../../lib/api.ts';
import { currentUser } from '../../../lib/auth.ts';
import { downloadText } from '../../../lib/download.ts';
import { createPayoutBatch, fetchPayoutFile, fetchPayouts, markPayoutPaid, type PayoutFile } from './api.ts';

interface AdminPayoutsState {
  overview: PayoutsOverview | null;
  loading: boolean;
  /** What is running: making a batch, or marking the batch with this id paid. */
  busy: 'create' | string | null;
  /** The server's message (English, translated where shown). */
  error: string | null;
  load(): Promise<void>;
  create(): Promise<void>;
  markPaid(id: string): Promise<void>;
  download(id: string, file: PayoutFile): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong. Please try again.');

export const useAdminPayoutsStore = create<AdminPayoutsState>((set, get) => {
  /** Runs a staff action, then reloads: a batch changes every balance it takes. */
  const act = async (busy: string, work: () => Promise<unknown>) => {
    set({ busy, error: null });
    try {
      await work();
      await get().load();
    } catch (error) {
      set({ error: messageOf(error) });
    } finally {
      set({ busy: null });
    }
  };
  return {
    overview: null,
    loading: false,
    busy: null,
    error: null,
    async load() {
      set({ loading: true });
      try {
        // The token source is registered when Firebase Auth starts; wait for the restored session.
        await currentUser();
        set({ overview: await fetchPayouts(), error: null });
      } catch (error) {
        set({ error: messageOf(error) });
      } finally {
        set({ loading: false });
      }
    },
    create: () => act('create', createPayoutBatch),
    markPaid: (id) => act(id, () => markPayoutPaid(id)),
    async download(id, file) {
      set({ busy: `${id}:${file}`, error: null });
      try {
        const { fileName, text } = await fetchPayoutFile(id, file);
        downloadText(fileName, text);
      } catch (error) {
        set({ error: messageOf(error) });
      } finally {
        set({ busy: null });
      }
    },
  };
});
