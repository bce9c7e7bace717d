import { type CheckoutResponse, checkoutSchema, MESSAGES, poundsToPence } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { orderForToken } from './orders.ts';
import { ORDERS } from './records.ts';

const CHECKOUT_LIMIT = { name: 'checkout', max: 20, windowMs: 10 * 60 * 1000 };

/** POST /api/checkout: a payment page for an order at the amount stored on it, never one a client sends. */
export function checkoutRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(CHECKOUT_LIMIT, clientAddress(c, services));
    const { orderId, token } = await readJson(c, checkoutSchema);
    if (!orderId || !token) throw new HttpError(400, 'bad_request', MESSAGES.paymentMissing);
    const { data: order } = await orderForToken(services, orderId, token);
    if (order.paymentStatus === 'paid') throw new HttpError(409, 'conflict', 'This order has already been paid');
    if (!(order.amountPounds > 0)) throw new HttpError(400, 'bad_request', MESSAGES.paymentAmountInvalid);

    const query = new URLSearchParams({ order: orderId, token });
    const { siteUrl } = services.config;
    let session: { url: string; sessionId: string };
    try {
      session = await services.payments.createCheckout({
        orderId,
        productName: order.productName,
        amountPence: poundsToPence(order.amountPounds),
        customerEmail: order.customerEmail,
        successUrl: `${siteUrl}/payment/success?${query}`,
        cancelUrl: `${siteUrl}/payment/cancel?${query}`,
      });
    } catch (error) {
      services.log.error('checkout_failed', { orderId, message: (error as Error).message });
      throw new HttpError(502, 'payment_failed', 'The payment provider is not available right now. Please try again.');
    }
    await services.documents.update(ORDERS, orderId, {
      checkoutSessionId: session.sessionId,
      updatedAt: new Date(services.clock.now()).toISOString(),
    });
    const body: CheckoutResponse = { success: true, invoiceUrl: session.url };
    return c.json(body);
  });
  return routes;
}
