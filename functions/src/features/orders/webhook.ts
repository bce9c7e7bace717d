import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { turnsByKey } from '../../platform/turns.ts';
import type { Services } from '../../services.ts';
import { applyPaymentEvent } from './payment-events.ts';

/**
 * POST /api/payments/webhook: the provider's signed events; the raw body is what the signature covers.
 * Events about one order take turns in this instance: the provider delivers one event more than
 * once, sometimes at the same moment, and each delivery's transaction on that order would
 * otherwise make the others retry, on Firestore until one ran out of attempts and the provider was
 * told to deliver again. Across instances the transactions still decide.
 */
export function webhookRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const inTurn = turnsByKey();
  routes.post('/webhook', async (c) => {
    const event = await services.payments.parseEvent(await c.req.text(), c.req.raw.headers);
    const outcome = await inTurn(event.orderId ?? event.id, () => applyPaymentEvent(services, event));
    return c.json({ received: true, outcome });
  });
  return routes;
}
