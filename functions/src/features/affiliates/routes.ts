import { affiliateRegisterSchema, forgotPasswordSchema, MESSAGES } from '@storysong/core';
import { Hono } from 'hono';
import { principalOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { notFound } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { requestPasswordReset } from './password.ts';
import { AFFILIATES, type AffiliateRecord, forAffiliate, toAffiliateView } from './records.ts';
import { registerAffiliate } from './register.ts';
import { transactionsOf } from './store.ts';

const REGISTER_LIMIT = { name: 'affiliate-register', max: 10, windowMs: 10 * 60 * 1000 };

/** /api/affiliates: registration, password recovery, and the signed-in affiliate's own data. */
export function affiliateRoutes(services: Services) {
  const routes = new Hono<AppEnv>();

  routes.post('/register', async (c) => {
    await services.rateLimiter.enforce(REGISTER_LIMIT, clientAddress(c, services));
    const input = await readJson(c, affiliateRegisterSchema);
    return c.json(await registerAffiliate(services, input), 201);
  });

  routes.post('/forgot-password', async (c) => {
    const { email, captchaToken } = await readJson(c, forgotPasswordSchema);
    await requestPasswordReset(services, { email, captchaToken, client: clientAddress(c, services) });
    return c.json({ sent: true });
  });

  // Only ever the caller's own record: the uid comes from the verified token, never the request.
  routes.get('/me', async (c) => {
    const { uid } = principalOf(c);
    const doc = await services.documents.get<AffiliateRecord>(AFFILIATES, uid);
    if (!doc) throw notFound(MESSAGES.affiliateNotFound);
    return c.json(toAffiliateView(doc, await transactionsOf(services, uid)));
  });

  routes.get('/me/transactions', async (c) => {
    const { uid } = principalOf(c);
    if (!(await services.documents.get(AFFILIATES, uid))) throw notFound(MESSAGES.affiliateNotFound);
    return c.json((await transactionsOf(services, uid)).map(forAffiliate));
  });

  return routes;
}
