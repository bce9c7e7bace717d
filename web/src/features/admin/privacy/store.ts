import type { ErasureResult, PrivacyLookup, PrivacyRequestInput, PrivacyRequestView } from '@storysong/core';
import { create } from 'zustand';
import { api, apiDownload } from '../../../lib/api.ts';
import { downloadBlob } from '../../../lib/download.ts';

type Busy = 'lookup' | 'export' | 'erase' | 'record' | null;

interface PrivacyState {
  lookup: PrivacyLookup | null;
  erasure: ErasureResult | null;
  log: PrivacyRequestView[] | null;
  busy: Busy;
  error: string | null;
  find(email: string): Promise<void>;
  exportData(email: string): Promise<void>;
  erase(email: string): Promise<void>;
  record(input: PrivacyRequestInput): Promise<void>;
  loadLog(): Promise<void>;
}

/** The staff Privacy page: an address looked up, what exporting or erasing it did, and the log of requests. */
export const usePrivacy = create<PrivacyState>((set) => {
  /** One action at a time; its failure is shown, and what it changed read again. */
  async function act(busy: Exclude<Busy, null>, work: () => Promise<void>) {
    set({ busy, error: null });
    try {
      await work();
    } catch (error) {
      set({ error: (error as Error).message });
    } finally {
      set({ busy: null });
    }
  }
  const refresh = async (email: string) => {
    const [lookup, log] = await Promise.all([
      api<PrivacyLookup>('/admin/privacy/lookup', { body: { email } }),
      api<PrivacyRequestView[]>('/admin/privacy/requests'),
    ]);
    set({ lookup, log });
  };
  return {
    lookup: null,
    erasure: null,
    log: null,
    busy: null,
    error: null,
    find: (email) =>
      act('lookup', async () => {
        set({ erasure: null });
        await refresh(email);
      }),
    exportData: (email) =>
      act('export', async () => {
        const { fileName, blob } = await apiDownload('/admin/privacy/export', { body: { email } });
        downloadBlob(fileName, blob);
        await refresh(email);
      }),
    erase: (email) =>
      act('erase', async () => {
        set({ erasure: await api<ErasureResult>('/admin/privacy/erase', { body: { email } }) });
        await refresh(email);
      }),
    record: (input) =>
      act('record', async () => {
        await api<PrivacyRequestView>('/admin/privacy/requests', { body: input });
        await refresh(input.email);
      }),
    async loadLog() {
      try {
        set({ log: await api<PrivacyRequestView[]>('/admin/privacy/requests') });
      } catch (error) {
        set({ error: (error as Error).message });
      }
    },
  };
});
