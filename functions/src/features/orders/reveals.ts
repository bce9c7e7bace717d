import {
  FALLBACK_LANGUAGE,
  type OrderLink,
  orderLinkSchema,
  REVEAL_MESSAGES,
  type RevealRequest,
  revealPending,
  revealRequestSchema,
  zonedTimeToUtc,
} from '@storysong/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../../platform/client.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { parse, readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { customersOrder, orderStatusView, STATUS_LIMIT } from './orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';
import type { RevealRecord } from './reveal-records.ts';
import { orderForShareId, SONG_LIMIT } from './songs.ts';

const refused = (key: keyof typeof REVEAL_MESSAGES) => new HttpError(409, 'conflict', REVEAL_MESSAGES[key]);

/**
 * Schedules the reveal, or changes it while its email is not yet queued. Read and written in one
 * transaction with the order, so a change racing the schedule either lands before the email is
 * queued (and the email carries it) or is refused as sent.
 */
async function scheduleReveal(services: Services, input: RevealRequest) {
  const now = isoNow(services.clock);
  return services.documents.transaction(async (tx) => {
    const order = await customersOrder(tx, services, input);
    if (!order.data.song || order.data.stage === 'cancelled') throw refused('revealNotDelivered');
    const current = order.data.reveal ?? null;
    if (current?.mailId) throw refused('revealAlreadySent');
    // The schema has checked that the moment exists and lies ahead.
    const revealAt = zonedTimeToUtc(`${input.date}T${input.time}`, input.timeZone) ?? '';
    const reveal: RevealRecord = {
      recipientEmail: input.recipientEmail,
      message: input.message,
      date: input.date,
      time: input.time,
      timeZone: input.timeZone,
      revealAt,
      language: input.siteLanguage ?? current?.language ?? order.data.siteLanguage ?? FALLBACK_LANGUAGE,
      dueAt: revealAt,
      mailId: null,
      queuedAt: null,
      openedAt: null,
      scheduledAt: current?.scheduledAt ?? now,
      updatedAt: now,
    };
    const patch = { reveal, updatedAt: now };
    tx.update(ORDERS, order.id, patch);
    return { id: order.id, data: { ...order.data, ...patch } };
  });
}

/** Cancels a reveal whose email is not yet queued: the gift page then plays the song at once. */
async function cancelReveal(services: Services, link: OrderLink) {
  const now = isoNow(services.clock);
  return services.documents.transaction(async (tx) => {
    const order = await customersOrder(tx, services, link);
    const current = order.data.reveal ?? null;
    if (!current) throw refused('revealNothingToCancel');
    if (current.mailId) throw refused('revealAlreadySent');
    const patch = { reveal: null, updatedAt: now };
    tx.update(ORDERS, order.id, patch);
    return { id: order.id, data: { ...order.data, ...patch } };
  });
}

/**
 * POST /api/orders/reveal schedules or changes the reveal; POST /api/orders/reveal/cancel cancels it.
 * Only the order's customer can, by the order page's secret link, as for its title and revisions.
 */
export function revealRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(STATUS_LIMIT, clientAddress(c, services));
    const input = await readJson(
      c,
      revealRequestSchema(() => services.clock.now()),
    );
    const { id, data } = await scheduleReveal(services, input);
    return c.json(await orderStatusView(services, id, data));
  });
  routes.post('/cancel', async (c) => {
    await services.rateLimiter.enforce(STATUS_LIMIT, clientAddress(c, services));
    const { id, data } = await cancelReveal(services, await readJson(c, orderLinkSchema));
    return c.json(await orderStatusView(services, id, data));
  });
  return routes;
}

/**
 * POST /api/songs/{shareId}/played: the gift page reports its first play. After a reveal has gone
 * out, the first report is kept as when the recipient opened it; any other is accepted and changes nothing.
 */
export function revealPlayRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/:shareId/played', async (c) => {
    await services.rateLimiter.enforce(SONG_LIMIT, clientAddress(c, services));
    const shareId = parse(z.string().max(128), c.req.param('shareId'));
    const found = await orderForShareId(services, shareId);
    if (!found) throw notFound('This song link is no longer available');
    const now = services.clock.now();
    await services.documents.transaction(async (tx) => {
      const order = await tx.get<OrderRecord>(ORDERS, found.id);
      const reveal = order?.data.reveal;
      if (!order || order.data.shareId !== shareId || !reveal?.mailId || reveal.openedAt || revealPending(reveal, now)) return;
      tx.update(ORDERS, order.id, { reveal: { ...reveal, openedAt: new Date(now).toISOString() } });
    });
    return c.body(null, 204);
  });
  return routes;
}
