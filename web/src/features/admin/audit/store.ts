import type { AuditEntry, AuditPage, AuditQuery } from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../../lib/api.ts';

interface AuditState {
  query: AuditQuery;
  entries: AuditEntry[];
  /** Where the next (older) page starts; null at the end. */
  next: string | null;
  loading: boolean;
  error: string | null;
  /** Reads the first page for these filters. */
  search(query: AuditQuery): Promise<void>;
  /** Adds the next older page to the list. */
  more(): Promise<void>;
  /** Reads the current filters' first page again (after a failure). */
  reload(): Promise<void>;
}

function pathOf(query: AuditQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `/admin/audit?${search}` : '/admin/audit';
}

/** The staff audit log: the filters asked for and the pages of entries read so far, newest first. */
export const useAudit = create<AuditState>((set, get) => {
  async function read(query: AuditQuery, append: boolean) {
    set({ loading: true, error: null });
    try {
      const page = await api<AuditPage>(pathOf(query));
      set((state) => ({ entries: append ? [...state.entries, ...page.entries] : page.entries, next: page.next }));
    } catch (error) {
      set({ error: (error as Error).message });
    } finally {
      set({ loading: false });
    }
  }
  return {
    query: {},
    entries: [],
    next: null,
    loading: false,
    error: null,
    search: (query) => {
      set({ query, entries: [], next: null });
      return read(query, false);
    },
    more: () => {
      const { query, next } = get();
      return next ? read({ ...query, before: next }, true) : Promise.resolve();
    },
    reload: () => read(get().query, false),
  };
});
