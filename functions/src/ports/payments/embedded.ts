import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CURRENCY } from '@storysong/core';
import type { DocumentStore } from '../documents/port.ts';
import type { Checkout, CheckoutRequest, PaymentEvent, PaymentGateway, RefundRequest, RefundResult } from './port.ts';
import { RefundRejectedError, SignatureError } from './port.ts';

export const LOCAL_SESSIONS = 'local_checkout_sessions';
export const LOCAL_SIGNATURE_HEADER = 'x-local-payment-signature';
const TOLERANCE_SECONDS = 300;
/** Stripe's default: a Checkout Session the customer neither pays nor abandons for good expires after a day. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface LocalCheckoutSession extends Record<string, unknown> {
  orderId: string;
  productName: string;
  amountPence: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  state: 'open' | 'paid';
  expiresAt: string;
  /** Refunds made of this payment, by our refund id; absent until the first. */
  refunds?: Record<string, { providerRefundId: string; amountPence: number }>;
}

const EVENT_TYPES: readonly PaymentEvent['type'][] = ['paid', 'cancelled', 'failed', 'refunded', 'refund_failed'];

export type LocalSessionView = LocalCheckoutSession & { expired: boolean };

/** Back to the site: the success page once paid, else the cancel page (whose Try Again reopens the checkout). */
export const returnUrl = (session: LocalCheckoutSession) => (session.state === 'paid' ? session.successUrl : session.cancelUrl);

/**
 * The built-in checkout for running offline: a page on our own API where the visitor pays
 * or cancels. Its events are signed like Stripe's (timestamp + HMAC) and go through the
 * same webhook handler, so the order flow is identical to production.
 */
export class EmbeddedPaymentGateway implements PaymentGateway {
  readonly kind = 'embedded-checkout';
  readonly providerName = 'Local Test Checkout';

  constructor(
    private readonly documents: DocumentStore,
    private readonly secret: string,
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const sessionId = `cs_local_${randomBytes(12).toString('hex')}`;
    const { replacesSessionId: _, ...details } = request;
    const expiresAt = new Date(this.now() + SESSION_LIFETIME_MS).toISOString();
    const session: LocalCheckoutSession = { ...details, state: 'open', expiresAt };
    await this.documents.create(LOCAL_SESSIONS, sessionId, session);
    return this.checkout(sessionId);
  }

  async openCheckout(sessionId: string): Promise<Checkout | null> {
    const session = await this.session(sessionId);
    return session?.state === 'open' && !session.expired ? this.checkout(sessionId) : null;
  }

  /** The session as its page shows it, or null for an unknown id. */
  async session(sessionId: string): Promise<LocalSessionView | null> {
    const doc = await this.documents.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
    return doc && { ...doc.data, expired: this.now() >= Date.parse(doc.data.expiresAt) };
  }

  /**
   * The page's Cancel, as a hosted checkout's cancel link: where to send the visitor (null for an
   * unknown id), the session left open until it expires so the customer can come back and pay.
   */
  async leave(sessionId: string): Promise<string | null> {
    const session = await this.session(sessionId);
    return session && returnUrl(session);
  }

  /**
   * Pays an open session: flips it first, inside a transaction, so a double click yields one
   * signed paid event; a paid or expired session yields none. Null for an unknown id.
   */
  async pay(sessionId: string): Promise<{ session: LocalSessionView; event: PaymentEvent | null } | null> {
    const session = await this.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
      if (!doc) return null;
      const view = { ...doc.data, expired: this.now() >= Date.parse(doc.data.expiresAt) };
      if (view.state === 'open' && !view.expired) tx.update(LOCAL_SESSIONS, sessionId, { state: 'paid' });
      return view;
    });
    if (!session) return null;
    if (session.state !== 'open' || session.expired) return { session, event: null };
    const raw = JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      type: 'paid',
      orderId: session.orderId,
      amountPence: session.amountPence,
      currency: CURRENCY,
    } satisfies PaymentEvent);
    return { session: { ...session, state: 'paid' }, event: await this.parseEvent(raw, this.signedHeaders(raw)) };
  }

  /**
   * Refunds a paid session as a provider does: at most what is left of its amount, once per
   * refund id (a retry answers with the same refund), in a transaction so concurrent refunds
   * cannot together exceed it. Succeeds at once and hands over the signed `refunded` event.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const providerRefundId = await this.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, request.checkoutSessionId);
      if (!doc || doc.data.orderId !== request.orderId) throw new RefundRejectedError('No such checkout session');
      if (doc.data.state !== 'paid') throw new RefundRejectedError('This checkout has not been paid');
      const refunds = doc.data.refunds ?? {};
      const earlier = refunds[request.refundId];
      if (earlier) {
        if (earlier.amountPence !== request.amountPence) throw new RefundRejectedError('Refund id reused with another amount');
        return earlier.providerRefundId;
      }
      const refunded = Object.values(refunds).reduce((sum, r) => sum + r.amountPence, 0);
      if (!Number.isInteger(request.amountPence) || request.amountPence <= 0) throw new RefundRejectedError('Invalid amount');
      if (refunded + request.amountPence > doc.data.amountPence) {
        throw new RefundRejectedError('Refund amount is greater than the unrefunded amount of this payment');
      }
      const id = `re_local_${randomBytes(12).toString('hex')}`;
      tx.update(LOCAL_SESSIONS, request.checkoutSessionId, {
        refunds: { ...refunds, [request.refundId]: { providerRefundId: id, amountPence: request.amountPence } },
      });
      return id;
    });
    const raw = JSON.stringify({
      id: `evt_local_${randomBytes(12).toString('hex')}`,
      type: 'refunded',
      orderId: request.orderId,
      amountPence: request.amountPence,
      currency: CURRENCY,
      refund: { refundId: request.refundId, providerRefundId },
    } satisfies PaymentEvent);
    return { providerRefundId, status: 'succeeded', event: await this.parseEvent(raw, this.signedHeaders(raw)) };
  }

  /** Headers a webhook delivery of `rawBody` from this gateway carries. */
  signedHeaders(rawBody: string): Headers {
    return new Headers({ [LOCAL_SIGNATURE_HEADER]: this.sign(rawBody) });
  }

  private checkout(sessionId: string): Checkout {
    return { url: `${this.baseUrl}/api/local-checkout/${sessionId}`, sessionId };
  }

  /** Signs an event body the way the webhook expects; used by the local checkout page. */
  sign(rawBody: string): string {
    const timestamp = Math.floor(this.now() / 1000);
    const digest = createHmac('sha256', this.secret).update(`${timestamp}.${rawBody}`).digest('hex');
    return `t=${timestamp},v1=${digest}`;
  }

  async parseEvent(rawBody: string, headers: Headers): Promise<PaymentEvent> {
    const header = headers.get(LOCAL_SIGNATURE_HEADER) ?? '';
    const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
    const timestamp = Number(parts.t);
    if (!parts.v1 || !Number.isFinite(timestamp)) throw new SignatureError('Missing payment signature');
    if (Math.abs(this.now() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new SignatureError('Payment event too old');
    const expected = Buffer.from(createHmac('sha256', this.secret).update(`${timestamp}.${rawBody}`).digest('hex'));
    const given = Buffer.from(parts.v1);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new SignatureError();
    let event: PaymentEvent;
    try {
      event = JSON.parse(rawBody) as PaymentEvent;
    } catch {
      throw new SignatureError('Malformed payment event');
    }
    if (typeof event.id !== 'string' || !EVENT_TYPES.includes(event.type)) {
      return { id: String(event.id), type: 'ignored', orderId: null, amountPence: null, currency: null };
    }
    const { id, type, orderId, amountPence, currency, refund } = event;
    const read = { id, type, orderId: orderId ?? null, amountPence: amountPence ?? null, currency: currency ?? null };
    if (type !== 'refunded' && type !== 'refund_failed') return read;
    if (typeof refund?.providerRefundId !== 'string') return { ...read, type: 'ignored' };
    return { ...read, refund: { refundId: refund.refundId ?? null, providerRefundId: refund.providerRefundId } };
  }
}
