import { emailKey, MESSAGES, type ReferralCheckResult, referralCheckSchema } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readJson } from '../../platform/request.ts';
import type { TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { type ActiveReferral, activeReferral } from '../affiliates/exports.ts';
import { ORDERS, type OrderRecord } from './records.ts';

const CHECK_LIMIT = { name: 'referral-check', max: 20, windowMs: 60_000 };

/** Whether the customer is the referring affiliate, however either email was typed. */
export const isSelfReferral = (referral: Pick<ActiveReferral, 'affiliateEmail'>, customerEmail: string) =>
  emailKey(referral.affiliateEmail) === emailKey(customerEmail);

/**
 * Whether this email already has a paid order (other than `exceptOrderId`): the referral discount
 * and its commission are for a referred customer's first purchase only. Works in a transaction too.
 */
export async function isReturningCustomer(
  reader: Pick<TransactionOps, 'query'>,
  email: string,
  exceptOrderId: string | null = null,
): Promise<boolean> {
  const paid = await reader.query<OrderRecord>(ORDERS, {
    where: [
      { field: 'customerEmailKey', op: '==', value: emailKey(email) },
      { field: 'paymentStatus', op: '==', value: 'paid' },
    ],
    limit: 2,
  });
  return paid.some((order) => order.id !== exceptOrderId);
}

/**
 * POST /api/referrals/check: whether the code gives a discount, never whose code it is;
 * with the customer's email, also whether it is their own code or their first purchase. Rate-limited against guessing.
 */
export function referralRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/check', async (c) => {
    await services.rateLimiter.enforce(CHECK_LIMIT, clientAddress(c, services));
    const { code, email } = await readJson(c, referralCheckSchema);
    const referral = await activeReferral(services, code);
    let result: ReferralCheckResult = { valid: referral !== null };
    if (referral && email && isSelfReferral(referral, email)) {
      result = { valid: false, message: MESSAGES.referralSelf };
    } else if (referral && email && (await isReturningCustomer(services.documents, email))) {
      result = { valid: false, message: MESSAGES.referralFirstPurchase };
    }
    return c.json(result);
  });
  return routes;
}
