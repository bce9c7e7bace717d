import type { TipView } from '@storysong/core';
import { SESSION_LIFETIME_MS } from '../../ports/payments/embedded.ts';
import type { Services } from '../../services.ts';

/** Thank-you tips, one per tip checkout (docs/data-model.md `tips`). */
export const TIPS = 'tips';

/**
 * A tip as stored: made `open` before its checkout is asked for, `paid` once its paid event matched
 * it. It is money beside the order's own: never in the order's amount, refunds or commission.
 */
export interface TipRecord extends Record<string, unknown> {
  orderId: string;
  amountPence: number;
  status: 'open' | 'paid';
  /** The tip's checkout session; null until the provider has opened it. */
  sessionId: string | null;
  /** The provider's payment id once paid. */
  paymentId: string | null;
  createdAt: string;
  paidAt: string | null;
}

/** An order's tips, oldest first. */
export async function tipsOf(services: Services, orderId: string) {
  const docs = await services.documents.query<TipRecord>(TIPS, { where: [{ field: 'orderId', op: '==', value: orderId }] });
  return docs.sort((a, b) => a.data.createdAt.localeCompare(b.data.createdAt));
}

/** The paid tips, as staff see them on the order. */
export async function paidTips(services: Services, orderId: string): Promise<TipView[]> {
  return (await tipsOf(services, orderId))
    .filter((tip) => tip.data.status === 'paid')
    .map((tip) => ({ id: tip.id, amountPence: tip.data.amountPence, status: 'paid', paidAt: tip.data.paidAt }));
}

/**
 * The order's tips as its customer sees them: the paid ones, and one whose checkout is paid while
 * its event is on its way (`confirming`). The provider is asked only of tips opened within a
 * checkout's lifetime, and a tip it cannot answer for is left out until it can.
 */
export async function customerTips(services: Services, orderId: string): Promise<TipView[]> {
  const now = services.clock.now();
  const views = await Promise.all(
    (await tipsOf(services, orderId)).map(async ({ id, data }): Promise<TipView | null> => {
      if (data.status === 'paid') return { id, amountPence: data.amountPence, status: 'paid', paidAt: data.paidAt };
      if (!data.sessionId || now - Date.parse(data.createdAt) > SESSION_LIFETIME_MS) return null;
      const state = await services.payments.checkoutState(data.sessionId).catch(() => null);
      return state === 'paid' ? { id, amountPence: data.amountPence, status: 'confirming', paidAt: null } : null;
    }),
  );
  return views.filter((view) => view !== null);
}
