import { randomBytes } from 'node:crypto';
import {
  type BucketName,
  calendarDateIn,
  emailKey,
  expectedDeliveryAt,
  findProduct,
  includedExtras,
  isPayable,
  isTimeZone,
  lyricsView,
  MESSAGES,
  type OrderCreated,
  type OrderCreateFields,
  type OrderLink,
  type OrderStatusView,
  orderCreateSchemaAt,
  orderLinkSchema,
  orderPagePath,
  orderPrice,
  poundsToPence,
  promisedDeliveryAt,
  revisionsIncluded,
  revisionsLeft,
  type ShareLinkResult,
  SITE_TIME_ZONE,
  songTitleRequestSchema,
  TERMS,
} from '@storysong/core';
import { type Context, Hono } from 'hono';
import { clientAddress } from '../../platform/client.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { readJson } from '../../platform/request.ts';
import { isDocumentId, type TransactionOps } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { activeReferral } from '../affiliates/exports.ts';
import { composeMail, dispatchQueued, queueMail, recipientAllows } from '../mail/exports.ts';
import { assertUploaded, UPLOADS, type UploadRecord } from '../uploads/exports.ts';
import { orderPrivacyView } from './erasure.ts';
import { extraFilesOf } from './extra-files.ts';
import { issueLink, linkOpens } from './order-links.ts';
import { ORDERS, type OrderRecord } from './records.ts';
import { isReturningCustomer, isSelfReferral } from './referrals.ts';
import { revealView } from './reveal-view.ts';
import { heardWishes, nameRecordings, storedWishes } from './song-wishes.ts';
import { deliveredSong, earlierSongs, newShareId } from './songs.ts';
import { customerTips } from './tip-records.ts';

// Generous enough for households and offices behind one address; tight enough to stop floods.
const CREATE_LIMIT = { name: 'order-create', max: 30, windowMs: 10 * 60 * 1000 };
export const STATUS_LIMIT = { name: 'order-status', max: 60, windowMs: 60_000 };

/** The order behind a customer's secret link, or 404 for an unknown id and a wrong, expired or revoked link alike. */
export async function orderForToken(services: Services, orderId: string, token: string) {
  const order = isDocumentId(orderId) ? await services.documents.get<OrderRecord>(ORDERS, orderId) : null;
  if (!order || !linkOpens(order.data, token, services.clock.now())) throw notFound('Order not found');
  return order;
}

/** The same, read in the transaction that changes the order. */
export async function customersOrder(tx: TransactionOps, services: Services, link: OrderLink) {
  const order = await tx.get<OrderRecord>(ORDERS, link.order);
  if (!order || !linkOpens(order.data, link.token, services.clock.now())) throw notFound('Order not found');
  return order;
}

/** The order as its customer sees it on their private page. */
export async function orderStatusView(services: Services, orderId: string, data: OrderRecord): Promise<OrderStatusView> {
  const revisions = data.revisions ?? [];
  return {
    orderId,
    productId: data.productId,
    productName: data.productName,
    amountPounds: data.amountPounds,
    paymentStatus: data.paymentStatus,
    paymentConfirming: await paymentConfirming(services, data),
    refundedPence: data.refundedPence ?? 0,
    stage: data.stage,
    createdAt: data.createdAt,
    paidAt: data.paidAt,
    inProductionAt: data.inProductionAt ?? null,
    song: await deliveredSong(services, data),
    earlierSongs: await earlierSongs(services, data),
    extraFiles: await extraFilesOf(services, data),
    revisions,
    revisionsIncluded: revisionsIncluded(data.productId),
    revisionsLeft: revisionsLeft(data.productId, revisions),
    lyrics: lyricsView(data.productId, data.lyricDrafts),
    expectedDeliveryAt: expectedDeliveryAt({ ...data, revisions }),
    promisedAt: promisedDeliveryAt(data),
    rush: data.rush ?? null,
    extras: data.extras ?? [],
    occasion: data.occasion ?? null,
    timeZone: data.timeZone ?? null,
    songTitle: data.songTitle ?? null,
    shareId: data.song ? (data.shareId ?? null) : null,
    reveal: await revealView(services, data.reveal),
    tips: await customerTips(services, orderId),
    privacy: orderPrivacyView(data),
    brief: {
      ...(await heardWishes(services, data)),
      story: data.story,
      emotion: data.emotion,
      genre: data.genre,
      language: data.language,
      relationship: data.relationship,
      photoUrl: data.profilePicture ? await services.files.signDownload('profile-pictures', data.profilePicture) : null,
      voiceNoteUrl: data.voiceNote ? await services.files.signDownload('voice-notes', data.voiceNote) : null,
    },
  };
}

/**
 * Whether the order's checkout is paid while the order is not yet: its payment event is on its way.
 * Asked of the provider only for an order that could still be paid, and answered no when the provider
 * cannot say, so the page then offers Pay now, whose checkout asks again.
 */
async function paymentConfirming(services: Services, data: OrderRecord): Promise<boolean> {
  if (!isPayable(data) || !data.checkoutSessionId) return false;
  try {
    return (await services.payments.checkoutState(data.checkoutSessionId)) === 'paid';
  } catch (error) {
    services.log.warn('checkout_state_unavailable', { message: (error as Error).message });
    return false;
  }
}

const uploadMissing = () =>
  new HttpError(400, 'validation_failed', 'The uploaded file could not be found. Please upload it again.');

/**
 * The files an order attaches, each checked against the bucket it must have been uploaded to: the
 * photo, the voice note and the names' recordings (voice-notes uploads too), and the lyric video's
 * photos. One upload named twice is refused as a missing one would be: an order claims each file once.
 */
function attachments(input: OrderCreateFields): { bucket: BucketName; name: string }[] {
  const files: { bucket: BucketName; name: string }[] = [];
  if (input.profilePicture) files.push({ bucket: 'profile-pictures', name: input.profilePicture });
  if (input.hasVoiceNote && input.voiceNote) files.push({ bucket: 'voice-notes', name: input.voiceNote });
  for (const recording of nameRecordings(storedWishes(input))) files.push({ bucket: 'voice-notes', name: recording });
  for (const name of input.videoPhotos ?? []) files.push({ bucket: 'profile-pictures', name });
  if (new Set(files.map((file) => file.name)).size < files.length) throw uploadMissing();
  return files;
}

async function createOrder(services: Services, input: OrderCreateFields): Promise<OrderCreated> {
  const product = findProduct(input.productId);
  if (!product) throw new HttpError(400, 'validation_failed', MESSAGES.productUnknown, { productId: MESSAGES.productUnknown });
  if (input.rush && !product.rush) {
    throw new HttpError(400, 'validation_failed', MESSAGES.rushUnavailable, { rush: MESSAGES.rushUnavailable });
  }
  const offered = input.referralCode ? await activeReferral(services, input.referralCode) : null;
  if (input.referralCode && !offered) {
    throw new HttpError(400, 'validation_failed', MESSAGES.referralInvalid, { referralCode: MESSAGES.referralInvalid });
  }
  // An affiliate ordering with their own code, or a returning customer, still orders, at list
  // price and booking no commission, and is told why.
  const self = offered !== null && isSelfReferral(offered, input.email);
  const returning = offered !== null && !self && (await isReturningCustomer(services.documents, input.email));
  const referral = self || returning ? null : offered;
  const files = attachments(input);
  for (const file of files) await assertUploaded(services, file.bucket, file.name);

  const orderId = randomBytes(15).toString('base64url');
  const now = new Date(services.clock.now()).toISOString();
  // The server prices every line: the suite (discounted or not), rush and the extras, never discounted
  // (decision 024). What the suite includes is kept with the order too, at 0, so its pages say so.
  const extras = [...includedExtras(product), ...(input.extras ?? [])];
  const price = orderPrice(product, { discounted: referral !== null, rush: input.rush === true, extras });
  const amountPounds = price.totalPounds;
  const rush = price.rushPounds > 0 && product.rush ? { ...product.rush } : null;
  const occasion =
    input.occasion || input.occasionDate ? { kind: input.occasion ?? null, date: input.occasionDate ?? null } : null;
  const order: OrderRecord = {
    customerName: input.fullName,
    customerEmail: input.email,
    customerEmailKey: emailKey(input.email),
    country: input.country,
    story: input.story,
    emotion: input.emotion,
    genre: input.genre,
    language: input.language,
    relationship: input.relationship,
    ...(input.siteLanguage && { siteLanguage: input.siteLanguage }),
    productId: product.id,
    productName: product.name,
    listPricePounds: product.pricePounds,
    amountPounds,
    isDiscounted: referral !== null,
    referralCode: referral?.code ?? null,
    affiliateId: referral?.affiliateId ?? null,
    profilePicture: input.profilePicture ?? null,
    // The schema has refused a story without both ticks: what was agreed to is kept with the order.
    consent: {
      termsVersion: TERMS.version,
      ageConfirmed: input.ageConfirmed,
      acceptedAt: now,
      photoAsPreview: input.photoAsPreview === true && input.profilePicture !== undefined,
    },
    voiceNote: (input.hasVoiceNote && input.voiceNote) || null,
    ...storedWishes(input),
    paymentStatus: 'awaiting_payment',
    stage: 'received',
    checkoutSessionId: null,
    createdAt: now,
    updatedAt: now,
    paidAt: null,
    occasion,
    ...(input.timeZone && { timeZone: input.timeZone }),
    rush,
    ...(price.extras.length > 0 && { extras: price.extras }),
    ...(input.videoPhotos?.length && { videoPhotos: [...new Set(input.videoPhotos)] }),
  };
  const { token, patch: link } = issueLink(order, services.clock.now());
  Object.assign(order, link);
  const received = composeMail(services.config, {
    kind: 'orderReceived',
    to: order.customerEmail,
    language: order.siteLanguage,
    name: order.customerName,
    path: orderPagePath({ orderId, token }),
    amountPence: poundsToPence(amountPounds),
    product,
    unpaid: true,
    ...(order.extras && { extras: order.extras }),
  });
  // The form takes any address: past the hourly limit for it, the order stands but mails no one.
  const mailing = await recipientAllows(services, order.customerEmail);
  // Claiming inside the transaction means two orders racing for one upload cannot both get it.
  const mailId = await services.documents.transaction(async (tx) => {
    for (const file of files) {
      const record = await tx.get<UploadRecord>(UPLOADS, file.name);
      if (!record || record.data.claimedBy) throw uploadMissing();
    }
    for (const file of files) tx.update(UPLOADS, file.name, { claimedBy: orderId });
    tx.create(ORDERS, orderId, order);
    return mailing ? queueMail(tx, services, received) : null;
  });
  if (mailId) dispatchQueued(services, [mailId]);
  return {
    orderId,
    token,
    productId: product.id,
    productName: product.name,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    amountPounds,
    listPricePounds: product.pricePounds,
    isDiscounted: order.isDiscounted,
    discountCode: order.referralCode,
    referralMessage: self ? MESSAGES.referralSelf : returning ? MESSAGES.referralFirstPurchase : null,
    suitePounds: price.suitePounds,
    rush,
    extras: price.extras,
  };
}

/**
 * An order's body, read with the schema the wizard uses. The occasion's date is judged from today
 * where the customer is: the zone the order names (the browser's), else the business's own.
 */
async function readOrder(c: Context<AppEnv>, services: Services): Promise<OrderCreateFields> {
  const body: unknown = await c.req.json().catch(() => null);
  const named = body && typeof body === 'object' ? (body as { timeZone?: unknown }).timeZone : undefined;
  const timeZone = typeof named === 'string' && isTimeZone(named) ? named : SITE_TIME_ZONE;
  return readJson(c, orderCreateSchemaAt(calendarDateIn(services.clock.now(), timeZone)));
}

/**
 * POST /api/orders creates an order at the server's own price; POST /api/orders/status reads it by
 * its secret link, sent in the body like every order route's, never in an address a log would keep.
 */
export function orderRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    await services.rateLimiter.enforce(CREATE_LIMIT, clientAddress(c, services));
    return c.json(await createOrder(services, await readOrder(c, services)), 201);
  });
  routes.post('/status', async (c) => {
    await services.rateLimiter.enforce(STATUS_LIMIT, clientAddress(c, services));
    const link = await readJson(c, orderLinkSchema);
    const { id, data } = await orderForToken(services, link.order, link.token);
    const view = await orderStatusView(services, id, data);
    c.header('Cache-Control', 'private, no-store');
    return c.json(view);
  });
  // A new gift-page id replaces the old one, so a link shared too widely stops working.
  routes.post('/share', async (c) => {
    await services.rateLimiter.enforce(STATUS_LIMIT, clientAddress(c, services));
    const link = await readJson(c, orderLinkSchema);
    const order = await orderForToken(services, link.order, link.token);
    if (!order.data.song) throw new HttpError(409, 'conflict', 'The song has not been delivered yet');
    const result: ShareLinkResult = { shareId: newShareId() };
    await services.documents.update(ORDERS, order.id, { shareId: result.shareId, updatedAt: isoNow(services.clock) });
    return c.json(result);
  });
  // The title the gift page and its link previews show; the customer may change it at any time.
  routes.post('/title', async (c) => {
    await services.rateLimiter.enforce(STATUS_LIMIT, clientAddress(c, services));
    const input = await readJson(c, songTitleRequestSchema);
    const order = await orderForToken(services, input.order, input.token);
    const changes = { songTitle: input.title, updatedAt: isoNow(services.clock) };
    await services.documents.update(ORDERS, order.id, changes);
    return c.json(await orderStatusView(services, order.id, { ...order.data, ...changes }));
  });
  return routes;
}
