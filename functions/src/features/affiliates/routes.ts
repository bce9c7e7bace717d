import { affiliateRegisterSchema, forgotPasswordSchema, LIMITS, MESSAGES, type OwnAffiliateView } from '@storysong/core';
import { Hono } from 'hono';
import { principalOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { referralActivity } from './clicks.ts';
import { requestPasswordReset } from './password.ts';
import { payoutsOf } from './payouts.ts';
import { AFFILIATES, type AffiliateRecord, forAffiliate, toAffiliateView } from './records.ts';
import { registerAffiliate, sendVerification } from './register.ts';
import { transactionsOf } from './store.ts';

const REGISTER_LIMIT = { name: 'affiliate-register', max: 10, windowMs: 10 * 60 * 1000 };
const VERIFICATION_LIMIT = {
  name: 'affiliate-verification-mail',
  max: LIMITS.verificationResendMax,
  windowMs: LIMITS.verificationResendWindowMs,
};

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
    const [transactions, user] = await Promise.all([transactionsOf(services, uid), services.identity.get(uid)]);
    const view: OwnAffiliateView = { ...toAffiliateView(doc, transactions), emailVerified: user?.emailVerified === true };
    return c.json(view);
  });

  // Auth mails the link only to a signed-in user, so the caller's own ID token asks for it.
  routes.post('/me/verification', async (c) => {
    const { uid, email } = principalOf(c);
    if (!(await services.documents.get(AFFILIATES, uid))) throw notFound(MESSAGES.affiliateNotFound);
    if ((await services.identity.get(uid))?.emailVerified) return c.json({ sent: false, emailVerified: true });
    await services.rateLimiter.enforce(VERIFICATION_LIMIT, uid);
    const idToken = (c.req.header('authorization') ?? '').slice('Bearer '.length).trim();
    if (!(await sendVerification(services, { email, idToken }))) throw new HttpError(502, 'internal', MESSAGES.genericError);
    return c.json({ sent: true, emailVerified: false });
  });

  routes.get('/me/clicks', async (c) => {
    const { uid } = principalOf(c);
    if (!(await services.documents.get(AFFILIATES, uid))) throw notFound(MESSAGES.affiliateNotFound);
    return c.json(await referralActivity(services, uid));
  });

  routes.get('/me/payouts', async (c) => {
    const { uid } = principalOf(c);
    const doc = await services.documents.get<AffiliateRecord>(AFFILIATES, uid);
    if (!doc) throw notFound(MESSAGES.affiliateNotFound);
    return c.json(await payoutsOf(services, doc));
  });

  routes.get('/me/transactions', async (c) => {
    const { uid } = principalOf(c);
    if (!(await services.documents.get(AFFILIATES, uid))) throw notFound(MESSAGES.affiliateNotFound);
    return c.json((await transactionsOf(services, uid)).map(forAffiliate));
  });

  return routes;
}
