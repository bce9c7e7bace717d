import type { MailResendResult, UndeliveredMail } from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../../lib/api.ts';

interface UndeliveredMailState {
  items: UndeliveredMail[] | null;
  error: string | null;
  /** The message being sent again, and what the last resend of each came to. */
  resending: string | null;
  outcomes: Record<string, MailResendResult['outcome']>;
  load(): Promise<void>;
  resend(id: string): Promise<void>;
}

/** Messages the outbox could not deliver yet; staff send one again from the dashboard. */
export const useUndeliveredMail = create<UndeliveredMailState>((set, get) => ({
  items: null,
  error: null,
  resending: null,
  outcomes: {},
  async load() {
    set({ error: null });
    try {
      set({ items: await api<UndeliveredMail[]>('/admin/mail') });
    } catch (error) {
      set({ error: (error as Error).message });
    }
  },
  async resend(id) {
    set({ resending: id });
    try {
      const { outcome } = await api<MailResendResult>(`/admin/mail/${encodeURIComponent(id)}/resend`, { method: 'POST' });
      set({ outcomes: { ...get().outcomes, [id]: outcome } });
      await get().load();
    } catch (error) {
      set({ error: (error as Error).message });
    } finally {
      set({ resending: null });
    }
  },
}));
