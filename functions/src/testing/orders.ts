import {
  type AdminOrderDetail,
  type CheckoutResponse,
  CURRENCY,
  type OrderCreated,
  type OrderStatusView,
  type UploadTicket,
} from '@storysong/core';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { AFFILIATES, REFERRAL_CODES, sealPaymentDetails } from '../features/affiliates/exports.ts';
import { MAIL_OUTBOX, type MailRecord } from '../features/mail/records.ts';
import { EmbeddedPaymentGateway, LOCAL_SIGNATURE_HEADER } from '../ports/payments/embedded.ts';
import type { PaymentEvent } from '../ports/payments/port.ts';
import type { TestApi } from './harness.ts';

/** A complete, valid story as the wizard sends it. */
export const STORY = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  country: 'United Kingdom',
  language: 'en',
  emotion: 'Joy',
  genre: 'Afrobeats',
  story: 'We met at the harbour on a windy morning and have laughed about it every single day since then, for ten years.',
  hasVoiceNote: false,
  relationship: 'Wife',
  acceptTerms: true,
  ageConfirmed: true,
} as const;

/** The affiliate's Auth user, with the uid `id`, whose email is verified or not. */
async function authUserFor(api: TestApi, id: string, emailVerified: boolean) {
  const { projectId } = api.services.config;
  const app = getApps().find((a) => a.name === 'orders-testing') ?? initializeApp({ projectId }, 'orders-testing');
  const auth = getAuth(app);
  // The emulator is shared by every test file (and run) of a session: the uid may exist already.
  await auth.createUser({ uid: id, emailVerified }).catch(() => auth.updateUser(id, { emailVerified }));
}

/** Writes an affiliate and its code straight into the store, as the affiliates feature would. */
export async function seedAffiliate(
  api: TestApi,
  id: string,
  code: string,
  status: 'active' | 'suspended' = 'active',
  commissionRate = 10,
  emailVerified = true,
) {
  await authUserFor(api, id, emailVerified);
  await api.services.documents.create(AFFILIATES, id, {
    fullName: `Affiliate ${id}`,
    email: `${id}@example.com`,
    referralCode: code,
    status,
    commissionRate,
    earningsTotalPence: 0,
    ...sealPaymentDetails(api.services.config, id, { method: 'paypal', paypalEmail: `${id}.payouts@example.com` }),
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await api.services.documents.create(REFERRAL_CODES, code, { affiliateId: id });
}

export async function placeOrder(api: TestApi, extra: Record<string, unknown> = {}) {
  return api.json<OrderCreated>('POST', '/api/orders', { body: { ...STORY, productId: 'basic-song', ...extra } });
}

/** The order's page as its customer's link reads it (the link's token in the body). */
export function orderStatus(api: TestApi, link: Pick<OrderCreated, 'orderId' | 'token'>) {
  return api.json<OrderStatusView>('POST', '/api/orders/status', { body: { order: link.orderId, token: link.token } });
}

/** The order page's link an email's text carries (`/orders/{id}#token=…`), or null without one. */
export function orderLinkIn(text: string | undefined): Pick<OrderCreated, 'orderId' | 'token'> | null {
  const found = /\/orders\/([A-Za-z0-9_-]+)#token=([A-Za-z0-9_-]+)/.exec(text ?? '');
  return found?.[1] && found[2] ? { orderId: found[1], token: found[2] } : null;
}

/** An order placed and paid through the embedded checkout page, as a customer pays it. */
export async function paidOrder(api: TestApi, extra: Record<string, unknown> = {}): Promise<OrderCreated> {
  const { body: order } = await placeOrder(api, extra);
  const checkout = await api.json<CheckoutResponse>('POST', '/api/checkout', {
    body: { orderId: order.orderId, token: order.token },
  });
  const pay = await api.request('POST', `${new URL(checkout.body.invoiceUrl ?? '').pathname}/pay`);
  if (pay.status !== 303) throw new Error(`paying ${order.orderId} answered ${pay.status}`);
  return order;
}

/** Delivers an event to the webhook signed by the embedded gateway, exactly as its checkout page does. */
export function deliver(api: TestApi, event: PaymentEvent, signature?: string) {
  const gateway = api.services.payments;
  if (!(gateway instanceof EmbeddedPaymentGateway)) throw new Error('expected the embedded gateway');
  const raw = JSON.stringify(event);
  return api.request('POST', '/api/payments/webhook', {
    body: raw,
    headers: { [LOCAL_SIGNATURE_HEADER]: signature ?? gateway.sign(raw) },
  });
}

/** Pays an order as the embedded checkout does: its signed `paid` event for the full amount. */
export async function payOrder(api: TestApi, order: Pick<OrderCreated, 'orderId' | 'amountPounds'>) {
  const event = {
    id: `evt_${order.orderId}`,
    type: 'paid' as const,
    orderId: order.orderId,
    amountPence: order.amountPounds * 100,
    currency: CURRENCY,
  };
  const response = await deliver(api, event);
  if (response.status !== 200) throw new Error(`payment event answered ${response.status}`);
}

/** Uploads a finished song to the private songs bucket as staff do from the drawer; returns its file id. */
export async function uploadSong(api: TestApi, staffToken: string, bytes: Buffer, contentType = 'audio/mpeg'): Promise<string> {
  const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
    token: staffToken,
    body: { bucket: 'songs', contentType, size: bytes.length, fileName: 'final.mp3' },
  });
  if (ticket.status !== 201) throw new Error(`upload ticket answered ${ticket.status}`);
  const put = await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
  if (!put.ok) throw new Error(`upload answered ${put.status}`);
  return ticket.body.fileId;
}

/** The order page's link in the newest lyric-draft email about the order, as the customer follows it. */
export async function lyricDraftLink(api: TestApi, orderId: string): Promise<Pick<OrderCreated, 'orderId' | 'token'>> {
  const mails = await api.services.documents.query<MailRecord>(MAIL_OUTBOX, {
    where: [{ field: 'kind', op: '==', value: 'lyricDraftSent' }],
  });
  const links = mails
    .sort((a, b) => b.data.createdAt.localeCompare(a.data.createdAt))
    .map((mail) => orderLinkIn(mail.data.words.cta.href));
  const link = links.find((found) => found?.orderId === orderId);
  if (!link) throw new Error(`no lyric draft email for ${orderId}`);
  return link;
}

/**
 * Staff send a lyric draft from the drawer and the customer approves it through the link in its email:
 * what an order needs before staff can start recording it (core/src/lyrics.ts).
 */
export async function approveLyrics(
  api: TestApi,
  staffToken: string,
  orderId: string,
  text = 'Verse one, as we wrote it',
): Promise<void> {
  const sent = await api.json<AdminOrderDetail>('POST', `/api/admin/orders/${orderId}/lyrics`, {
    token: staffToken,
    body: { text },
  });
  if (sent.status !== 201) throw new Error(`sending lyrics for ${orderId} answered ${sent.status}`);
  const link = await lyricDraftLink(api, orderId);
  const round = sent.body.lyrics.drafts.length;
  const answer = await api.json('POST', '/api/orders/lyrics', {
    body: { order: link.orderId, token: link.token, round, kind: 'approved' },
  });
  if (answer.status !== 200) throw new Error(`approving lyrics for ${orderId} answered ${answer.status}`);
}
