import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignatureError } from './port.ts';
import { StripePaymentGateway, toPaymentEvent } from './stripe.ts';

/** A local stand-in for api.stripe.com that records what the SDK asked for. */
function stripeStandIn() {
  const requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (req.url?.includes('missing')) {
        res.writeHead(404, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such session' } }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
      // A retrieved session is open when its id says so; a created one is always open.
      const id = req.method === 'GET' ? (req.url ?? '').split('/').pop() : 'cs_test_standin';
      const status = id?.includes('open') || req.method === 'POST' ? 'open' : 'expired';
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          status,
          url: status === 'open' ? `https://checkout.stripe.com/c/pay/${id}` : null,
        }),
      );
    });
  });
  return { server, requests };
}

describe('Stripe adapter', () => {
  const standIn = stripeStandIn();
  let gateway: StripePaymentGateway;
  let stripe: Stripe;

  beforeAll(async () => {
    standIn.server.listen(0, '127.0.0.1');
    await once(standIn.server, 'listening');
    const { port } = standIn.server.address() as AddressInfo;
    stripe = new Stripe('sk_test_standin', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
    gateway = new StripePaymentGateway(stripe, 'whsec_standin');
  });
  afterAll(() => standIn.server.close());

  it('asks for a GBP Checkout Session at the server amount with our return URLs and order id', async () => {
    const result = await gateway.createCheckout({
      orderId: 'order_abc',
      productName: 'Basic Song',
      amountPence: 39600,
      customerEmail: 'ada@example.com',
      successUrl: 'https://storysong.example/payment/success?order=order_abc&token=t',
      cancelUrl: 'https://storysong.example/payment/cancel?order=order_abc&token=t',
      replacesSessionId: null,
    });
    expect(result).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_standin', sessionId: 'cs_test_standin' });

    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin');
    expect(request?.headers['idempotency-key']).toBe('checkout-order_abc-39600-first');
    const form = new URLSearchParams(request?.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][currency]')).toBe('gbp');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('39600');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe('Basic Song');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('success_url')).toBe('https://storysong.example/payment/success?order=order_abc&token=t');
    expect(form.get('cancel_url')).toBe('https://storysong.example/payment/cancel?order=order_abc&token=t');
    expect(form.get('metadata[orderId]')).toBe('order_abc');
    expect(form.get('client_reference_id')).toBe('order_abc');
    expect(form.get('customer_email')).toBe('ada@example.com');
  });

  it('offers a session again while Stripe says it is open, and nothing once it expired', async () => {
    expect(await gateway.openCheckout('cs_test_open_1')).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_open_1',
      sessionId: 'cs_test_open_1',
    });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_open_1' });
    expect(await gateway.openCheckout('cs_test_gone_2')).toBeNull();
    expect(await gateway.openCheckout('cs_local_missing_3')).toBeNull();
  });

  it('verifies real webhook signatures and rejects one made with another secret', async () => {
    const payload = JSON.stringify({
      id: 'evt_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_1', object: 'checkout.session', metadata: { orderId: 'order_abc' } } },
    });
    const good = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_standin' });
    expect(await gateway.parseEvent(payload, new Headers({ 'stripe-signature': good }))).toEqual({
      id: 'evt_expired',
      type: 'cancelled',
      orderId: 'order_abc',
      amountPence: null,
    });
    const other = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    await expect(gateway.parseEvent(payload, new Headers({ 'stripe-signature': other }))).rejects.toBeInstanceOf(SignatureError);
  });

  it('ignores a completed session that is not paid yet and events it does not handle', () => {
    const unpaid = {
      id: 'evt_u',
      type: 'checkout.session.completed',
      data: { object: { payment_status: 'unpaid', metadata: { orderId: 'o1' } } },
    };
    expect(toPaymentEvent(unpaid as unknown as Stripe.Event)).toEqual({
      id: 'evt_u',
      type: 'ignored',
      orderId: 'o1',
      amountPence: null,
    });
    const other = { id: 'evt_o', type: 'customer.created', data: { object: {} } };
    expect(toPaymentEvent(other as unknown as Stripe.Event).type).toBe('ignored');
  });
});
