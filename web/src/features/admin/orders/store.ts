import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  canMoveStage,
  type ExtraFileDeliveryInput,
  type ExtraId,
  type LyricDraftInput,
  type OrderRefundInput,
  type OrderStage,
  type PaymentStatus,
  type SongDeliveryInput,
} from '@storysong/core';
import { create } from 'zustand';
import { api } from '../../../lib/api.ts';
import { latestOnly } from '../../../lib/latestOnly.ts';

export interface OrderFilters {
  stage: OrderStage | null;
  payment: PaymentStatus | null;
  q: string;
}

interface AdminOrdersState {
  filters: OrderFilters;
  orders: AdminOrderSummary[];
  loading: boolean;
  error: string | null;
  setFilters(patch: Partial<OrderFilters>): void;
  load(): Promise<void>;
  moveStage(id: string, stage: OrderStage): Promise<AdminOrderDetail>;
  refund(id: string, input: OrderRefundInput): Promise<AdminOrderDetail>;
  /** Refunds the rush line of an order whose rush date was missed. */
  refundRush(id: string): Promise<AdminOrderDetail>;
  /** Refunds one extra's line on its own. */
  refundExtra(id: string, extra: ExtraId): Promise<AdminOrderDetail>;
  /** Delivers the lyric video or the instrumental as a file of its own. */
  deliverExtraFile(id: string, input: ExtraFileDeliveryInput): Promise<AdminOrderDetail>;
  deliverSong(id: string, input: SongDeliveryInput): Promise<AdminOrderDetail>;
  /** Sends a lyric draft for the customer's approval. */
  sendLyrics(id: string, input: LyricDraftInput): Promise<AdminOrderDetail>;
}

function query({ stage, payment, q }: OrderFilters): string {
  const params = new URLSearchParams();
  if (stage) params.set('stage', stage);
  if (payment) params.set('payment', payment);
  if (q.trim()) params.set('q', q.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const fetchOrder = (id: string) => api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`);

/**
 * Stage buttons an order offers, in the order staff see them: only a paid order moves forward, and
 * delivering goes through the song form instead.
 */
export function nextStages(order: { stage: OrderStage; paymentStatus: PaymentStatus }): OrderStage[] {
  const forward = order.paymentStatus === 'paid' ? (['in_production'] as const) : [];
  return [...forward, 'cancelled' as const].filter((to) => canMoveStage(order.stage, to));
}

const startLoad = latestOnly();

export const useAdminOrders = create<AdminOrdersState>((set, get) => ({
  filters: { stage: null, payment: null, q: '' },
  orders: [],
  loading: false,
  error: null,
  setFilters(patch) {
    set({ filters: { ...get().filters, ...patch } });
  },
  async load() {
    const isLatest = startLoad();
    set({ loading: true, error: null });
    try {
      const orders = await api<AdminOrderSummary[]>(`/admin/orders${query(get().filters)}`);
      if (isLatest()) set({ orders, loading: false });
    } catch (error) {
      if (isLatest()) set({ error: (error as Error).message, loading: false });
    }
  },
  async moveStage(id, stage) {
    const updated = await api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}`, { method: 'PATCH', body: { stage } });
    set({ orders: get().orders.map((o) => (o.id === id ? { ...o, stage: updated.stage } : o)) });
    return updated;
  },
  async refund(id, input) {
    // The route parses the form's own values with the same schema: the amount goes as typed.
    const body = { amount: (input.amount / 100).toFixed(2), reason: input.reason, requestKey: input.requestKey };
    const updated = await api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/refunds`, { method: 'POST', body });
    set({ orders: get().orders.map((o) => (o.id === id ? { ...o, refundedPence: updated.refundedPence } : o)) });
    return updated;
  },
  async refundRush(id) {
    const updated = await api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/rush-refund`, { method: 'POST' });
    set({ orders: get().orders.map((o) => (o.id === id ? { ...o, refundedPence: updated.refundedPence } : o)) });
    return updated;
  },
  async refundExtra(id, extra) {
    const path = `/admin/orders/${encodeURIComponent(id)}/extra-refund`;
    const updated = await api<AdminOrderDetail>(path, { method: 'POST', body: { extra } });
    set({ orders: get().orders.map((o) => (o.id === id ? { ...o, refundedPence: updated.refundedPence } : o)) });
    return updated;
  },
  deliverExtraFile: (id, input) => api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/extra-files`, { body: input }),
  async deliverSong(id, input) {
    const updated = await api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/delivery`, { body: input });
    const { stage, revisionRequested } = updated;
    set({ orders: get().orders.map((o) => (o.id === id ? { ...o, stage, revisionRequested } : o)) });
    return updated;
  },
  async sendLyrics(id, input) {
    const updated = await api<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(id)}/lyrics`, { body: input });
    set({ orders: get().orders.map((o) => (o.id === id ? { ...o, lyricsWaiting: updated.lyricsWaiting } : o)) });
    return updated;
  },
}));
