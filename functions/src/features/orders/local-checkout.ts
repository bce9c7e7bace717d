import { escapeHtml, formatPounds } from '@storysong/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { EmbeddedPaymentGateway, type LocalSessionView, returnUrl } from '../../ports/payments/embedded.ts';
import { type PaymentEvent, RefundRejectedError } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { applyPaymentEvent } from './payment-events.ts';

const STYLE = {
  body: 'font-family:system-ui,sans-serif;background:#f4f0fa;margin:0;padding:24px;color:#1f1333',
  card: 'max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 24px rgba(75,0,130,.15)',
  pay: 'width:100%;padding:12px;border:0;border-radius:8px;background:#4B0082;color:#fff;font-size:16px;cursor:pointer',
  cancel:
    'width:100%;padding:12px;border:1px solid #4B0082;border-radius:8px;background:#fff;color:#4B0082;font-size:16px;cursor:pointer;margin-top:12px',
};

const pounds = (pence: number) => formatPounds(pence, 'en-GB', pence % 100 === 0 ? 0 : 2);

/**
 * For a paid session, what the provider's own dashboard lets staff do outside the site: send the
 * payment's event (again), refund, fail a refund that had succeeded, and (as the cardholder's bank)
 * open and decide a dispute.
 */
function dashboard(sessionId: string, session: LocalSessionView): string {
  const base = `/api/local-checkout/${sessionId}/dashboard`;
  const button = (action: string, label: string, fields = '') =>
    `<form method="post" action="${base}/${action}" style="margin-top:8px">${fields}<button type="submit" style="${STYLE.cancel}">${label}</button></form>`;
  const refunds = Object.values(session.refunds ?? {})
    .filter((r) => !r.failed)
    .map((r) =>
      button(
        'refund-failed',
        `Fail refund of ${pounds(r.amountPence)}`,
        `<input type="hidden" name="refund" value="${escapeHtml(r.providerRefundId)}">`,
      ),
    );
  const disputes = Object.entries(session.disputes ?? {}).flatMap(([id, d]) =>
    d.status === 'open'
      ? (['won', 'lost'] as const).map((outcome) =>
          button(
            'dispute-closed',
            `Close dispute: ${outcome}`,
            `<input type="hidden" name="dispute" value="${escapeHtml(id)}"><input type="hidden" name="outcome" value="${outcome}">`,
          ),
        )
      : [`<p>Dispute ${escapeHtml(id)}: ${d.status}</p>`],
  );
  return `<h2 style="font-size:18px;margin-top:24px">Provider dashboard (local)</h2>
${button('payment-event', 'Send the payment’s event')}
<form method="post" action="${base}/refund"><label>Refund amount in pence <input name="amountPence" inputmode="numeric" required style="width:100%;padding:8px;margin:4px 0"></label><button type="submit" style="${STYLE.cancel}">Refund from the dashboard</button></form>
${refunds.join('\n')}
${button('dispute', 'Open a dispute')}
${disputes.join('\n')}`;
}

/** Each line the customer pays for (the suite, rush delivery), as a hosted checkout lists them. */
function linesTable(session: LocalSessionView): string {
  const lines = session.lines ?? [{ name: session.productName, amountPence: session.amountPence }];
  const rows = lines.map(
    (line) =>
      `<tr><th scope="row" style="text-align:start;font-weight:400;padding:4px 0">${escapeHtml(line.name)}</th><td style="text-align:end;padding:4px 0">${pounds(line.amountPence)}</td></tr>`,
  );
  return `<table aria-label="Order lines" style="width:100%;border-collapse:collapse;margin:0 0 12px">${rows.join('')}</table>`;
}

/** A plain server-rendered page: the CSP forbids inline scripts, so forms do the work. */
function page(sessionId: string, session: LocalSessionView): string {
  const amount = pounds(session.amountPence);
  const actions =
    session.state === 'paid'
      ? `<p>This checkout is already paid.</p>${dashboard(sessionId, session)}`
      : session.expired
        ? '<p>This checkout has expired. Go back to your order to pay.</p>'
        : `<form method="post" action="/api/local-checkout/${sessionId}/pay"><button type="submit" style="${STYLE.pay}">Pay ${amount}</button></form>
<form method="post" action="/api/local-checkout/${sessionId}/pay?event=later"><button type="submit" style="${STYLE.cancel}">Hold the payment’s event back, then pay</button></form>
<form method="post" action="/api/local-checkout/${sessionId}/cancel"><button type="submit" style="${STYLE.cancel}">Cancel</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/icons/icon-48.png" type="image/png" sizes="48x48"><title>Local Test Checkout</title></head>
<body style="${STYLE.body}"><main style="${STYLE.card}">
<h1 style="font-size:22px;margin-top:0">Local Test Checkout</h1>
<p style="color:#5b4a73">No real money moves: this stands in for the card payment provider while running offline.</p>
<dl><dt style="font-weight:600">Product</dt><dd style="margin:0 0 12px">${linesTable(session)}</dd>
<dt style="font-weight:600">Amount</dt><dd style="margin:0 0 12px">${amount}</dd>
<dt style="font-weight:600">Email</dt><dd style="margin:0 0 12px">${escapeHtml(session.customerEmail)}</dd></dl>
${actions}
</main></body></html>`;
}

/**
 * The embedded gateway's checkout page under /api/local-checkout. Paying signs an event with
 * the gateway's key and runs it through the webhook's own processing; Cancel is the cancel
 * link of a hosted checkout: it only sends the visitor back, and the session stays open.
 */
export function localCheckoutRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const gateway = services.payments;
  if (!(gateway instanceof EmbeddedPaymentGateway)) return routes;

  const sessionOf = async (sessionId: string) => {
    const session = await gateway.session(sessionId);
    if (!session) throw notFound('Checkout session not found');
    return session;
  };

  routes.get('/:sessionId', async (c) => {
    const sessionId = c.req.param('sessionId');
    const session = await sessionOf(sessionId);
    c.header('Cache-Control', 'no-store');
    return c.html(page(sessionId, session));
  });

  // `?event=later` holds the payment's event back, as a provider's late webhook does, until the
  // dashboard sends it: the order page then says the payment is being confirmed.
  routes.post('/:sessionId/pay', async (c) => {
    const paid = await gateway.pay(c.req.param('sessionId'));
    if (!paid) throw notFound('Checkout session not found');
    if (paid.event && c.req.query('event') !== 'later') await applyPaymentEvent(services, paid.event);
    return c.redirect(returnUrl(paid.session), 303);
  });
  routes.post('/:sessionId/cancel', async (c) => {
    const back = await gateway.leave(c.req.param('sessionId'));
    if (!back) throw notFound('Checkout session not found');
    return c.redirect(back, 303);
  });

  // The provider's dashboard, locally: each action's signed event goes through the webhook's own processing.
  const dashboardAction = (action: string, act: (sessionId: string, form: Record<string, string>) => Promise<PaymentEvent>) =>
    routes.post(`/:sessionId/dashboard/${action}`, async (c) => {
      const sessionId = c.req.param('sessionId');
      await sessionOf(sessionId);
      const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
      try {
        await applyPaymentEvent(services, await act(sessionId, form));
      } catch (error) {
        if (!(error instanceof RefundRejectedError)) throw error;
        throw new HttpError(409, 'conflict', error.message);
      }
      return c.redirect(`/api/local-checkout/${sessionId}`, 303);
    });
  dashboardAction('payment-event', (sessionId) => gateway.resendPaid(sessionId));
  dashboardAction('refund', (sessionId, form) => gateway.dashboardRefund(sessionId, Number(form.amountPence)));
  dashboardAction('refund-failed', (sessionId, form) => gateway.failRefund(sessionId, form.refund ?? ''));
  dashboardAction('dispute', (sessionId) => gateway.openDispute(sessionId));
  dashboardAction('dispute-closed', (sessionId, form) =>
    gateway.resolveDispute(sessionId, form.dispute ?? '', form.outcome === 'won' ? 'won' : 'lost'),
  );
  return routes;
}
