import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request as the Stripe SDK sent it: the form body decoded, the headers as received. */
/** The test-mode key the stand-in accepts; any other key gets Stripe's 401. */
export const STAND_IN_SECRET_KEY = 'sk_test_standin';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

export interface StripeStandIn {
  /** For `STRIPE_API_BASE`. */
  url: string;
  /** What the SDK asked for, oldest first. */
  requests: RecordedStripeRequest[];
  sessions: Map<string, Stripe.Checkout.Session>;
  /** Refunds made, by id. */
  refunds: Map<string, Stripe.Refund>;
  /** What Stripe does once a session's `expires_at` passes, or on `sessions.expire`. */
  expire(sessionId: string): void;
  /** What Stripe does when the customer pays: the session completes, paid, at the amount it was created with, with its PaymentIntent. */
  complete(sessionId: string): Stripe.Checkout.Session;
  /** A refund staff make in Stripe's Dashboard: none of our metadata, only the payment. */
  dashboardRefund(paymentIntent: string, amount: number): Stripe.Refund;
  /** What Stripe does when a refund it reported succeeded fails later (the card was closed, say). */
  failRefund(refundId: string): Stripe.Refund;
  /** Disputes (opened by the cardholder's bank), by id. */
  disputes: Map<string, Stripe.Dispute>;
  /** The cardholder's bank disputes the whole payment. */
  openDispute(paymentIntent: string): Stripe.Dispute;
  /** The bank decides it. */
  closeDispute(disputeId: string, status: 'won' | 'lost'): Stripe.Dispute;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  /**
   * Plays Stripe's hosted checkout and webhook for a whole running site (the Emulator Suite), not
   * only its API: a session's `url` is a page on the stand-in whose Pay completes the session, sends
   * Stripe's signed `checkout.session.completed` to `webhookUrl` and returns to the session's
   * `success_url` (Cancel returns to its `cancel_url`); a refund sends `refund.created`.
   */
  hostedCheckout?: { webhookUrl: string; webhookSecret: string };
}

/** Stripe's error body, with the `request-id` header its SDK reads. */
function stripeError(res: ServerResponse, status: number, error: { type: string; code?: string; message: string }) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(JSON.stringify({ error }));
}

/** `metadata[orderId]=x` → `{ orderId: 'x' }`: Stripe's form encoding of one level of a hash. */
function hashOf(form: URLSearchParams, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    [...form]
      .filter(([key]) => key.startsWith(prefix) && key.endsWith(']'))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

/**
 * Checks a create request the way Stripe's API does for the fields we send (and refuses what it
 * would refuse), returning Stripe's message for the first problem.
 */
function invalidCreate(form: URLSearchParams): string | null {
  if (form.get('mode') !== 'payment') return 'mode must be payment';
  if (!form.get('success_url')) return 'Missing required param: success_url.';
  if (lineIndexes(form).length === 0) return 'Missing required param: line_items.';
  const currencies = new Set<string | null>();
  for (const i of lineIndexes(form)) {
    const quantity = form.get(`line_items[${i}][quantity]`);
    if (quantity === null || !/^[1-9]\d*$/.test(quantity)) return `line_items[${i}][quantity] must be a positive integer`;
    const currency = form.get(`line_items[${i}][price_data][currency]`);
    if (!currency || !/^[a-z]{3}$/.test(currency)) return 'Invalid currency';
    currencies.add(currency);
    const amount = form.get(`line_items[${i}][price_data][unit_amount]`);
    // Stripe amounts are integers in the currency's smallest unit; "396.00" or "-1" is refused.
    if (amount === null || !/^\d+$/.test(amount)) return `Invalid integer: line_items[${i}][price_data][unit_amount]`;
    if (!form.get(`line_items[${i}][price_data][product_data][name]`)) return 'Missing required param: product_data[name].';
  }
  // One currency per session, as Stripe requires of a Checkout Session's line items.
  if (currencies.size > 1) return 'All line items must use the same currency';
  return null;
}

/** The indexes of the line items a create request sends: 0, 1, … */
function lineIndexes(form: URLSearchParams): number[] {
  const indexes = new Set<number>();
  for (const key of form.keys()) {
    const match = /^line_items\[(\d+)\]/.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/**
 * A local stand-in for the part of api.stripe.com our adapter uses: creating, retrieving and
 * expiring Checkout Sessions and creating Refunds (and what Stripe's Dashboard and card networks
 * do outside our API: dashboard refunds, refunds failing later, disputes), answered in Stripe's shapes (a `checkout.session` object, Stripe's error body
 * with `resource_missing`), with Stripe's idempotency rule: the same `Idempotency-Key` with the same
 * parameters returns the first response, with different ones a 400 `idempotency_error`.
 * Signatures need no server: events are signed with the SDK's own `generateTestHeaderString`.
 */
export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const hosted = options.hostedCheckout;
  const requests: RecordedStripeRequest[] = [];
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const byIdempotencyKey = new Map<string, { body: string; response: string }>();
  const refunds = new Map<string, Stripe.Refund>();

  /**
   * Checks a refund as Stripe does for what we send (a paid PaymentIntent, a positive integer
   * amount no greater than what is left unrefunded) and makes it; test cards refund at once.
   */
  const createRefund = (form: URLSearchParams): Stripe.Refund | { code?: string; message: string } => {
    const paymentIntent = form.get('payment_intent');
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!paymentIntent || !session) {
      return { code: 'resource_missing', message: `No such payment_intent: '${paymentIntent}'` };
    }
    const amount = form.get('amount');
    if (amount === null || !/^[1-9]\d*$/.test(amount)) return { message: 'Invalid positive integer: amount' };
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + r.amount, 0);
    const left = (session.amount_total ?? 0) - refunded;
    if (left <= 0) return { code: 'charge_already_refunded', message: `Charge for ${paymentIntent} has already been refunded.` };
    if (Number(amount) > left) {
      return {
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      };
    }
    return {
      id: `re_test_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: Number(amount),
      currency: session.currency ?? 'gbp',
      payment_intent: paymentIntent,
      charge: `ch_test_${paymentIntent.slice('pi_test_'.length)}`,
      reason: (form.get('reason') as Stripe.Refund.Reason | null) ?? null,
      metadata: hashOf(form, 'metadata'),
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    } as Stripe.Refund;
  };

  const disputes = new Map<string, Stripe.Dispute>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const page = hosted && url.pathname.match(/^\/c\/pay\/([^/]+)(?:\/(pay|cancel))?$/);
      if (page) return hostedPage(res, req.method ?? '', decodeURIComponent(page[1] ?? ''), page[2]);
      if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        return stripeError(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      }
      const retrieve = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1] ?? ''));
        if (!session) {
          return stripeError(res, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such checkout.session: '${retrieve[1]}'`,
          });
        }
        return send(res, JSON.stringify(session));
      }
      const expire = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (req.method === 'POST' && expire) {
        const session = sessions.get(decodeURIComponent(expire[1] ?? ''));
        if (!session) {
          return stripeError(res, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such checkout.session: '${expire[1]}'`,
          });
        }
        if (session.status !== 'open') {
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
          });
        }
        const expired = { ...session, status: 'expired', url: null } as Stripe.Checkout.Session;
        sessions.set(session.id, expired);
        return send(res, JSON.stringify(expired));
      }
      const creates = ['/v1/checkout/sessions', '/v1/refunds'];
      if (req.method !== 'POST' || !creates.includes(url.pathname)) {
        return stripeError(res, 404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        });
      }
      const key = req.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (earlier) {
        if (earlier.body !== body) {
          return stripeError(res, 400, {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          });
        }
        // Stripe replays the first response as it was, not the session as it is now.
        return send(res, earlier.response);
      }
      let response: string;
      if (url.pathname === '/v1/refunds') {
        const refund = createRefund(form);
        if ('message' in refund) return stripeError(res, 400, { type: 'invalid_request_error', ...refund });
        refunds.set(refund.id, refund);
        response = JSON.stringify(refund);
        // Stripe reports the refund by webhook once it has answered the request that made it.
        if (hosted) setImmediate(() => void deliver(stripeRefundEvent(eventId(), 'refund.created', refund)));
      } else {
        const problem = invalidCreate(form);
        if (problem) return stripeError(res, 400, { type: 'invalid_request_error', message: problem });
        const session = newSession(form, hosted ? (id) => `${base}/c/pay/${id}` : checkoutUrl);
        sessions.set(session.id, session);
        response = JSON.stringify(session);
      }
      if (typeof key === 'string') byIdempotencyKey.set(key, { body, response });
      send(res, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  /** Sends a signed event to the site's webhook as Stripe does, retrying a refusal a few times as Stripe would later. */
  async function deliver(payload: string): Promise<void> {
    if (!hosted) return;
    const signer = new Stripe(STAND_IN_SECRET_KEY);
    for (let attempt = 1; ; attempt += 1) {
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: hosted.webhookSecret });
      try {
        const response = await fetch(hosted.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        if (response.ok) return;
        if (attempt >= 3) throw new Error(`${response.status} ${await response.text()}`);
      } catch (error) {
        if (attempt >= 3) {
          console.error(`Stripe stand-in: webhook ${hosted.webhookUrl} refused the event: ${(error as Error).message}`);
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }

  /** The hosted checkout: GET shows the session, POST …/pay pays it, POST …/cancel leaves it open. */
  async function hostedPage(res: ServerResponse, method: string, sessionId: string, action: string | undefined) {
    const session = sessions.get(sessionId);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('No such checkout session');
    }
    const redirect = (to: string | null | undefined) => {
      res.writeHead(303, { location: to ?? '/' });
      res.end();
    };
    if (method === 'POST' && action === 'cancel') return redirect(session.cancel_url);
    if (method === 'POST' && action === 'pay') {
      if (session.status !== 'open') return redirect(session.status === 'complete' ? session.success_url : session.cancel_url);
      const paid = update(sessionId, {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
      });
      await deliver(stripeEvent(eventId(), 'checkout.session.completed', paid));
      return redirect(paid.success_url);
    }
    const amount = `£${((session.amount_total ?? 0) / 100).toFixed(2)}`;
    const escapeHtml = (text: string | null | undefined) => (text ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Stripe Checkout (stand-in)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:420px;margin:40px auto">
<h1>Stripe Checkout (stand-in)</h1><p>No real money moves: a local stand-in of Stripe's hosted checkout.</p>
<p>${escapeHtml(session.customer_email)}: <strong>${amount}</strong></p>
${
  session.status === 'open'
    ? `<form method="post" action="/c/pay/${escapeHtml(sessionId)}/pay"><button type="submit">Pay ${amount}</button></form>
<form method="post" action="/c/pay/${escapeHtml(sessionId)}/cancel"><button type="submit">Cancel</button></form>`
    : `<p>This checkout is ${escapeHtml(session.status)}.</p>`
}
</body></html>`);
  }

  const update = (sessionId: string, change: Partial<Stripe.Checkout.Session>) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const next = { ...session, ...change };
    sessions.set(sessionId, next);
    return next;
  };
  return {
    url: base,
    requests,
    sessions,
    refunds,
    expire: (sessionId) => void update(sessionId, { status: 'expired', url: null }),
    complete: (sessionId) =>
      update(sessionId, {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: `pi_test_${randomBytes(12).toString('hex')}`,
      }),
    dashboardRefund: (paymentIntent, amount) => {
      const form = new URLSearchParams({ payment_intent: paymentIntent, amount: String(amount) });
      const refund = createRefund(form);
      if ('message' in refund) throw new Error(refund.message);
      refunds.set(refund.id, refund);
      return refund;
    },
    failRefund: (refundId) => {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      const failed = { ...refund, status: 'failed', failure_reason: 'expired_or_canceled_card' } as Stripe.Refund;
      refunds.set(refundId, failed);
      return failed;
    },
    disputes,
    openDispute: (paymentIntent) => {
      const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
      if (!session) throw new Error(`no payment ${paymentIntent}`);
      const dispute = {
        id: `dp_test_${randomBytes(12).toString('hex')}`,
        object: 'dispute',
        amount: session.amount_total ?? 0,
        currency: session.currency ?? 'gbp',
        charge: `ch_test_${paymentIntent.slice('pi_test_'.length)}`,
        payment_intent: paymentIntent,
        metadata: {},
        reason: 'fraudulent',
        status: 'needs_response',
        created: Math.floor(Date.now() / 1000),
      } as unknown as Stripe.Dispute;
      disputes.set(dispute.id, dispute);
      return dispute;
    },
    closeDispute: (disputeId, status) => {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId}`);
      const closed = { ...dispute, status } as Stripe.Dispute;
      disputes.set(disputeId, closed);
      return closed;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function send(res: ServerResponse, json: string) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
  res.end(json);
}

const checkoutUrl = (id: string) => `https://checkout.stripe.com/c/pay/${id}`;
const eventId = () => `evt_test_${randomBytes(12).toString('hex')}`;

/** The fields of a Checkout Session Stripe returns that our adapter, webhook and tests read. */
function newSession(form: URLSearchParams, urlOf: (id: string) => string): Stripe.Checkout.Session {
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  const now = Math.floor(Date.now() / 1000);
  // Stripe charges the sum of the lines.
  const amount = lineIndexes(form).reduce(
    (sum, i) =>
      sum + Number(form.get(`line_items[${i}][price_data][unit_amount]`)) * Number(form.get(`line_items[${i}][quantity]`)),
    0,
  );
  return {
    id,
    object: 'checkout.session',
    livemode: false,
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    url: urlOf(id),
    amount_subtotal: amount,
    amount_total: amount,
    currency: form.get('line_items[0][price_data][currency]'),
    client_reference_id: form.get('client_reference_id'),
    customer_email: form.get('customer_email'),
    metadata: hashOf(form, 'metadata'),
    success_url: form.get('success_url'),
    cancel_url: form.get('cancel_url'),
    created: now,
    expires_at: now + 24 * 60 * 60,
  } as Stripe.Checkout.Session;
}

/** The event Stripe sends for a session (e.g. after `complete`), as the webhook receives it. */
export function stripeEvent(id: string, type: Stripe.Event.Type, session: Partial<Stripe.Checkout.Session>): string {
  return eventOf(id, type, { object: 'checkout.session', ...session });
}

/** The event Stripe sends for a refund (`refund.created`, `refund.updated`, `refund.failed`). */
export function stripeRefundEvent(id: string, type: Stripe.Event.Type, refund: Partial<Stripe.Refund>): string {
  return eventOf(id, type, { object: 'refund', ...refund });
}

/** The event Stripe sends for a dispute (`charge.dispute.created`, `.closed`, `.funds_withdrawn`, `.funds_reinstated`). */
export function stripeDisputeEvent(id: string, type: Stripe.Event.Type, dispute: Partial<Stripe.Dispute>): string {
  return eventOf(id, type, { object: 'dispute', ...dispute });
}

function eventOf(id: string, type: Stripe.Event.Type, object: Record<string, unknown>): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
}
