import { CURRENCY } from '@storysong/core';
import type Stripe from 'stripe';
import type {
  Checkout,
  CheckoutRequest,
  CheckoutState,
  PaymentEvent,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './port.ts';
import { checkoutLines, purposeOf, RefundRejectedError, SignatureError } from './port.ts';

/** Stripe Checkout in GBP; the order id travels in metadata and client_reference_id. */
export class StripePaymentGateway implements PaymentGateway {
  readonly kind = 'stripe';
  readonly providerName = 'Stripe';

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: request.orderId,
        customer_email: request.customerEmail,
        // A tip's session says so, and which tip: its events are booked as the tip, not the order's payment.
        metadata: {
          orderId: request.orderId,
          ...(request.purpose && { purpose: request.purpose.kind, tipId: request.purpose.tipId }),
        },
        // Each line its own item (the suite, rush delivery): Stripe's page lists them and charges their sum.
        line_items: checkoutLines(request).map((line) => ({
          quantity: 1,
          price_data: {
            currency: CURRENCY.toLowerCase(),
            unit_amount: line.amountPence,
            product_data: { name: line.name },
          },
        })),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retried request gets the same session back; replacing an expired one is a new request; each tip is its own.
      {
        idempotencyKey: request.purpose
          ? `tip-${request.purpose.tipId}`
          : `checkout-${request.orderId}-${request.amountPence}-${request.replacesSessionId ?? 'first'}`,
      },
    );
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    return { url: session.url, sessionId: session.id };
  }

  async openCheckout(sessionId: string): Promise<Checkout | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      // A session this account does not know (made by another adapter or account) is not open either.
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw error;
    }
    return session.status === 'open' && session.url ? { url: session.url, sessionId: session.id } : null;
  }

  async checkoutState(sessionId: string): Promise<CheckoutState> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === 'open') return 'open';
      return session.payment_status === 'paid' ? 'paid' : 'closed';
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return 'closed';
      throw error;
    }
  }

  async expireCheckout(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      // Stripe expires only open sessions: one paid, expired or unknown is refused, and left as it is.
      if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
    }
  }

  /**
   * A Stripe Refund of the session's PaymentIntent. Our refund id is the idempotency key (a retry
   * after a timeout gets the same refund back) and travels in metadata with the order id, so the
   * refund events name the order and the refund; the free-text reason rides in metadata too.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const session = await this.stripe.checkout.sessions.retrieve(request.checkoutSessionId);
      const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (session.payment_status !== 'paid' || !paymentIntent) throw new RefundRejectedError('This checkout has not been paid');
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amountPence,
          reason: 'requested_by_customer',
          metadata: { orderId: request.orderId, refundId: request.refundId, reason: request.reason },
        },
        { idempotencyKey: `refund-${request.refundId}` },
      );
      return { providerRefundId: refund.id, status: refundStatus(refund.status), event: null };
    } catch (error) {
      // Stripe's invalid-request errors (more than is left, already refunded, no such session) refunded nothing.
      if ((error as { type?: string }).type === 'StripeInvalidRequestError') {
        throw new RefundRejectedError((error as Error).message);
      }
      throw error;
    }
  }

  async parseEvent(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    const signature = headers.get('stripe-signature');
    if (!signature) throw new SignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.webhookSecret);
    } catch {
      throw new SignatureError();
    }
    return toPaymentEvent(event);
  }
}

/** An id Stripe gives either as a string or, expanded, as the object. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's dispute statuses once closed: `won`, `lost`, and the two that leave the money with us. */
const DISPUTE_KEPT = new Set(['won', 'warning_closed', 'prevented']);

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, orderId: null, amountPence: null, currency: null };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const orderId = session.metadata?.orderId ?? session.client_reference_id ?? null;
      if (session.payment_status !== 'paid') return { ...base, type: 'ignored', orderId };
      // Stripe writes currencies in lower case; the port speaks ISO 4217 as written.
      const currency = session.currency?.toUpperCase() ?? null;
      const paymentId = idOf(session.payment_intent) ?? session.id;
      const purpose = purposeOf(session.metadata);
      return {
        id: event.id,
        type: 'paid',
        orderId,
        amountPence: session.amount_total ?? null,
        currency,
        payment: { sessionId: session.id, paymentId },
        ...(purpose && { purpose }),
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const { metadata } = event.data.object;
      const purpose = purposeOf(metadata);
      return {
        ...base,
        type: event.type === 'checkout.session.expired' ? 'cancelled' : 'failed',
        orderId: metadata?.orderId ?? null,
        ...(purpose && { purpose }),
      };
    }
    // Each refund arrives as refund.* with its own id, amount and our metadata; charge.refunded
    // carries only the charge's running total, so it is acknowledged and not applied twice.
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object;
      const status = refundStatus(refund.status);
      if (status === 'pending') return { ...base, type: 'ignored', orderId: refund.metadata?.orderId ?? null };
      // A refund made in Stripe's Dashboard has no metadata: its payment is how it finds its order.
      const paymentId = idOf(refund.payment_intent) ?? idOf(refund.charge);
      return {
        id: event.id,
        type: status === 'succeeded' ? 'refunded' : 'refund_failed',
        orderId: refund.metadata?.orderId ?? null,
        amountPence: refund.amount,
        currency: refund.currency.toUpperCase(),
        ...(paymentId && { payment: { sessionId: null, paymentId } }),
        refund: { refundId: refund.metadata?.refundId ?? null, providerRefundId: refund.id },
      };
    }
    // A dispute is opened (and its funds withdrawn), then closed won or lost (funds reinstated when won).
    case 'charge.dispute.created':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_reinstated': {
      const dispute = event.data.object;
      const paymentId = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
      let type: PaymentEvent['type'] = 'dispute_opened';
      if (event.type === 'charge.dispute.funds_reinstated') type = 'dispute_won';
      if (event.type === 'charge.dispute.closed') type = DISPUTE_KEPT.has(dispute.status) ? 'dispute_won' : 'dispute_lost';
      return {
        id: event.id,
        type,
        orderId: dispute.metadata?.orderId ?? null,
        amountPence: dispute.amount,
        currency: dispute.currency.toUpperCase(),
        ...(paymentId && { payment: { sessionId: null, paymentId } }),
        dispute: { providerDisputeId: dispute.id },
      };
    }
    default:
      return { ...base, type: 'ignored' };
  }
}

/** Stripe's refund statuses as ours: `pending` and `requires_action` are still on their way. */
function refundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
}
