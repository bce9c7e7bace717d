import {
  accountCloseSchema,
  affiliateRegisterSchema,
  forgotPasswordSchema,
  LIMITS,
  MESSAGES,
  paymentDetailsChangeSchema,
  referralTransactionsCsv,
  transactionExportQuerySchema,
  transactionPageQuerySchema,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf } from '../../platform/auth.ts';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { readJson, readQuery } from '../../platform/request.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { referralActivity } from './clicks.ts';
import { closeAccount } from './closing.ts';
import { exportAccount, ownView } from './data-export.ts';
import { requestPasswordReset } from './password.ts';
import { changePaymentDetails } from './payment-details.ts';
import { payoutsOf } from './payouts.ts';
import { AFFILIATES, type AffiliateRecord, forAffiliate } from './records.ts';
import { registerAffiliate, sendVerification } from './register.ts';
import { transactionPageOf, transactionsOf } from './store.ts';

const REGISTER_LIMIT = { name: 'affiliate-register', max: 10, windowMs: 10 * 60 * 1000 };
const VERIFICATION_LIMIT = {
  name: 'affiliate-verification-mail',
  max: LIMITS.verificationResendMax,
  windowMs: LIMITS.verificationResendWindowMs,
};

/**
 * The caller's own record: the uid comes from the verified token, never the request. A closed
 * account is gone for its owner, even while an ID token issued before it closed is still valid.
 */
async function ownAccount(services: Services, uid: string): Promise<Doc<AffiliateRecord>> {
  const doc = await services.documents.get<AffiliateRecord>(AFFILIATES, uid);
  if (!doc || doc.data.status === 'closed') throw notFound(MESSAGES.affiliateNotFound);
  return doc;
}

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
    return c.json(await ownView(services, await ownAccount(services, uid)));
  });

  // One JSON file of everything the account holds (GDPR's right of access), saved by the browser.
  routes.get('/me/export', async (c) => {
    const doc = await ownAccount(services, principalOf(c).uid);
    const data = await exportAccount(services, doc, await ownView(services, doc));
    c.header('Content-Disposition', `attachment; filename="storysong-affiliate-data-${data.exportedAt.slice(0, 10)}.json"`);
    c.header('Cache-Control', 'private, no-store');
    return c.json(data);
  });

  routes.post('/me/close', async (c) => {
    const { uid } = principalOf(c);
    const input = await readJson(c, accountCloseSchema);
    await ownAccount(services, uid);
    return c.json(await closeAccount(services, uid, input));
  });

  // Auth mails the link only to a signed-in user, so the caller's own ID token asks for it.
  routes.post('/me/verification', async (c) => {
    const { uid, email } = principalOf(c);
    await ownAccount(services, uid);
    if ((await services.identity.get(uid))?.emailVerified) return c.json({ sent: false, emailVerified: true });
    await services.rateLimiter.enforce(VERIFICATION_LIMIT, uid);
    const idToken = (c.req.header('authorization') ?? '').slice('Bearer '.length).trim();
    if (!(await sendVerification(services, { email, idToken }))) throw new HttpError(502, 'internal', MESSAGES.genericError);
    return c.json({ sent: true, emailVerified: false });
  });

  routes.get('/me/clicks', async (c) => {
    const { uid } = principalOf(c);
    await ownAccount(services, uid);
    return c.json(await referralActivity(services, uid));
  });

  routes.get('/me/payouts', async (c) => {
    const { uid } = principalOf(c);
    return c.json(await payoutsOf(services, await ownAccount(services, uid)));
  });

  routes.get('/me/transactions', async (c) => {
    const { uid } = principalOf(c);
    await ownAccount(services, uid);
    return c.json((await transactionsOf(services, uid)).map(forAffiliate));
  });

  routes.get('/me/transactions/page', async (c) => {
    const { uid } = principalOf(c);
    const query = readQuery(c, transactionPageQuerySchema);
    await ownAccount(services, uid);
    return c.json(await transactionPageOf(services, uid, query));
  });

  // A file to save, so plain CSV with a name rather than JSON; the byte-order mark tells Excel it is UTF-8.
  routes.get('/me/transactions/export', async (c) => {
    const { uid } = principalOf(c);
    const { status } = readQuery(c, transactionExportQuerySchema);
    await ownAccount(services, uid);
    const transactions = (await transactionsOf(services, uid, status)).map(forAffiliate);
    const day = new Date(services.clock.now()).toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="commissions-${status ?? 'all'}-${day}.csv"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(`\uFEFF${referralTransactionsCsv(transactions)}`);
  });

  routes.put('/me/payment-details', async (c) => {
    const { uid } = principalOf(c);
    const input = await readJson(c, paymentDetailsChangeSchema);
    return c.json({ paymentDetails: await changePaymentDetails(services, uid, input) });
  });

  return routes;
}
