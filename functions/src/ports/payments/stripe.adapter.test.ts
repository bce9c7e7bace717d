import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAND_IN_SECRET_KEY,
  type StripeStandIn,
  startStripeStandIn,
  stripeDisputeEvent,
  stripeEvent,
  stripeRefundEvent,
} from '../../testing/stripe-server.ts';
import type { CheckoutRequest } from './port.ts';
import { SignatureError } from './port.ts';
import { StripePaymentGateway, toPaymentEvent } from './stripe.ts';

const REQUEST: CheckoutRequest = {
  orderId: 'order_abc',
  productName: 'Basic Song',
  amountPence: 39600,
  customerEmail: 'ada@example.com',
  successUrl: 'https://storysong.example/payment/success?order=order_abc&token=t',
  cancelUrl: 'https://storysong.example/payment/cancel?order=order_abc&token=t',
  replacesSessionId: null,
};

describe('Stripe adapter', () => {
  let server: StripeStandIn;
  let gateway: StripePaymentGateway;
  let stripe: Stripe;

  beforeAll(async () => {
    server = await startStripeStandIn();
    const { port } = new URL(server.url);
    stripe = new Stripe(STAND_IN_SECRET_KEY, { host: '127.0.0.1', port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
    gateway = new StripePaymentGateway(stripe, 'whsec_standin');
  });
  afterAll(() => server.close());

  it('asks for a GBP Checkout Session at the server amount in pence with our return URLs, order id and idempotency key', async () => {
    const result = await gateway.createCheckout(REQUEST);
    expect(result.sessionId).toMatch(/^cs_test_/);
    expect(result.url).toBe(`https://checkout.stripe.com/c/pay/${result.sessionId}`);

    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe(`Bearer ${STAND_IN_SECRET_KEY}`);
    expect(request?.headers['idempotency-key']).toBe('checkout-order_abc-39600-first');
    const form = request?.form;
    expect(form?.get('mode')).toBe('payment');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('39600');
    expect(form?.get('line_items[0][price_data][product_data][name]')).toBe('Basic Song');
    expect(form?.get('line_items[0][quantity]')).toBe('1');
    expect(form?.get('success_url')).toBe(REQUEST.successUrl);
    expect(form?.get('cancel_url')).toBe(REQUEST.cancelUrl);
    expect(form?.get('metadata[orderId]')).toBe('order_abc');
    expect(form?.get('client_reference_id')).toBe('order_abc');
    expect(form?.get('customer_email')).toBe('ada@example.com');
    // What Stripe made of it: the session charges exactly that, in GBP, for that order.
    expect(server.sessions.get(result.sessionId)).toMatchObject({
      amount_total: 39600,
      currency: 'gbp',
      metadata: { orderId: 'order_abc' },
    });
  });

  it('gets the same session back for a retried request, and a new one when it replaces an expired session', async () => {
    const request = { ...REQUEST, orderId: 'order_retry' };
    const first = await gateway.createCheckout(request);
    expect(await gateway.createCheckout(request)).toEqual(first);
    server.expire(first.sessionId);
    const fresh = await gateway.createCheckout({ ...request, replacesSessionId: first.sessionId });
    expect(fresh.sessionId).not.toBe(first.sessionId);
    expect(server.requests.at(-1)?.headers['idempotency-key']).toBe(`checkout-order_retry-39600-${first.sessionId}`);
  });

  it('marks a tip’s session with its purpose and tip id, one session per tip, and reads them back from its events', async () => {
    const request = { ...REQUEST, amountPence: 1000, purpose: { kind: 'tip' as const, tipId: 'tip_abc' } };
    const first = await gateway.createCheckout(request);
    const sent = server.requests.at(-1);
    expect(sent?.headers['idempotency-key']).toBe('tip-tip_abc');
    expect(sent?.form.get('metadata[orderId]')).toBe('order_abc');
    expect(sent?.form.get('metadata[purpose]')).toBe('tip');
    expect(sent?.form.get('metadata[tipId]')).toBe('tip_abc');
    expect(await gateway.createCheckout(request)).toEqual(first);
    const second = await gateway.createCheckout({ ...request, purpose: { kind: 'tip', tipId: 'tip_def' } });
    expect(second.sessionId).not.toBe(first.sessionId);
    const expired = toPaymentEvent(
      JSON.parse(
        stripeEvent('evt_tip_expired', 'checkout.session.expired', {
          metadata: { orderId: 'order_abc', purpose: 'tip', tipId: 'tip_abc' },
        }),
      ),
    );
    expect(expired).toMatchObject({ type: 'cancelled', orderId: 'order_abc', purpose: { kind: 'tip', tipId: 'tip_abc' } });
    // Metadata naming a purpose without its tip is the order's own session, as before tips.
    const plain = toPaymentEvent(
      JSON.parse(stripeEvent('evt_plain', 'checkout.session.expired', { metadata: { orderId: 'o', purpose: 'tip' } })),
    );
    expect(plain.purpose).toBeUndefined();
  });

  it('offers a session again while Stripe says it is open, and nothing once it is complete, expired or unknown', async () => {
    const open = await gateway.createCheckout({ ...REQUEST, orderId: 'order_open' });
    expect(await gateway.openCheckout(open.sessionId)).toEqual(open);
    expect(server.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${open.sessionId}` });
    server.complete(open.sessionId);
    expect(await gateway.openCheckout(open.sessionId)).toBeNull();
    expect(await gateway.openCheckout('cs_local_from_another_adapter')).toBeNull();
  });

  it('verifies real webhook signatures and rejects one made with another secret', async () => {
    const payload = stripeEvent('evt_expired', 'checkout.session.expired', { id: 'cs_1', metadata: { orderId: 'order_abc' } });
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_standin' });
    expect(await gateway.parseEvent(payload, new Headers({ 'stripe-signature': good }))).toEqual({
      id: 'evt_expired',
      type: 'cancelled',
      orderId: 'order_abc',
      amountPence: null,
      currency: null,
    });
    const other = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(gateway.parseEvent(payload, new Headers({ 'stripe-signature': other }))).rejects.toBeInstanceOf(SignatureError);
  });

  it('reads what a completed session actually charged, as ISO currency, and no amount where Stripe gave none', async () => {
    const session = await gateway.createCheckout({ ...REQUEST, orderId: 'order_paid' });
    const completed = server.complete(session.sessionId);
    const paid = JSON.parse(stripeEvent('evt_paid', 'checkout.session.completed', completed)) as Stripe.Event;
    expect(toPaymentEvent(paid)).toEqual({
      id: 'evt_paid',
      type: 'paid',
      orderId: 'order_paid',
      amountPence: 39600,
      currency: 'GBP',
      // The payment it was made with: how refunds and disputes made at Stripe find the order.
      payment: { sessionId: session.sessionId, paymentId: completed.payment_intent },
    });
    const noAmount = JSON.parse(
      stripeEvent('evt_no_amount', 'checkout.session.completed', { ...completed, amount_total: null }),
    ) as Stripe.Event;
    expect(toPaymentEvent(noAmount)).toMatchObject({ type: 'paid', amountPence: null });
  });

  it('ignores a completed session that is not paid yet and events it does not handle', () => {
    const unpaid = JSON.parse(
      stripeEvent('evt_u', 'checkout.session.completed', { payment_status: 'unpaid', metadata: { orderId: 'o1' } }),
    ) as Stripe.Event;
    expect(toPaymentEvent(unpaid)).toEqual({ id: 'evt_u', type: 'ignored', orderId: 'o1', amountPence: null, currency: null });
    const other = { id: 'evt_o', type: 'customer.created', data: { object: {} } };
    expect(toPaymentEvent(other as unknown as Stripe.Event).type).toBe('ignored');
  });

  it('refunds the session’s PaymentIntent in pence, naming order and refund in metadata, keyed by our refund id', async () => {
    const session = await gateway.createCheckout({ ...REQUEST, orderId: 'order_refund' });
    const completed = server.complete(session.sessionId);
    const request = {
      orderId: 'order_refund',
      refundId: 'rf_adapter',
      checkoutSessionId: session.sessionId,
      amountPence: 1250,
      reason: 'Late delivery',
    };
    const result = await gateway.refund(request);
    expect(result).toEqual({ providerRefundId: expect.stringMatching(/^re_test_/), status: 'succeeded', event: null });
    const sent = server.requests.at(-1);
    expect(sent?.path).toBe('/v1/refunds');
    expect(sent?.headers['idempotency-key']).toBe('refund-rf_adapter');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      payment_intent: completed.payment_intent,
      amount: '1250',
      reason: 'requested_by_customer',
      'metadata[orderId]': 'order_refund',
      'metadata[refundId]': 'rf_adapter',
      'metadata[reason]': 'Late delivery',
    });
    // A retry after a lost answer is the same refund at Stripe, not a second one.
    expect((await gateway.refund(request)).providerRefundId).toBe(result.providerRefundId);
    expect([...server.refunds.values()].filter((r) => r.payment_intent === completed.payment_intent)).toHaveLength(1);
  });

  it('reads refund events as one refund each, pending ones and charge.refunded as nothing to apply', () => {
    const refund = {
      id: 're_1',
      amount: 1250,
      currency: 'gbp',
      status: 'succeeded',
      metadata: { orderId: 'o1', refundId: 'rf_1' },
    } as const;
    const read = (type: Stripe.Event.Type, change: Record<string, unknown> = {}) =>
      toPaymentEvent(JSON.parse(stripeRefundEvent('evt_r', type, { ...refund, ...change })) as Stripe.Event);
    expect(read('refund.created')).toEqual({
      id: 'evt_r',
      type: 'refunded',
      orderId: 'o1',
      amountPence: 1250,
      currency: 'GBP',
      refund: { refundId: 'rf_1', providerRefundId: 're_1' },
    });
    expect(read('refund.updated', { status: 'pending' }).type).toBe('ignored');
    expect(read('refund.failed', { status: 'failed' }).type).toBe('refund_failed');
    // A refund made in Stripe's dashboard carries no refund id of ours.
    expect(read('refund.created', { metadata: { orderId: 'o1' } }).refund).toEqual({ refundId: null, providerRefundId: 're_1' });
    const charge = { id: 'evt_c', type: 'charge.refunded', data: { object: { object: 'charge', amount_refunded: 1250 } } };
    expect(toPaymentEvent(charge as unknown as Stripe.Event).type).toBe('ignored');
  });

  it('reads the four dispute events: withdrawn opens, reinstated wins, closed wins whenever the money stays with us', () => {
    const dispute = { id: 'dp_1', amount: 39600, currency: 'gbp', charge: 'ch_1', payment_intent: 'pi_1', metadata: {} };
    const read = (type: Stripe.Event.Type, status: string, change: Record<string, unknown> = {}) =>
      toPaymentEvent(
        JSON.parse(
          stripeDisputeEvent('evt_d', type, { ...dispute, status, ...change } as Partial<Stripe.Dispute>),
        ) as Stripe.Event,
      );
    expect(read('charge.dispute.created', 'needs_response')).toEqual({
      id: 'evt_d',
      type: 'dispute_opened',
      orderId: null,
      amountPence: 39600,
      currency: 'GBP',
      payment: { sessionId: null, paymentId: 'pi_1' },
      dispute: { providerDisputeId: 'dp_1' },
    });
    expect(read('charge.dispute.funds_withdrawn', 'needs_response').type).toBe('dispute_opened');
    expect(read('charge.dispute.funds_reinstated', 'won').type).toBe('dispute_won');
    for (const kept of ['won', 'warning_closed', 'prevented'])
      expect(read('charge.dispute.closed', kept).type).toBe('dispute_won');
    expect(read('charge.dispute.closed', 'lost').type).toBe('dispute_lost');
    // A dispute on a charge made without a PaymentIntent names the charge.
    expect(read('charge.dispute.created', 'needs_response', { payment_intent: null }).payment).toEqual({
      sessionId: null,
      paymentId: 'ch_1',
    });
  });
});
