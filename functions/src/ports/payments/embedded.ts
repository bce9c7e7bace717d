import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CURRENCY } from '@storysong/core';
import type { DocumentStore } from '../documents/port.ts';
import type {
  Checkout,
  CheckoutRequest,
  CheckoutState,
  PaymentEvent,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './port.ts';
import {
  type CheckoutLine,
  type CheckoutPurpose,
  checkoutLines,
  purposeOf,
  RefundRejectedError,
  SignatureError,
} from './port.ts';

export const LOCAL_SESSIONS = 'local_checkout_sessions';
export const LOCAL_SIGNATURE_HEADER = 'x-local-payment-signature';
const TOLERANCE_SECONDS = 300;
/** Stripe's default: a Checkout Session the customer neither pays nor abandons for good expires after a day. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface LocalCheckoutSession extends Record<string, unknown> {
  orderId: string;
  productName: string;
  amountPence: number;
  /** What the page lists, summing to `amountPence`; absent on sessions made before lines were kept (one line). */
  lines?: CheckoutLine[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  state: 'open' | 'paid';
  expiresAt: string;
  /** The payment's id once paid, as a provider names the payment a refund or dispute is about. */
  paymentId?: string;
  /**
   * Refunds made of this payment, by our refund id (by the provider's own id for one made from its
   * dashboard); absent until the first. A failed one no longer counts against what is left.
   */
  refunds?: Record<string, { providerRefundId: string; amountPence: number; failed?: boolean }>;
  /** Disputes the cardholder's bank opened on it, by id. */
  disputes?: Record<string, { amountPence: number; status: 'open' | 'won' | 'lost' }>;
  /** What it is for when not the order's own payment (a tip); absent on the order's, and on sessions made before tips. */
  purpose?: CheckoutPurpose;
}

const EVENT_TYPES: readonly PaymentEvent['type'][] = [
  'paid',
  'cancelled',
  'failed',
  'refunded',
  'refund_failed',
  'dispute_opened',
  'dispute_won',
  'dispute_lost',
];

const hex = () => randomBytes(12).toString('hex');
const refundedOf = (session: LocalCheckoutSession) =>
  Object.values(session.refunds ?? {})
    .filter((r) => !r.failed)
    .reduce((sum, r) => sum + r.amountPence, 0);

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
    const session: LocalCheckoutSession = { ...details, lines: checkoutLines(request), state: 'open', expiresAt };
    await this.documents.create(LOCAL_SESSIONS, sessionId, session);
    return this.checkout(sessionId);
  }

  async openCheckout(sessionId: string): Promise<Checkout | null> {
    const session = await this.session(sessionId);
    return session?.state === 'open' && !session.expired ? this.checkout(sessionId) : null;
  }

  async checkoutState(sessionId: string): Promise<CheckoutState> {
    const session = await this.session(sessionId);
    if (session?.state === 'paid') return 'paid';
    return session && !session.expired ? 'open' : 'closed';
  }

  /** As Stripe's `sessions.expire`: an open session closes now; any other is left alone. */
  async expireCheckout(sessionId: string): Promise<void> {
    await this.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
      if (doc?.data.state !== 'open' || this.now() >= Date.parse(doc.data.expiresAt)) return;
      tx.update(LOCAL_SESSIONS, sessionId, { expiresAt: new Date(this.now()).toISOString() });
    });
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
      const paymentId = `pi_local_${hex()}`;
      if (view.state === 'open' && !view.expired) tx.update(LOCAL_SESSIONS, sessionId, { state: 'paid', paymentId });
      return { ...view, paymentId };
    });
    if (!session) return null;
    if (session.state !== 'open' || session.expired) return { session, event: null };
    return { session: { ...session, state: 'paid' }, event: await this.paidEvent(sessionId, session) };
  }

  /**
   * A paid session's payment event sent again, under a new event id, as a provider's dashboard
   * resends an event its webhook delivery missed or that it held back.
   */
  async resendPaid(sessionId: string): Promise<PaymentEvent> {
    const session = await this.session(sessionId);
    if (session?.state !== 'paid' || !session.paymentId)
      throw new RefundRejectedError('Only a paid checkout has a payment to send');
    return this.paidEvent(sessionId, { ...session, paymentId: session.paymentId });
  }

  private paidEvent(
    sessionId: string,
    session: Pick<LocalCheckoutSession, 'orderId' | 'amountPence' | 'purpose'> & { paymentId: string },
  ) {
    return this.signedEvent({
      id: `evt_local_${hex()}`,
      type: 'paid',
      orderId: session.orderId,
      amountPence: session.amountPence,
      currency: CURRENCY,
      payment: { sessionId, paymentId: session.paymentId },
      ...(session.purpose && { purpose: session.purpose }),
    });
  }

  /**
   * Refunds a paid session as a provider does: at most what is left of its amount, once per
   * refund id (a retry answers with the same refund), in a transaction so concurrent refunds
   * cannot together exceed it. Succeeds at once and hands over the signed `refunded` event.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const { providerRefundId, paymentId } = await this.makeRefund(
      request.checkoutSessionId,
      request.refundId,
      request.amountPence,
      request.orderId,
    );
    const event = await this.signedEvent({
      id: `evt_local_${hex()}`,
      type: 'refunded',
      orderId: request.orderId,
      amountPence: request.amountPence,
      currency: CURRENCY,
      payment: { sessionId: request.checkoutSessionId, paymentId },
      refund: { refundId: request.refundId, providerRefundId },
    });
    return { providerRefundId, status: 'succeeded', event };
  }

  /**
   * What staff refunding from the provider's own dashboard does: a refund with none of our
   * metadata (no order, no refund id of ours), its event naming only the payment.
   */
  async dashboardRefund(sessionId: string, amountPence: number): Promise<PaymentEvent> {
    const { providerRefundId, paymentId } = await this.makeRefund(sessionId, null, amountPence, null);
    return this.signedEvent({
      id: `evt_local_${hex()}`,
      type: 'refunded',
      orderId: null,
      amountPence,
      currency: CURRENCY,
      payment: { sessionId: null, paymentId },
      refund: { refundId: null, providerRefundId },
    });
  }

  /** What a provider does when a refund it reported succeeded fails later (a closed card account): the money is back with us. */
  async failRefund(sessionId: string, providerRefundId: string): Promise<PaymentEvent> {
    const { key, refund, session } = await this.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
      const found = Object.entries(doc?.data.refunds ?? {}).find(([, r]) => r.providerRefundId === providerRefundId);
      if (!doc || !found) throw new RefundRejectedError('No such refund');
      const [refundKey, entry] = found;
      tx.update(LOCAL_SESSIONS, sessionId, { refunds: { ...doc.data.refunds, [refundKey]: { ...entry, failed: true } } });
      return { key: refundKey, refund: entry, session: doc.data };
    });
    return this.signedEvent({
      id: `evt_local_${hex()}`,
      type: 'refund_failed',
      orderId: key === providerRefundId ? null : session.orderId,
      amountPence: refund.amountPence,
      currency: CURRENCY,
      payment: { sessionId: null, paymentId: session.paymentId ?? sessionId },
      refund: { refundId: key === providerRefundId ? null : key, providerRefundId },
    });
  }

  /** The cardholder's bank disputes the whole payment; its event names the payment, never our order. */
  async openDispute(sessionId: string): Promise<PaymentEvent> {
    const providerDisputeId = `dp_local_${hex()}`;
    const session = await this.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
      if (doc?.data.state !== 'paid') throw new RefundRejectedError('Only a paid checkout can be disputed');
      const disputes = {
        ...doc.data.disputes,
        [providerDisputeId]: { amountPence: doc.data.amountPence, status: 'open' as const },
      };
      tx.update(LOCAL_SESSIONS, sessionId, { disputes });
      return doc.data;
    });
    return this.disputeEvent(session, providerDisputeId, 'dispute_opened');
  }

  /** The bank decides an open dispute: won keeps the money with us, lost gives it to the cardholder. */
  async resolveDispute(sessionId: string, providerDisputeId: string, outcome: 'won' | 'lost'): Promise<PaymentEvent> {
    const session = await this.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
      const dispute = doc?.data.disputes?.[providerDisputeId];
      if (!doc || dispute?.status !== 'open') throw new RefundRejectedError('No such open dispute');
      tx.update(LOCAL_SESSIONS, sessionId, {
        disputes: { ...doc.data.disputes, [providerDisputeId]: { ...dispute, status: outcome } },
      });
      return doc.data;
    });
    return this.disputeEvent(session, providerDisputeId, outcome === 'won' ? 'dispute_won' : 'dispute_lost');
  }

  private disputeEvent(session: LocalCheckoutSession, providerDisputeId: string, type: PaymentEvent['type']) {
    return this.signedEvent({
      id: `evt_local_${hex()}`,
      type,
      orderId: null,
      amountPence: session.disputes?.[providerDisputeId]?.amountPence ?? session.amountPence,
      currency: CURRENCY,
      payment: { sessionId: null, paymentId: session.paymentId ?? '' },
      dispute: { providerDisputeId },
    });
  }

  /** One refund of a paid session, once per key (ours, or none from the dashboard), never beyond what is left. */
  private async makeRefund(sessionId: string, refundId: string | null, amountPence: number, orderId: string | null) {
    return this.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
      if (!doc || (orderId !== null && doc.data.orderId !== orderId)) throw new RefundRejectedError('No such checkout session');
      if (doc.data.state !== 'paid') throw new RefundRejectedError('This checkout has not been paid');
      const paymentId = doc.data.paymentId ?? sessionId;
      const refunds = doc.data.refunds ?? {};
      const earlier = refundId ? refunds[refundId] : undefined;
      if (earlier) {
        if (earlier.amountPence !== amountPence) throw new RefundRejectedError('Refund id reused with another amount');
        return { providerRefundId: earlier.providerRefundId, paymentId };
      }
      if (!Number.isInteger(amountPence) || amountPence <= 0) throw new RefundRejectedError('Invalid amount');
      if (refundedOf(doc.data) + amountPence > doc.data.amountPence) {
        throw new RefundRejectedError('Refund amount is greater than the unrefunded amount of this payment');
      }
      const providerRefundId = `re_local_${hex()}`;
      tx.update(LOCAL_SESSIONS, sessionId, {
        refunds: { ...refunds, [refundId ?? providerRefundId]: { providerRefundId, amountPence } },
      });
      return { providerRefundId, paymentId };
    });
  }

  /** An event signed as the webhook receives it, read back through `parseEvent` like any delivery. */
  private async signedEvent(event: PaymentEvent): Promise<PaymentEvent> {
    const raw = JSON.stringify(event);
    return this.parseEvent(raw, this.signedHeaders(raw));
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
    const { id, type, orderId, amountPence, currency, refund, payment, dispute } = event;
    const purpose = purposeOf(event.purpose && { purpose: event.purpose.kind, tipId: event.purpose.tipId });
    const read: PaymentEvent = {
      id,
      type,
      orderId: orderId ?? null,
      amountPence: amountPence ?? null,
      currency: currency ?? null,
      ...(typeof payment?.paymentId === 'string' && {
        payment: { sessionId: payment.sessionId ?? null, paymentId: payment.paymentId },
      }),
      ...(purpose && { purpose }),
    };
    if (type.startsWith('dispute_')) {
      if (typeof dispute?.providerDisputeId !== 'string') return { ...read, type: 'ignored' };
      return { ...read, dispute: { providerDisputeId: dispute.providerDisputeId } };
    }
    if (type !== 'refunded' && type !== 'refund_failed') return read;
    if (typeof refund?.providerRefundId !== 'string') return { ...read, type: 'ignored' };
    return { ...read, refund: { refundId: refund.refundId ?? null, providerRefundId: refund.providerRefundId } };
  }
}
