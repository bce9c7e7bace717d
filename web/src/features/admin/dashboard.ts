import type { AdminDashboard } from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../lib/api.ts';

interface DashboardState {
  data: AdminDashboard | null;
  error: string | null;
  loading: boolean;
  load(): Promise<void>;
}

/** Dashboard figures, shared by the dashboard and the header's notifications. */
export const useDashboard = create<DashboardState>((set) => ({
  data: null,
  error: null,
  loading: false,
  async load() {
    set({ loading: true, error: null });
    try {
      set({ data: await api<AdminDashboard>('/admin/dashboard'), loading: false });
    } catch (error) {
      set({ error: (error as Error).message, loading: false });
    }
  },
}));
