import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  adminOrdersQuerySchema,
  canMoveStage,
  expectedDeliveryAt,
  extraFileDeliverySchema,
  extraRefundSchema,
  findProduct,
  id,
  lyricDraftSchema,
  lyricsView,
  MESSAGES,
  type OrderStage,
  openLyricDraft,
  openRevision,
  orderRefundSchema,
  orderStageChangeSchema,
  poundsToPence,
  productionLyricsRefusal,
  promisedDeliveryAt,
  revisionsIncluded,
  songDeliverySchema,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin, requireRecentFactor } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { parse, readJson, readQuery } from '../../platform/request.ts';
import type { Filter } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { voidOrderCommission } from '../affiliates/exports.ts';
import { auditLog } from '../audit/exports.ts';
import { composeMail, dispatchQueued, queueMail } from '../mail/exports.ts';
import {
  deliverExtraFile,
  deliveredSong,
  disputesOf,
  earlierSongs,
  extraFilesOf,
  extrasOf,
  heardWishes,
  mailedOrderPath,
  newShareId,
  ORDERS,
  type OrderRecord,
  paidTips,
  refundExtra,
  refundMissedRush,
  refundOrder,
  refundsOf,
  retentionDueAfterDelivery,
  rushRefunded,
  rushRefusal,
  type SongRecord,
  sendLyricDraft,
  songWishes,
  versionOf,
} from '../orders/exports.ts';
import { assertUploaded, UPLOADS, type UploadRecord } from '../uploads/exports.ts';
import { ADMIN_USERS, type AdminUserRecord } from './records.ts';

/** Text search runs over the newest orders in memory (the store has no substring match); this bounds it. */
const SEARCH_WINDOW = 1000;

export function toOrderSummary(orderId: string, record: OrderRecord): AdminOrderSummary {
  return {
    id: orderId,
    customerName: record.customerName,
    customerEmail: record.customerEmail,
    country: record.country ?? null,
    productName: record.productName,
    amountPounds: record.amountPounds,
    paymentStatus: record.paymentStatus,
    refundedPence: record.refundedPence ?? 0,
    stage: record.stage,
    createdAt: record.createdAt,
    revisionRequested: openRevision(record.revisions ?? []) !== null,
    rush: Boolean(record.rush),
    lyricsWaiting: openLyricDraft(record.lyricDrafts ?? []) !== null,
    dueAt: expectedDeliveryAt({ ...record, revisions: record.revisions ?? [] }),
    occasion: record.occasion ?? null,
    ...songWishes(record),
  };
}

function termsConsent({ consent }: OrderRecord): AdminOrderDetail['consent'] {
  return consent?.termsVersion && consent.acceptedAt && consent.ageConfirmed
    ? { termsVersion: consent.termsVersion, acceptedAt: consent.acceptedAt }
    : null;
}

async function toOrderDetail(services: Services, orderId: string, record: OrderRecord): Promise<AdminOrderDetail> {
  const { profilePicture, voiceNote } = record;
  const assignee = record.assigneeUid ? await services.documents.get<AdminUserRecord>(ADMIN_USERS, record.assigneeUid) : null;
  return {
    ...toOrderSummary(orderId, record),
    names: (await heardWishes(services, record)).names,
    story: record.story,
    emotion: record.emotion,
    genre: record.genre,
    language: record.language,
    relationship: record.relationship,
    productId: record.productId,
    listPricePounds: record.listPricePounds,
    isDiscounted: record.isDiscounted,
    referralCode: record.referralCode,
    paidAt: record.paidAt,
    updatedAt: record.updatedAt,
    photoUrl: profilePicture ? await services.files.signDownload('profile-pictures', profilePicture) : null,
    voiceNoteUrl: voiceNote ? await services.files.signDownload('voice-notes', voiceNote) : null,
    refunds: refundsOf(record),
    song: await deliveredSong(services, record),
    earlierSongs: await earlierSongs(services, record),
    revisions: record.revisions ?? [],
    revisionsIncluded: revisionsIncluded(record.productId),
    lyrics: lyricsView(record.productId, record.lyricDrafts),
    disputes: disputesOf(record).map((dispute) => ({
      id: dispute.providerDisputeId,
      status: dispute.status,
      amountPence: dispute.amountPence,
      openedAt: dispute.openedAt,
      closedAt: dispute.closedAt,
    })),
    promisedAt: promisedDeliveryAt(record),
    rushPricePounds: record.rush?.pricePounds ?? null,
    rushRefundable: rushRefusal(orderId, record, services.clock.now()) === null,
    rushRefunded: rushRefunded(orderId, record),
    extras: extrasOf(orderId, record),
    extraFiles: await extraFilesOf(services, record),
    videoPhotoUrls: await Promise.all(
      (record.videoPhotos ?? []).map((photo) => services.files.signDownload('profile-pictures', photo)),
    ),
    assignee: assignee ? { uid: assignee.id, email: assignee.data.email, displayName: assignee.data.displayName } : null,
    consent: termsConsent(record),
    tips: await paidTips(services, orderId),
  };
}

export async function listOrders(services: Services, filters: AdminOrdersQuery): Promise<AdminOrderSummary[]> {
  const where: Filter[] = [];
  if (filters.stage) where.push({ field: 'stage', op: '==', value: filters.stage });
  if (filters.payment) where.push({ field: 'paymentStatus', op: '==', value: filters.payment });
  const docs = await services.documents.query<OrderRecord>(ORDERS, {
    where,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: SEARCH_WINDOW,
  });
  const needle = filters.q?.toLowerCase() ?? '';
  return docs
    .filter((d) => !needle || `${d.data.customerName}\n${d.data.customerEmail}`.toLowerCase().includes(needle))
    .map((d) => toOrderSummary(d.id, d.data));
}

/** /api/admin/orders: the customer stories staff fulfil. */
export function adminOrderRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const audit = auditLog(services);
  routes.use('*', requireAdmin);

  routes.get('/', async (c) => c.json(await listOrders(services, readQuery(c, adminOrdersQuerySchema))));

  routes.get('/:id', async (c) => {
    const order = await services.documents.get<OrderRecord>(ORDERS, parse(id, c.req.param('id')));
    if (!order) throw notFound('Order not found');
    // The detail carries the customer's story and signed links to their voice note, photo and names' recordings: a read of them.
    await audit(c, { action: 'order.read', target: { kind: 'order', id: order.id } });
    return c.json(await toOrderDetail(services, order.id, order.data));
  });

  // Cancelling an order voids its commission in the same transaction that moves the stage, then
  // closes its checkout sessions, so it can no longer be paid (one paid all the same is refunded).
  routes.patch('/:id', async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const { stage } = await readJson(c, orderStageChangeSchema);
    const now = isoNow(services.clock);
    const updated = await services.documents.transaction(async (tx) => {
      const order = await tx.get<OrderRecord>(ORDERS, orderId);
      if (!order) throw notFound('Order not found');
      assertCanMove(order.data, stage);
      if (stage === 'delivered') throw new HttpError(409, 'conflict', MESSAGES.deliverWithSong);
      const lyricsRefusal = stage === 'in_production' ? productionLyricsRefusal(order.data.lyricDrafts ?? []) : null;
      if (lyricsRefusal) throw new HttpError(409, 'conflict', MESSAGES[lyricsRefusal]);
      const voidCommission = stage === 'cancelled' ? await voidOrderCommission(tx, orderId, now) : null;
      const patch = { stage, updatedAt: now, ...(stage === 'in_production' && { inProductionAt: now }) };
      tx.update(ORDERS, orderId, patch);
      voidCommission?.({ decidedBy: principalOf(c).uid });
      return { ...order.data, ...patch };
    });
    if (stage === 'cancelled') await closeCheckouts(services, orderId, updated);
    await audit(c, {
      action: stage === 'cancelled' ? 'order.cancel' : 'order.stage',
      target: { kind: 'order', id: orderId },
      detail: stage,
    });
    return c.json(await toOrderDetail(services, orderId, updated));
  });

  routes.post('/:id/refunds', requireRecentFactor, async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const input = await readJson(c, orderRefundSchema);
    const { uid, email } = principalOf(c);
    await refundOrder(services, orderId, input, { uid, email });
    await audit(c, {
      action: 'order.refund',
      target: { kind: 'order', id: orderId },
      detail: `${(input.amount / 100).toFixed(2)} GBP; ${input.reason}`,
    });
    const order = await services.documents.get<OrderRecord>(ORDERS, orderId);
    if (!order) throw notFound('Order not found');
    return c.json(await toOrderDetail(services, orderId, order.data), 201);
  });

  // An extra is refunded on its own, at what its line was charged, once per order.
  routes.post('/:id/extra-refund', requireRecentFactor, async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const { extra } = await readJson(c, extraRefundSchema);
    const { uid, email } = principalOf(c);
    await refundExtra(services, orderId, extra, { uid, email });
    await audit(c, { action: 'order.extra_refund', target: { kind: 'order', id: orderId }, detail: extra });
    const order = await services.documents.get<OrderRecord>(ORDERS, orderId);
    if (!order) throw notFound('Order not found');
    return c.json(await toOrderDetail(services, orderId, order.data), 201);
  });

  // The lyric video or the instrumental, each a file of its own, for an order that bought it and has its song.
  routes.post('/:id/extra-files', async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const input = await readJson(c, extraFileDeliverySchema);
    const updated = await deliverExtraFile(services, orderId, input);
    await audit(c, { action: 'order.deliver', target: { kind: 'order', id: orderId }, detail: `extra ${input.extra}` });
    return c.json(await toOrderDetail(services, orderId, updated));
  });

  // A missed rush date: the rush line is refunded on its own, at its price, once per order.
  routes.post('/:id/rush-refund', requireRecentFactor, async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const { uid, email } = principalOf(c);
    await refundMissedRush(services, orderId, { uid, email });
    await audit(c, { action: 'order.rush_refund', target: { kind: 'order', id: orderId } });
    const order = await services.documents.get<OrderRecord>(ORDERS, orderId);
    if (!order) throw notFound('Order not found');
    return c.json(await toOrderDetail(services, orderId, order.data), 201);
  });

  // A lyric draft for the customer's approval: recording waits until they approve one.
  routes.post('/:id/lyrics', async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const { text } = await readJson(c, lyricDraftSchema);
    const updated = await sendLyricDraft(services, orderId, text, principalOf(c).uid);
    await audit(c, {
      action: 'order.lyrics',
      target: { kind: 'order', id: orderId },
      detail: `draft ${updated.lyricDrafts?.length ?? 0}`,
    });
    return c.json(await toOrderDetail(services, orderId, updated), 201);
  });

  // Delivering attaches the song, opens its gift page and tells the customer, in one transaction. A
  // delivery after a revision is the song's next version: the earlier ones and the gift link stay.
  routes.post('/:id/delivery', async (c) => {
    const orderId = parse(id, c.req.param('id'));
    const input = await readJson(c, songDeliverySchema);
    await assertUploaded(services, 'songs', input.songFile);
    const now = services.clock.now();
    const deliveredAt = new Date(now).toISOString();
    const { updated, mailId } = await services.documents.transaction(async (tx) => {
      const order = await tx.get<OrderRecord>(ORDERS, orderId);
      if (!order) throw notFound('Order not found');
      assertCanMove(order.data, 'delivered');
      const upload = await tx.get<UploadRecord>(UPLOADS, input.songFile);
      if (!upload || upload.data.claimedBy) {
        throw new HttpError(400, 'validation_failed', 'The uploaded file could not be found. Please upload it again.');
      }
      const previous = order.data.song ?? null;
      const song: SongRecord = {
        version: previous ? versionOf(previous) + 1 : 1,
        file: input.songFile,
        lyrics: input.lyrics,
        deliveredAt,
        ...(input.durationSeconds !== undefined && { durationSeconds: input.durationSeconds }),
      };
      const link = mailedOrderPath(order, now);
      const patch = {
        ...link.patch,
        stage: 'delivered' as const,
        song,
        ...(previous && { earlierSongs: [...(order.data.earlierSongs ?? []), previous] }),
        ...(order.data.revisions && {
          revisions: order.data.revisions.map((r) => (r.deliveredAt === null ? { ...r, deliveredAt } : r)),
        }),
        shareId: order.data.shareId ?? newShareId(),
        // The story and files are kept for a year from this delivery (docs/privacy.md).
        ...retentionDueAfterDelivery(deliveredAt),
        updatedAt: deliveredAt,
      };
      const product = findProduct(order.data.productId);
      const mail = composeMail(services.config, {
        kind: previous ? 'revisionDelivered' : 'songDelivered',
        to: order.data.customerEmail,
        language: order.data.siteLanguage,
        name: order.data.customerName,
        path: link.path,
        amountPence: poundsToPence(order.data.amountPounds),
        product: product ?? { id: order.data.productId, name: order.data.productName },
        values: { version: String(song.version), ...(order.data.songTitle && { title: order.data.songTitle }) },
      });
      tx.update(UPLOADS, input.songFile, { claimedBy: orderId });
      tx.update(ORDERS, orderId, patch);
      return { updated: { ...order.data, ...patch }, mailId: queueMail(tx, services, mail) };
    });
    dispatchQueued(services, [mailId]);
    await audit(c, {
      action: 'order.deliver',
      target: { kind: 'order', id: orderId },
      detail: `version ${updated.song?.version}`,
    });
    return c.json(await toOrderDetail(services, orderId, updated));
  });
  return routes;
}

/**
 * Expires every checkout session of a cancelled order that may still be open. A provider that
 * cannot be reached leaves one open: a payment in it is refunded automatically when it arrives.
 */
async function closeCheckouts(services: Services, orderId: string, order: OrderRecord): Promise<void> {
  const sessions = order.checkoutSessions ?? (order.checkoutSessionId ? [order.checkoutSessionId] : []);
  for (const sessionId of sessions) {
    try {
      await services.payments.expireCheckout(sessionId);
    } catch (error) {
      services.log.error('checkout_expire_failed', { orderId, sessionId, message: (error as Error).message });
    }
  }
}

/** Only a paid order moves forward, and only along the stages; cancelling stays possible until delivery. */
function assertCanMove(order: OrderRecord, stage: OrderStage): void {
  if (!canMoveStage(order.stage, stage)) {
    throw new HttpError(409, 'conflict', `An order at stage ${order.stage} cannot move to ${stage}`);
  }
  if (stage !== 'cancelled' && order.paymentStatus !== 'paid') throw new HttpError(409, 'conflict', MESSAGES.orderNotPaid);
}
