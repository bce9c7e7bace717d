import {
  type AdminOrderDetail,
  type CheckoutResponse,
  EXTRA_PRICES,
  LIMITS,
  MESSAGES,
  type OrderCreated,
  type UploadTicket,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SESSIONS, type LocalCheckoutSession } from '../../ports/payments/embedded.ts';
import { caller } from '../../testing/admin.ts';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { orderStatus, payOrder, placeOrder, seedAffiliate } from '../../testing/orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('extras bought with a song', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedAffiliate(api, 'aff-extras', 'EXTRA026');
  });
  afterAll(() => api.close());

  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  const checkout = (o: OrderCreated) =>
    api.json<CheckoutResponse>('POST', '/api/checkout', { body: { orderId: o.orderId, token: o.token } });
  const sessionOf = async (o: OrderCreated) => {
    const id = (await stored(o.orderId))?.checkoutSessionId ?? '';
    return (await api.services.documents.get<LocalCheckoutSession>(LOCAL_SESSIONS, id))?.data;
  };
  async function photo(): Promise<string> {
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      body: { bucket: 'profile-pictures', contentType: 'image/png', size: 9, fileName: 'photo.png' },
    });
    const headers = Object.fromEntries(Object.entries(ticket.body.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const put = await api.request('PUT', ticket.body.uploadUrl.slice(TEST_BASE_URL.length), { body: 'png-bytes', headers });
    expect(put.status).toBe(201);
    return ticket.body.fileId;
  }
  /** An order the route refuses: 400, the field's message, and no order stored. */
  async function refused(extra: Record<string, unknown>): Promise<Record<string, string>> {
    const before = await api.services.documents.count(ORDERS);
    const { status, body } = (await placeOrder(api, extra)) as unknown as { status: number; body: Failure };
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(await api.services.documents.count(ORDERS)).toBe(before);
    return body.error.fields ?? {};
  }

  it('are priced by the server, each at its own price, never discounted by a referral code', async () => {
    const { status, body } = await placeOrder(api, {
      extras: ['verse', 'instrumental'],
      referralCode: 'EXTRA026',
      email: 'referred-extras@example.com',
      amount: 1,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      suitePounds: 396,
      amountPounds: 396 + EXTRA_PRICES.verse.people + EXTRA_PRICES.instrumental.people,
      extras: [
        { id: 'verse', pricePounds: 60 },
        { id: 'instrumental', pricePounds: 40 },
      ],
    });
    expect(await stored(body.orderId)).toMatchObject({
      amountPounds: 496,
      extras: [
        { id: 'verse', pricePounds: 60 },
        { id: 'instrumental', pricePounds: 40 },
      ],
    });
    expect((await orderStatus(api, body)).body.extras).toEqual(body.extras);
  });

  it('charge nothing for the verse a pro suite includes, which its order keeps as included', async () => {
    const { body } = await placeOrder(api, { productId: 'pro-studio', extras: ['verse'] });
    expect(body).toMatchObject({ amountPounds: 3500, extras: [{ id: 'verse', pricePounds: 0 }] });
    // Asked for or not, the included verse is on the order at 0.
    const { body: plain } = await placeOrder(api, { productId: 'pro-studio', extras: ['video'] });
    expect(plain).toMatchObject({
      amountPounds: 3590,
      extras: [
        { id: 'verse', pricePounds: 0 },
        { id: 'video', pricePounds: 90 },
      ],
    });
    const { body: charged } = await checkout(plain);
    expect(charged.success).toBe(true);
    // An included extra is no line: only what is charged is listed, and the lines sum to the amount.
    expect((await sessionOf(plain))?.lines).toEqual([
      { name: 'Pro Studio', amountPence: 350000 },
      { name: 'Lyric video', amountPence: 9000 },
    ]);
  });

  it('are each a line of their own at checkout, summing to the amount, in the customer’s language', async () => {
    const email = 'extras-lines@example.com';
    const { body: order } = await placeOrder(api, {
      email,
      extras: ['video', 'verse'],
      siteLanguage: 'fr',
      videoPhotos: [await photo()],
    });
    const { status, body } = await checkout(order);
    expect(status).toBe(200);
    expect(await sessionOf(order)).toMatchObject({
      amountPence: 59000,
      lines: [
        { name: 'Chanson de base', amountPence: 44000 },
        { name: 'Vidéo des paroles', amountPence: 9000 },
        { name: 'Couplet supplémentaire', amountPence: 6000 },
      ],
    });
    const html = await (await api.request('GET', new URL(body.invoiceUrl ?? '').pathname)).text();
    expect(html).toContain('Couplet supplémentaire');
    expect(html).toContain('Pay £590');
    // Paid in full, the confirmation lists what was bought.
    await payOrder(api, order);
    const mails = await waitForMessages(email, 2);
    // The order's first email and its payment confirmation both list what was bought.
    expect(mails).toHaveLength(2);
    // French writes the pound sign after the amount, with a no-break space.
    for (const mail of mails)
      expect(mail.text).toMatch(/Avec votre chanson : Vidéo des paroles \(90\s£\), Couplet supplémentaire \(60\s£\)/);
  });

  it('claim the lyric video’s photos for the order, once', async () => {
    const photos = [await photo(), await photo()];
    const { status, body } = await placeOrder(api, { extras: ['video'], videoPhotos: photos });
    expect(status).toBe(201);
    expect((await stored(body.orderId))?.videoPhotos).toEqual(photos);
    for (const name of photos) expect((await api.services.documents.get('uploads', name))?.data.claimedBy).toBe(body.orderId);
    expect((await placeOrder(api, { extras: ['video'], videoPhotos: [photos[0]] })).status).toBe(400);
    // Staff, who make the video, see them in the order's drawer.
    const staff = await caller(api, 'extras-photos-staff', { admin: true });
    const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${body.orderId}`, { token: staff.token });
    expect(detail.body.videoPhotoUrls).toHaveLength(2);
    const first = await api.app.request(new URL(detail.body.videoPhotoUrls[0] ?? '', TEST_BASE_URL).href);
    expect(await first.text()).toBe('png-bytes');
  });

  it('refuse an unknown extra, photos without the video and more photos than a video takes, storing nothing', async () => {
    expect(await refused({ extras: ['karaoke'] })).toMatchObject({ 'extras.0': MESSAGES.extraUnknown });
    expect(await refused({ videoPhotos: [await photo()] })).toEqual({ videoPhotos: MESSAGES.videoPhotosWithoutVideo });
    const tooMany = Array.from({ length: LIMITS.videoPhotosMax + 1 }, (_, i) => `photo-${i}.png`);
    expect(await refused({ extras: ['video'], videoPhotos: tooMany })).toEqual({ videoPhotos: MESSAGES.videoPhotosTooMany });
    // A photo never uploaded is refused as any attachment is.
    expect((await refused({ extras: ['video'], videoPhotos: ['abcdefghijkl-1.png'] })).videoPhotos).toBeUndefined();
  });
});
