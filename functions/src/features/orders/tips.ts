import { randomBytes } from 'node:crypto';
import { languageOption, MESSAGES, poundsToPence, type TipCheckout, tipRefusal, tipRequestSchema } from '@storysong/core';
import { Hono } from 'hono';
import ar from '../../../../web/public/locales/ar/tips.json' with { type: 'json' };
import de from '../../../../web/public/locales/de/tips.json' with { type: 'json' };
import en from '../../../../web/public/locales/en/tips.json' with { type: 'json' };
import es from '../../../../web/public/locales/es/tips.json' with { type: 'json' };
import fr from '../../../../web/public/locales/fr/tips.json' with { type: 'json' };
import hi from '../../../../web/public/locales/hi/tips.json' with { type: 'json' };
import pt from '../../../../web/public/locales/pt/tips.json' with { type: 'json' };
import zh from '../../../../web/public/locales/zh/tips.json' with { type: 'json' };
import { clientAddress } from '../../platform/client.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Checkout } from '../../ports/payments/port.ts';
import type { Services } from '../../services.ts';
import { orderForToken } from './orders.ts';
import { TIPS, type TipRecord } from './tip-records.ts';

const TIP_LIMIT = { name: 'tip-checkout', max: 20, windowMs: 10 * 60 * 1000 };

/** The tip's line on the payment page, in the customer's site language. */
const TIP_LINE: Record<string, string> = {
  ar: ar.checkoutLine,
  de: de.checkoutLine,
  en: en.checkoutLine,
  es: es.checkoutLine,
  fr: fr.checkoutLine,
  hi: hi.checkoutLine,
  pt: pt.checkoutLine,
  zh: zh.checkoutLine,
};

/**
 * POST /api/orders/tip: the customer, holding the order's secret link, opens a checkout of its own
 * for a thank-you tip once the song is delivered. The tip is stored first, so its paid event always
 * finds it; its session carries the tip's id, so that event is booked as the tip (tip-events.ts).
 */
export function tipRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(TIP_LIMIT, clientAddress(c, services));
    const input = await readJson(c, tipRequestSchema);
    const { id: orderId, data: order } = await orderForToken(services, input.order, input.token);
    const refusal = tipRefusal({ stage: order.stage, delivered: Boolean(order.song), erasedAt: order.erasedAt });
    if (refusal) throw new HttpError(409, 'conflict', MESSAGES[refusal]);

    const tipId = randomBytes(15).toString('base64url');
    const amountPence = poundsToPence(input.amountPounds);
    const tip: TipRecord = {
      orderId,
      amountPence,
      status: 'open',
      sessionId: null,
      paymentId: null,
      createdAt: isoNow(services.clock),
      paidAt: null,
    };
    await services.documents.create(TIPS, tipId, tip);
    // The way back names the order and the tip alone, as the order's own checkout does (decision 067).
    const query = new URLSearchParams({ order: orderId, tip: tipId });
    const { siteUrl } = services.config;
    const name = TIP_LINE[languageOption(order.siteLanguage ?? 'en').code] ?? en.checkoutLine;
    let session: Checkout;
    try {
      session = await services.payments.createCheckout({
        orderId,
        productName: name,
        amountPence,
        customerEmail: order.customerEmail,
        successUrl: `${siteUrl}/payment/success?${query}`,
        cancelUrl: `${siteUrl}/payment/cancel?${query}`,
        replacesSessionId: null,
        purpose: { kind: 'tip', tipId },
      });
    } catch (error) {
      services.log.error('tip_checkout_failed', { orderId, message: (error as Error).message });
      throw new HttpError(502, 'payment_failed', 'The payment provider is not available right now. Please try again.');
    }
    await services.documents.update(TIPS, tipId, { sessionId: session.sessionId });
    const body: TipCheckout = { tipId, invoiceUrl: session.url };
    return c.json(body, 201);
  });
  return routes;
}
