import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Services } from '../../services.ts';
import { applyPaymentEvent } from './payment-events.ts';

/** POST /api/payments/webhook: the provider's signed events; the raw body is what the signature covers. */
export function webhookRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/webhook', async (c) => {
    const event = await services.payments.parseEvent(await c.req.text(), c.req.raw.headers);
    const outcome = await applyPaymentEvent(services, event);
    return c.json({ received: true, outcome });
  });
  return routes;
}
