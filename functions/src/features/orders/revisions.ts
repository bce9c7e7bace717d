import {
  MESSAGES,
  type OrderLink,
  type OrderRevision,
  type RevisionNotesInput,
  revisionRefusal,
  revisionRequestSchema,
  revisionsLeft,
} from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { type StaffRecipient, staffNotifiedOfNewOrders } from '../admin/exports.ts';
import { composeMail, dispatchQueued, type MailRequest, type QueuedMail, queueMail } from '../mail/exports.ts';
import { mailedOrderPath } from './order-links.ts';
import { customersOrder, orderStatusView, STATUS_LIMIT } from './orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/**
 * Sends a delivered order back to production with the customer's notes. The allowance is read and
 * the request written in one transaction, so requests at once cannot take more than the suite includes.
 */
async function requestRevision(services: Services, input: OrderLink & RevisionNotesInput) {
  const now = new Date(services.clock.now()).toISOString();
  const staff = await staffNotifiedOfNewOrders(services);
  const { id, data, mailIds } = await services.documents.transaction(async (tx) => {
    const order = await customersOrder(tx, services, input);
    const revisions = order.data.revisions ?? [];
    const { productId, stage, erasedAt } = order.data;
    const refusal = revisionRefusal({ productId, stage, revisions, erasedAt });
    if (refusal) throw new HttpError(409, 'conflict', MESSAGES[refusal]);

    const revision: OrderRevision = { notes: input.notes, requestedAt: now, deliveredAt: null };
    const link = mailedOrderPath(order, services.clock.now());
    const patch = { stage: 'in_production' as const, revisions: [...revisions, revision], updatedAt: now, ...link.patch };
    tx.update(ORDERS, order.id, patch);
    const updated: OrderRecord = { ...order.data, ...patch };
    const ids: QueuedMail[] = [];
    for (const mail of revisionMails(link.path, updated, staff)) {
      ids.push(queueMail(tx, services, composeMail(services.config, mail)));
    }
    return { id: order.id, data: updated, mailIds: ids };
  });
  dispatchQueued(services, mailIds);
  return { id, data };
}

/** The customer hears their request arrived, in their language; staff who want new-story emails hear of it too. */
function revisionMails(orderPath: string, order: OrderRecord, staff: readonly StaffRecipient[]): MailRequest[] {
  const revisions = order.revisions ?? [];
  const product = { id: order.productId, name: order.productName };
  const number = String(revisions.length);
  const customer: MailRequest = {
    kind: 'revisionReceived',
    to: order.customerEmail,
    language: order.siteLanguage,
    name: order.customerName,
    path: orderPath,
    product,
    values: { left: String(revisionsLeft(order.productId, revisions)) },
  };
  return [
    customer,
    ...staff.map(
      (member): MailRequest => ({
        kind: 'revisionRequested',
        to: member.email,
        name: member.displayName || member.email,
        path: '/admin/stories',
        product,
        values: {
          customer: order.customerName,
          email: order.customerEmail,
          number,
          notes: revisions.at(-1)?.notes ?? '',
        },
      }),
    ),
  ];
}

/** POST /api/orders/revisions: the customer, holding the order's secret link, asks for a revision. */
export function revisionRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(STATUS_LIMIT, clientAddress(c, services));
    const { id, data } = await requestRevision(services, await readJson(c, revisionRequestSchema));
    return c.json(await orderStatusView(services, id, data), 201);
  });
  return routes;
}
