import { type LyricAnswerRequest, lyricAnswerRefusal, lyricAnswerRequestSchema, MESSAGES } from '@storysong/core';
import { Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { staffNotifiedOfNewOrders } from '../admin/exports.ts';
import { composeMail, dispatchQueued, type QueuedMail, queueMail } from '../mail/exports.ts';
import { answeredDrafts, staffLyricMails } from './lyric-drafts.ts';
import { customersOrder, orderStatusView, STATUS_LIMIT } from './orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';

/** The customer, holding the order's secret link, approves the waiting draft or asks for changes to it. */
async function answerLyrics(services: Services, input: LyricAnswerRequest) {
  const at = new Date(services.clock.now()).toISOString();
  const staff = await staffNotifiedOfNewOrders(services);
  const { id, data, mailIds } = await services.documents.transaction(async (tx) => {
    const order = await customersOrder(tx, services, input);
    const lyricDrafts = order.data.lyricDrafts ?? [];
    const refusal = lyricAnswerRefusal({ productId: order.data.productId, stage: order.data.stage, lyricDrafts }, input);
    if (refusal) throw new HttpError(409, 'conflict', MESSAGES[refusal]);
    const notes = input.kind === 'changes' ? input.notes : null;
    const drafts = answeredDrafts(lyricDrafts, { kind: input.kind, notes, at, automatic: false });
    const patch = { lyricDrafts: drafts, lyricDueAt: null, updatedAt: at };
    tx.update(ORDERS, order.id, patch);
    const updated: OrderRecord = { ...order.data, ...patch };
    const ids: QueuedMail[] = staffLyricMails(updated, staff).map((mail) =>
      queueMail(tx, services, composeMail(services.config, mail)),
    );
    return { id: order.id, data: updated, mailIds: ids };
  });
  dispatchQueued(services, mailIds);
  return { id, data };
}

/** POST /api/orders/lyrics: the customer's answer to the lyric draft that waits. */
export function lyricRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(STATUS_LIMIT, clientAddress(c, services));
    const { id, data } = await answerLyrics(services, await readJson(c, lyricAnswerRequestSchema));
    return c.json(await orderStatusView(services, id, data));
  });
  return routes;
}
