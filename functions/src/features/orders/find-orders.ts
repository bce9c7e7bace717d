import { emailKey, type FindOrderInput, findOrderSchema, MESSAGES, orderPagePath, poundsToPence } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued, type QueuedMail, queueMail, recipientAllows } from '../mail/exports.ts';
import { issueLink } from './order-links.ts';
import { ORDERS, type OrderRecord } from './records.ts';

// A person asks a few times at most; a script walking addresses meets the CAPTCHA and then this.
const FIND_BY_CLIENT = { name: 'order-find', max: 5, windowMs: 10 * 60 * 1000 };
// An address is written to a few times an hour at most, whoever asks; past it the answer is the same.
const FIND_BY_EMAIL = { name: 'order-find-email', max: 3, windowMs: 60 * 60 * 1000 };
/** The newest orders an address is sent links to, one email each. */
export const FOUND_ORDERS_MAILED = 5;

/**
 * Emails each of the address's newest orders' customer a fresh link to it, revoking every earlier
 * one (a link that leaked stops working), each in one transaction with its mail. The orders are
 * matched by the canonical key the first-purchase rule uses, and each mail goes to the address the
 * order was placed with, not the one typed. Each counts against that address's hourly mail cap.
 */
async function mailFreshLinks(services: Services, input: FindOrderInput): Promise<void> {
  const orders = await services.documents.query<OrderRecord>(ORDERS, {
    where: [{ field: 'customerEmailKey', op: '==', value: emailKey(input.email) }],
    limit: 50,
  });
  const newest = orders.sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt)).slice(0, FOUND_ORDERS_MAILED);
  const queued: QueuedMail[] = [];
  for (const { id, data } of newest) {
    if (!(await recipientAllows(services, data.customerEmail))) break;
    const mail = await services.documents.transaction(async (tx) => {
      const order = await tx.get<OrderRecord>(ORDERS, id);
      if (!order) return null;
      const { token, patch } = issueLink(order.data, services.clock.now(), { revokeOthers: true });
      tx.update(ORDERS, id, patch);
      const request = composeMail(services.config, {
        kind: 'orderLinkReminder',
        to: order.data.customerEmail,
        language: order.data.siteLanguage,
        name: order.data.customerName,
        path: orderPagePath({ orderId: id, token }),
        amountPence: poundsToPence(order.data.amountPounds),
        product: { id: order.data.productId, name: order.data.productName },
      });
      return queueMail(tx, services, request);
    });
    if (mail) queued.push(mail);
  }
  dispatchQueued(services, queued);
}

/**
 * POST /api/orders/find: "find my order". The answer is the same whether the address placed orders
 * or not, and whether its hourly allowance is spent, so the form tells no one who has ordered.
 */
export function findOrderRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const client = clientAddress(c, services);
    await services.rateLimiter.enforce(FIND_BY_CLIENT, client);
    const input = await readJson(c, findOrderSchema);
    if (!(await services.captcha.verify(input.captchaToken, client))) {
      throw new HttpError(400, 'validation_failed', MESSAGES.captchaRequired, { captchaToken: MESSAGES.captchaRequired });
    }
    if ((await services.rateLimiter.hit(FIND_BY_EMAIL, emailKey(input.email))).allowed) await mailFreshLinks(services, input);
    return c.json({ sent: true }, 202);
  });
  return routes;
}
