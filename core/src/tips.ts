import { z } from 'zod';
import type { OrderStage } from './enums.ts';
import { MESSAGES as M, type MessageKey } from './messages.ts';
import { orderLinkSchema } from './schemas/delivery.ts';

/**
 * A thank-you tip once the song is delivered: one of the presets or a whole number of pounds
 * within the limits. A tip is paid in a checkout of its own, books no commission and is never
 * part of what can be refunded of the order.
 */
export const TIP_PRESETS_POUNDS = [5, 10, 20] as const;
export const TIP_LIMITS = { minPounds: 1, maxPounds: 500 } as const;

/** The order page's tip form and the route read the amount alike. */
export const tipSchema = z.object({
  amountPounds: z
    .number(M.tipAmountRequired)
    .int(M.tipAmountWhole)
    .min(TIP_LIMITS.minPounds, M.tipAmountMin)
    .max(TIP_LIMITS.maxPounds, M.tipAmountMax),
});
export type TipInput = z.infer<typeof tipSchema>;

/** A tip as the order page sends it: the secret link and the amount. */
export const tipRequestSchema = orderLinkSchema.extend(tipSchema.shape);

/** Why the customer cannot tip now (a MESSAGES key), or null: only once a song has been delivered. */
export function tipRefusal(order: { stage: OrderStage; delivered: boolean; erasedAt?: string | null }): MessageKey | null {
  if (order.erasedAt || order.stage === 'cancelled' || !order.delivered) return 'tipNotDelivered';
  return null;
}

/** A tip as the customer and staff see it: `confirming` while its checkout is paid and its event is on its way. */
export interface TipView {
  id: string;
  amountPence: number;
  status: 'paid' | 'confirming';
  paidAt: string | null;
}

/** POST /api/orders/tip answers where to pay the tip. */
export interface TipCheckout {
  tipId: string;
  invoiceUrl: string;
}
