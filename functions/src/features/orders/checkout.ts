import { type CheckoutResponse, checkoutSchema, MESSAGES, poundsToPence } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Checkout } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { checkoutLinesOf } from './checkout-lines.ts';
import { orderForToken } from './orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';

const CHECKOUT_LIMIT = { name: 'checkout', max: 20, windowMs: 10 * 60 * 1000 };

/**
 * POST /api/checkout: the payment page for an unpaid order, at the amount stored on it, never one
 * a client sends. The order's open session comes back as it is (so Pay now, Try Again and a double
 * click all reach the same checkout); only once it is closed does the order get a fresh one. A
 * session paid whose event has not arrived yet is not closed: the customer is told the payment is
 * being confirmed rather than offered a second one.
 */
export function checkoutRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(CHECKOUT_LIMIT, clientAddress(c, services));
    const { orderId, token } = await readJson(c, checkoutSchema);
    if (!orderId || !token) throw new HttpError(400, 'bad_request', MESSAGES.paymentMissing);
    const { data: order } = await orderForToken(services, orderId, token);
    if (order.paymentStatus === 'paid') throw new HttpError(409, 'conflict', MESSAGES.orderAlreadyPaid);
    // An order whose personal data was erased unpaid (docs/privacy.md) can no longer be paid: nothing is left to make.
    if (order.stage === 'cancelled' || order.erasedAt) throw new HttpError(409, 'conflict', MESSAGES.orderCancelled);
    if (!(order.amountPounds > 0)) throw new HttpError(400, 'bad_request', MESSAGES.paymentAmountInvalid);

    // The way back names the order alone: the tab that went to pay keeps its link (decision 067).
    const query = new URLSearchParams({ order: orderId });
    const { siteUrl } = services.config;
    let session: Checkout | null;
    try {
      session = order.checkoutSessionId ? await services.payments.openCheckout(order.checkoutSessionId) : null;
      if (!session && order.checkoutSessionId && (await services.payments.checkoutState(order.checkoutSessionId)) === 'paid') {
        throw new HttpError(409, 'conflict', MESSAGES.paymentConfirming);
      }
      session ??= await services.payments.createCheckout({
        orderId,
        productName: order.productName,
        amountPence: poundsToPence(order.amountPounds),
        lines: checkoutLinesOf(order),
        customerEmail: order.customerEmail,
        successUrl: `${siteUrl}/payment/success?${query}`,
        cancelUrl: `${siteUrl}/payment/cancel?${query}`,
        replacesSessionId: order.checkoutSessionId,
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      services.log.error('checkout_failed', { orderId, message: (error as Error).message });
      throw new HttpError(502, 'payment_failed', 'The payment provider is not available right now. Please try again.');
    }
    if (session.sessionId !== order.checkoutSessionId) await recordSession(services, orderId, session.sessionId);
    const body: CheckoutResponse = { success: true, invoiceUrl: session.url };
    return c.json(body);
  });
  return routes;
}

/**
 * A fresh session makes an order whose last checkout expired or failed await payment again, unless
 * it got paid or cancelled meanwhile (a cancelled order's sessions are closed; this one is too).
 * Every session is kept, so a payment in any of them finds its order.
 */
async function recordSession(services: Services, orderId: string, sessionId: string) {
  const closeIt = await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    if (!order || order.data.paymentStatus === 'paid') return false;
    const earlier = order.data.checkoutSessions ?? (order.data.checkoutSessionId ? [order.data.checkoutSessionId] : []);
    const checkoutSessions = [...earlier.filter((id) => id !== sessionId), sessionId];
    if (order.data.stage === 'cancelled') {
      tx.update(ORDERS, orderId, { checkoutSessions });
      return true;
    }
    tx.update(ORDERS, orderId, {
      checkoutSessions,
      checkoutSessionId: sessionId,
      paymentStatus: 'awaiting_payment',
      updatedAt: new Date(services.clock.now()).toISOString(),
    });
    return false;
  });
  if (closeIt) await services.payments.expireCheckout(sessionId);
}
