export interface CheckoutRequest {
  orderId: string;
  productName: string;
  amountPence: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The order's previous session, if any: a fresh session replacing it is a new request, a retry of one is not. */
  replacesSessionId: string | null;
}

export interface Checkout {
  url: string;
  sessionId: string;
}

/**
 * What a provider's event means for us; `id` makes replays detectable. A paid event carries what
 * was actually paid: the amount in the currency's minor unit and the currency (ISO 4217, upper
 * case); either missing means we cannot tell, and the webhook books nothing.
 */
export interface PaymentEvent {
  id: string;
  type: 'paid' | 'cancelled' | 'failed' | 'ignored';
  orderId: string | null;
  amountPence: number | null;
  currency: string | null;
}

export interface PaymentGateway {
  readonly kind: string;
  /** Shown in the dialog: 'Secure payment powered by {provider}'. */
  readonly providerName: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * The session if the customer can still pay in it, else null (paid, expired). Leaving a
   * checkout by its cancel link does not close it: like Stripe's, it stays open until it expires.
   */
  openCheckout(sessionId: string): Promise<Checkout | null>;
  /** Verifies the signature and reads the event; throws SignatureError when it does not verify. */
  parseEvent(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

export class SignatureError extends Error {
  constructor(message = 'Invalid payment event signature') {
    super(message);
    this.name = 'SignatureError';
  }
}
