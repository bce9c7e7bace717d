export interface CheckoutRequest {
  orderId: string;
  productName: string;
  /** What the customer pays: the sum of `lines`. */
  amountPence: number;
  /**
   * The lines the payment page lists (the suite, rush delivery), summing to `amountPence`; absent,
   * one line names `productName` at `amountPence`.
   */
  lines?: CheckoutLine[];
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The order's previous session, if any: a fresh session replacing it is a new request, a retry of one is not. */
  replacesSessionId: string | null;
  /** What the checkout is for when it is not the order's own payment; its events carry it back. */
  purpose?: CheckoutPurpose;
}

/**
 * A checkout beside the order's payment: a thank-you tip, by its id. Its paid event is the tip's,
 * never the order's payment nor a second payment of it (which would be refunded automatically).
 */
export interface CheckoutPurpose {
  kind: 'tip';
  tipId: string;
}

/** The purpose a provider's metadata names, or undefined for the order's own payment (or anything unreadable). */
export function purposeOf(metadata: { purpose?: unknown; tipId?: unknown } | null | undefined): CheckoutPurpose | undefined {
  return metadata?.purpose === 'tip' && typeof metadata.tipId === 'string' && metadata.tipId !== ''
    ? { kind: 'tip', tipId: metadata.tipId }
    : undefined;
}

/** One line of a checkout: a name the customer reads and its amount in pence. */
export interface CheckoutLine {
  name: string;
  amountPence: number;
}

/** A request's lines, checked to sum to its amount: a provider must never be asked for a total its lines contradict. */
export function checkoutLines(request: Pick<CheckoutRequest, 'productName' | 'amountPence' | 'lines'>): CheckoutLine[] {
  const lines = request.lines ?? [{ name: request.productName, amountPence: request.amountPence }];
  const sum = lines.reduce((total, line) => total + line.amountPence, 0);
  if (
    lines.length === 0 ||
    sum !== request.amountPence ||
    lines.some((l) => !Number.isInteger(l.amountPence) || l.amountPence < 0)
  ) {
    throw new Error(`Checkout lines (${sum}) do not add up to the amount (${request.amountPence})`);
  }
  return lines;
}

export interface Checkout {
  url: string;
  sessionId: string;
}

/** Where a checkout stands at the provider: still payable, paid (its event may not have arrived yet), or closed unpaid. */
export type CheckoutState = 'open' | 'paid' | 'closed';

/**
 * What a provider's event means for us; `id` makes replays detectable. A paid event carries what
 * was actually paid: the amount in the currency's minor unit and the currency (ISO 4217, upper
 * case); either missing means we cannot tell, and the webhook books nothing. A refund event
 * (`refunded`, `refund_failed`) carries the refund's amount and `refund`, which names it. A
 * dispute event carries the disputed amount and `dispute`.
 *
 * `payment` names the payment the event is about (paid events, refunds and disputes): how an
 * event without our order id in its metadata (a refund made in the provider's dashboard, any
 * dispute) finds its order, and which of an order's payments a refund or dispute concerns.
 */
export interface PaymentEvent {
  id: string;
  type:
    | 'paid'
    | 'cancelled'
    | 'failed'
    | 'refunded'
    | 'refund_failed'
    | 'dispute_opened'
    | 'dispute_won'
    | 'dispute_lost'
    | 'ignored';
  orderId: string | null;
  amountPence: number | null;
  currency: string | null;
  payment?: PaymentReference;
  refund?: RefundReference;
  dispute?: DisputeReference;
  /** On a checkout's events (paid, cancelled, failed): what it was for, when not the order's own payment. */
  purpose?: CheckoutPurpose;
}

/** One payment at the provider: the checkout it was made in (known on paid events) and its payment (intent) id. */
export interface PaymentReference {
  sessionId: string | null;
  paymentId: string;
}

/** A dispute (chargeback) the cardholder's bank opened on a payment; its id ties its events together. */
export interface DisputeReference {
  providerDisputeId: string;
}

/**
 * Which refund an event is about: ours (`refundId`, the idempotency key we asked with; null for
 * one made at the provider's own dashboard) and the provider's id for it. Several events can name
 * one refund (created, then updated); applying it once is the webhook's job.
 */
export interface RefundReference {
  refundId: string | null;
  providerRefundId: string;
}

export interface RefundRequest {
  orderId: string;
  /** Ours, unique per refund: the provider's idempotency key, so a retried request refunds once. */
  refundId: string;
  /** The checkout session of the payment to refund (an order's own, or a second payment for it). */
  checkoutSessionId: string;
  amountPence: number;
  reason: string;
}

export interface RefundResult {
  providerRefundId: string;
  /** As the provider answered; the money counts as refunded only once its event says so. */
  status: 'succeeded' | 'pending' | 'failed';
  /**
   * The signed event for this refund when the provider hands it over in its answer (the embedded
   * gateway); null when it arrives at the webhook (Stripe).
   */
  event: PaymentEvent | null;
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
  /** Where a session stands: so a payment whose event has not arrived yet is not paid for again. */
  checkoutState(sessionId: string): Promise<CheckoutState>;
  /**
   * Closes an open session so it can no longer be paid (Stripe's `checkout.sessions.expire`); a
   * session already paid, expired or unknown is left as it is.
   */
  expireCheckout(sessionId: string): Promise<void>;
  /**
   * Refunds part or all of a paid checkout. Throws RefundRejectedError when the provider refuses
   * it (more than is left, a checkout not paid); any other error means it may not have reached it.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Verifies the signature and reads the event; throws SignatureError when it does not verify. */
  parseEvent(rawBody: string, headers: Headers): Promise<PaymentEvent>;
}

export class SignatureError extends Error {
  constructor(message = 'Invalid payment event signature') {
    super(message);
    this.name = 'SignatureError';
  }
}

/** The provider refused a refund (its message says why); nothing was refunded. */
export class RefundRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRejectedError';
  }
}
