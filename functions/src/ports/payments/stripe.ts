import { CURRENCY } from '@storysong/core';
import type Stripe from 'stripe';
import type { Checkout, CheckoutRequest, PaymentEvent, PaymentGateway } from './port.ts';
import { SignatureError } from './port.ts';

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
        metadata: { orderId: request.orderId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY.toLowerCase(),
              unit_amount: request.amountPence,
              product_data: { name: request.productName },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retried request gets the same session back; replacing an expired one is a new request.
      { idempotencyKey: `checkout-${request.orderId}-${request.amountPence}-${request.replacesSessionId ?? 'first'}` },
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
      return { id: event.id, type: 'paid', orderId, amountPence: session.amount_total ?? null, currency };
    }
    case 'checkout.session.expired':
      return { ...base, type: 'cancelled', orderId: event.data.object.metadata?.orderId ?? null };
    case 'checkout.session.async_payment_failed':
      return { ...base, type: 'failed', orderId: event.data.object.metadata?.orderId ?? null };
    default:
      return { ...base, type: 'ignored' };
  }
}
