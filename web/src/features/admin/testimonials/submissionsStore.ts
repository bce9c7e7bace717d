import type { TestimonialSubmission } from '@storysong/core';
import { create } from 'zustand';
import { ApiError, api } from '../../../lib/api.ts';

const PATH = '/admin/testimonials/submissions';
const itemPath = (orderId: string) => `${PATH}/${encodeURIComponent(orderId)}`;

interface SubmissionsState {
  items: TestimonialSubmission[];
  loading: boolean;
  error: string | null;
  load(): Promise<void>;
  /** Publishes it on /testimonies (the server credits the approving staff member). */
  /** Approves the version staff read; one the customer changed since is refused (409) and the list reloaded. */
  approve(submission: Pick<TestimonialSubmission, 'orderId' | 'version'>): Promise<void>;
  decline(orderId: string): Promise<void>;
}

/** Customers' testimonials from their song pages, newest first; one per order. */
export const useSubmissions = create<SubmissionsState>((set, get) => ({
  items: [],
  loading: false,
  error: null,
  async load() {
    set({ loading: true, error: null });
    try {
      set({ items: await api<TestimonialSubmission[]>(PATH), loading: false });
    } catch (error) {
      set({ error: (error as Error).message, loading: false });
    }
  },
  async approve({ orderId, version }) {
    try {
      const approved = await api<TestimonialSubmission>(`${itemPath(orderId)}/approve`, { method: 'POST', body: { version } });
      set({ items: get().items.map((item) => (item.orderId === orderId ? approved : item)) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await get().load();
      throw error;
    }
  },
  async decline(orderId) {
    await api<void>(itemPath(orderId), { method: 'DELETE' });
    set({ items: get().items.filter((item) => item.orderId !== orderId) });
  },
}));
