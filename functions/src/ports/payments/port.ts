export interface CheckoutRequest {
  orderId: string;
  productName: string;
  amountPence: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
}

/** What a provider's event means for us; `id` makes replays detectable. */
export interface PaymentEvent {
  id: string;
  type: 'paid' | 'cancelled' | 'failed' | 'ignored';
  orderId: string | null;
  amountPence: number | null;
}

export interface PaymentGateway {
  readonly kind: string;
  /** Shown in the dialog: 'Secure payment powered by {provider}'. */
  readonly providerName: string;
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** Verifies the signature and reads the event; throws SignatureError when it does not verify. */
  parseEvent(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

export class SignatureError extends Error {
  constructor(message = 'Invalid payment event signature') {
    super(message);
    this.name = 'SignatureError';
  }
}
