import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DocumentStore } from '../documents/port.ts';
import type { CheckoutRequest, PaymentEvent, PaymentGateway } from './port.ts';
import { SignatureError } from './port.ts';

export const LOCAL_SESSIONS = 'local_checkout_sessions';
export const LOCAL_SIGNATURE_HEADER = 'x-local-payment-signature';
const TOLERANCE_SECONDS = 300;

export interface LocalCheckoutSession extends Record<string, unknown> {
  orderId: string;
  productName: string;
  amountPence: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  state: 'open' | 'paid' | 'cancelled';
}

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

  async createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }> {
    const sessionId = `cs_local_${randomBytes(12).toString('hex')}`;
    const session: LocalCheckoutSession = { ...request, state: 'open' };
    await this.documents.create(LOCAL_SESSIONS, sessionId, session);
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
    if (typeof event.id !== 'string' || !['paid', 'cancelled', 'failed'].includes(event.type)) {
      return { id: String(event.id), type: 'ignored', orderId: null, amountPence: null };
    }
    return event;
  }
}
