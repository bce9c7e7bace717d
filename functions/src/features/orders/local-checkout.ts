import { randomBytes } from 'node:crypto';
import { formatPounds } from '@storysong/core';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { notFound } from '../../platform/errors.ts';
import {
  EmbeddedPaymentGateway,
  LOCAL_SESSIONS,
  LOCAL_SIGNATURE_HEADER,
  type LocalCheckoutSession,
} from '../../ports/payments/embedded.ts';
import type { PaymentEvent } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { applyPaymentEvent } from './payment-events.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = {
  body: 'font-family:system-ui,sans-serif;background:#f4f0fa;margin:0;padding:24px;color:#1f1333',
  card: 'max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px rgba(75,0,130,.15)',
  pay: 'width:100%;padding:12px;border:0;border-radius:8px;background:#4B0082;color:#fff;font-size:16px;cursor:pointer',
  cancel:
    'width:100%;padding:12px;border:1px solid #4B0082;border-radius:8px;background:#fff;color:#4B0082;font-size:16px;cursor:pointer;margin-top:12px',
};

/** A plain server-rendered page: the CSP forbids inline scripts, so two forms do the work. */
function page(sessionId: string, session: LocalCheckoutSession): string {
  const amount = formatPounds(session.amountPence, 'en-GB', session.amountPence % 100 === 0 ? 0 : 2);
  const open = session.state === 'open';
  const actions = open
    ? `<form method="post" action="/api/local-checkout/${sessionId}/pay"><button type="submit" style="${STYLE.pay}">Pay ${amount}</button></form>
<form method="post" action="/api/local-checkout/${sessionId}/cancel"><button type="submit" style="${STYLE.cancel}">Cancel</button></form>`
    : `<p>This checkout is already ${session.state === 'paid' ? 'paid' : 'cancelled'}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Local Test Checkout</title></head>
<body style="${STYLE.body}"><main style="${STYLE.card}">
<h1 style="font-size:22px;margin-top:0">Local Test Checkout</h1>
<p style="color:#5b4a73">No real money moves: this stands in for the card payment provider while running offline.</p>
<dl><dt style="font-weight:600">Product</dt><dd style="margin:0 0 12px">${escapeHtml(session.productName)}</dd>
<dt style="font-weight:600">Amount</dt><dd style="margin:0 0 12px">${amount}</dd>
<dt style="font-weight:600">Email</dt><dd style="margin:0 0 12px">${escapeHtml(session.customerEmail)}</dd></dl>
${actions}
</main></body></html>`;
}

/**
 * The embedded gateway's checkout page under /api/local-checkout. Paying or cancelling signs
 * an event with the gateway's key and runs it through the webhook's own verification and
 * processing, then sends the visitor back like a hosted checkout would.
 */
export function localCheckoutRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const gateway = services.payments;
  if (!(gateway instanceof EmbeddedPaymentGateway)) return routes;

  const openSession = async (sessionId: string) => {
    const session = await services.documents.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
    if (!session) throw notFound('Checkout session not found');
    return session.data;
  };

  routes.get('/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    const session = await openSession(sessionId);
    c.header('Cache-Control', 'no-store');
    return c.html(page(sessionId, session));
  });

  const finish = (type: 'paid' | 'cancelled') => async (c: Context<AppEnv>) => {
    const sessionId = c.req.param('sessionId') ?? '';
    // Flip the session first, so a double click emits one event.
    const session = await services.documents.transaction(async (tx) => {
      const doc = await tx.get<LocalCheckoutSession>(LOCAL_SESSIONS, sessionId);
      if (!doc) throw notFound('Checkout session not found');
      if (doc.data.state === 'open') tx.update(LOCAL_SESSIONS, sessionId, { state: type });
      return doc.data;
    });
    if (session.state === 'open') {
      const raw = JSON.stringify({
        id: `evt_local_${randomBytes(12).toString('hex')}`,
        type,
        orderId: session.orderId,
        amountPence: session.amountPence,
      } satisfies PaymentEvent);
      const event = await gateway.parseEvent(raw, new Headers({ [LOCAL_SIGNATURE_HEADER]: gateway.sign(raw) }));
      await applyPaymentEvent(services, event);
    }
    const paid = session.state === 'open' ? type === 'paid' : session.state === 'paid';
    return c.redirect(paid ? session.successUrl : session.cancelUrl, 303);
  };
  routes.post('/:sessionId/pay', finish('paid'));
  routes.post('/:sessionId/cancel', finish('cancelled'));
  return routes;
}
