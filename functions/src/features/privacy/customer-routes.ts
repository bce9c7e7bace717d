import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays, erasureConfirmPath, erasureConfirmSchema, findProduct, orderLinkSchema, RETENTION } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { composeMail, dispatchQueued, queueMail, recipientAllows } from '../mail/exports.ts';
import {
  erasable,
  eraseOrder,
  keptAnotherYear,
  mailedOrderPath,
  ORDERS,
  type OrderRecord,
  orderArchive,
  orderForToken,
} from '../orders/exports.ts';
import { archiveResponse } from './archive.ts';
import { completeRequests } from './requests.ts';

/** As the order page's other writes: a person downloads or deletes a few times at most. */
const PRIVACY_LIMIT = { name: 'order-privacy', max: 10, windowMs: 10 * 60 * 1000 };

const ERASED = 'The story and files of this order have already been deleted.';
const IN_PRODUCTION = 'Your song is being made from your story: write to us and we will cancel the order first.';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function assertErasable(order: OrderRecord) {
  if (order.erasedAt) throw new HttpError(409, 'conflict', ERASED);
  if (!erasable(order)) throw new HttpError(409, 'conflict', IN_PRODUCTION);
}

/**
 * The customer's rights from their private order page (`/api/orders/privacy`): a zip of everything
 * the order holds, the deletion of its story and files (asked here, confirmed by the link emailed to
 * the order's address, so a forwarded page link alone cannot delete), and keeping them another year.
 */
export function privacyCustomerRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', async (c, next) => {
    await services.rateLimiter.enforce(PRIVACY_LIMIT, clientAddress(c, services));
    await next();
  });

  routes.post('/export', async (c) => {
    const link = await readJson(c, orderLinkSchema);
    const { id, data } = await orderForToken(services, link.order, link.token);
    const files = await orderArchive(services, id, data);
    if (data.customerEmail) await completeRequests(services, data.customerEmail, 'access', { by: null, source: 'customer' });
    return archiveResponse(c, files, `order-${id}.zip`);
  });

  routes.post('/erasure', async (c) => {
    const link = await readJson(c, orderLinkSchema);
    const order = await orderForToken(services, link.order, link.token);
    assertErasable(order.data);
    const confirmation = randomBytes(32).toString('base64url');
    const now = isoNow(services.clock);
    if (!(await recipientAllows(services, order.data.customerEmail))) {
      throw new HttpError(429, 'rate_limited', 'Too many emails to this address. Please try again later.');
    }
    const queued = await services.documents.transaction(async (tx) => {
      const current = await tx.get<OrderRecord>(ORDERS, order.id);
      if (!current) throw new HttpError(404, 'not_found', 'Order not found');
      assertErasable(current.data);
      // The email's own link to the order, as every email has (order-links.ts), with the confirmation in its fragment.
      const mailed = mailedOrderPath(current, services.clock.now());
      const mail = composeMail(services.config, {
        kind: 'erasureConfirm',
        to: current.data.customerEmail,
        language: current.data.siteLanguage,
        name: current.data.customerName,
        path: erasureConfirmPath(mailed.path, confirmation),
        product: findProduct(current.data.productId) ?? { id: current.data.productId, name: current.data.productName },
      });
      tx.update(ORDERS, order.id, {
        ...mailed.patch,
        erasureRequest: { confirmationHash: hashOf(confirmation), expiresAt: addDays(now, RETENTION.erasureLinkHours / 24) },
        updatedAt: now,
      });
      return queueMail(tx, services, mail);
    });
    dispatchQueued(services, [queued]);
    return c.json({ sent: true }, 202);
  });

  routes.post('/erasure/confirm', async (c) => {
    const input = await readJson(c, erasureConfirmSchema);
    const order = await orderForToken(services, input.order, input.token);
    const email = order.data.customerEmail;
    const hash = hashOf(input.confirmation);
    const now = isoNow(services.clock);
    const confirmed = (data: OrderRecord) =>
      !!data.erasureRequest && data.erasureRequest.expiresAt > now && sameHash(data.erasureRequest.confirmationHash, hash);
    if (order.data.erasedAt) throw new HttpError(409, 'conflict', ERASED);
    if (!confirmed(order.data)) {
      throw new HttpError(
        400,
        'bad_request',
        'This confirmation link has expired or was replaced. Ask for a new one from your order page.',
      );
    }
    assertErasable(order.data);
    await eraseOrder(services, order.id, 'customer', (data) => confirmed(data) && erasable(data));
    if (email) await completeRequests(services, email, 'erasure', { by: null, source: 'customer' });
    return c.json({ erasedAt: now });
  });

  routes.post('/keep', async (c) => {
    const link = await readJson(c, orderLinkSchema);
    const order = await orderForToken(services, link.order, link.token);
    if (order.data.erasedAt) throw new HttpError(409, 'conflict', ERASED);
    if (!order.data.song) throw new HttpError(409, 'conflict', 'The song has not been delivered yet');
    const now = isoNow(services.clock);
    const kept = keptAnotherYear(now);
    await services.documents.update(ORDERS, order.id, { ...kept, updatedAt: now });
    return c.json({ deleteAfter: addDays(kept.retentionDueAt, RETENTION.answerDays) });
  });
  return routes;
}
