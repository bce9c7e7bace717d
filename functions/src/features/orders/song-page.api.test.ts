import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminOrderDetail,
  LIMITS,
  MESSAGES,
  type OrderCreated,
  type OrderStatusView,
  type SongShareView,
  type UploadTicket,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { approveLyrics, orderStatus, payOrder, placeOrder, uploadSong } from '../../testing/orders.ts';
import { ORDERS } from './exports.ts';

const PHOTO = 'png-bytes of the couple at the harbour';

/** The content of a head tag, as a link preview reads it from the served HTML. */
const tag = (html: string, key: 'name' | 'property', id: string) =>
  new RegExp(`<meta ${key}="${id}" content="([^"]*)" />`).exec(html)?.[1];

describe('the song title and the gift page’s cover and link preview', () => {
  let api: TestApi;
  let staff: Caller;
  beforeAll(async () => {
    // A bare app shell is enough for the page routes to serve /songs/{id} with its head, or 404.
    const shell = join(mkdtempSync(join(tmpdir(), 'shell-')), 'app.html');
    writeFileSync(shell, '<!doctype html><html><head><title>Storysong</title></head><body><div id="root"></div></body></html>');
    api = await createTestApi({}, {}, { templatePath: shell });
    staff = await caller(api, 'song-page-staff', { admin: true });
  });
  afterAll(() => api.close());

  async function uploadPhoto(): Promise<string> {
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      body: { bucket: 'profile-pictures', contentType: 'image/png', size: PHOTO.length, fileName: 'us.png' },
    });
    const put = await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: PHOTO });
    expect(put.status).toBe(201);
    return ticket.body.fileId;
  }

  /** An order placed, paid and delivered; returns it with its gift-page id. */
  async function delivered(extra: Record<string, unknown> = {}): Promise<OrderCreated & { shareId: string }> {
    const { body } = await placeOrder(api, { email: `title-${randomBytes(4).toString('hex')}@example.com`, ...extra });
    await payOrder(api, body);
    await approveLyrics(api, staff.token, body.orderId);
    const move = await api.json<AdminOrderDetail>('PATCH', `/api/admin/orders/${body.orderId}`, {
      token: staff.token,
      body: { stage: 'in_production' },
    });
    expect(move.status).toBe(200);
    const songFile = await uploadSong(api, staff.token, Buffer.from('ID3 the song'));
    const delivery = await api.json<AdminOrderDetail>('POST', `/api/admin/orders/${body.orderId}/delivery`, {
      token: staff.token,
      body: { songFile, lyrics: '' },
    });
    expect(delivery.status).toBe(200);
    const { body: view } = await status(body);
    return { ...body, shareId: view.shareId ?? '' };
  }

  const status = (o: OrderCreated) => orderStatus(api, o);
  const setTitle = (o: OrderCreated, title: unknown, token = o.token) =>
    api.json<OrderStatusView & { error?: { message: string; fields?: Record<string, string> } }>('POST', '/api/orders/title', {
      body: { order: o.orderId, token, title },
    });

  it('keeps the title the customer chooses, trimmed, for the order page, the gift page and its preview', async () => {
    const order = await delivered();
    expect((await status(order)).body.songTitle).toBeNull();
    const gift = await api.json<SongShareView>('GET', `/api/songs/${order.shareId}`);
    expect(gift.body.title).toBeNull();
    expect(tag(await (await api.request('GET', `/songs/${order.shareId}`)).text(), 'property', 'og:title')).toBe(
      'Basic Song | Storysong',
    );

    const saved = await setTitle(order, '  Harbour Mornings <3  ');
    expect(saved.status).toBe(200);
    expect(saved.body.songTitle).toBe('Harbour Mornings <3');
    expect((await status(order)).body.songTitle).toBe('Harbour Mornings <3');
    expect((await api.json<SongShareView>('GET', `/api/songs/${order.shareId}`)).body.title).toBe('Harbour Mornings <3');
    const html = await (await api.request('GET', `/songs/${order.shareId}`)).text();
    expect(tag(html, 'property', 'og:title')).toBe('Harbour Mornings &lt;3 | Storysong');
    expect(html).toContain('<title>Harbour Mornings &lt;3 | Storysong</title>');
  });

  it('refuses an empty or too long title, or a wrong link, and changes nothing', async () => {
    const order = await delivered();
    expect((await setTitle(order, 'Our song')).status).toBe(200);
    for (const [title, message] of [
      ['   ', MESSAGES.songTitleRequired],
      ['x'.repeat(LIMITS.songTitleMaxChars + 1), MESSAGES.songTitleMax],
    ] as const) {
      const refused = await setTitle(order, title);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.fields?.title).toBe(message);
    }
    expect((await setTitle(order, 42)).status).toBe(400);
    expect((await setTitle(order, 'Stolen title', 'not-the-token')).status).toBe(404);
    const stored = await api.services.documents.get(ORDERS, order.orderId);
    expect(stored?.data.songTitle).toBe('Our song');
  });

  it('previews with the customer’s photo as the cover at a stable absolute address, noindex, when they agreed to it', async () => {
    const order = await delivered({ profilePicture: await uploadPhoto(), photoAsPreview: true });
    const gift = await api.json<SongShareView>('GET', `/api/songs/${order.shareId}`);
    expect(gift.body.coverUrl).toBe(`/api/songs/${order.shareId}/cover`);
    const cover = await api.request('GET', gift.body.coverUrl ?? '');
    expect(cover.status).toBe(302);
    const photo = await api.app.request(cover.headers.get('location') ?? '');
    expect(photo.status).toBe(200);
    expect(await photo.text()).toBe(PHOTO);

    const page = await api.request('GET', `/songs/${order.shareId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(tag(html, 'property', 'og:image')).toBe(`${TEST_BASE_URL}/api/songs/${order.shareId}/cover`);
    expect(tag(html, 'name', 'twitter:image')).toBe(`${TEST_BASE_URL}/api/songs/${order.shareId}/cover`);
    expect(tag(html, 'property', 'og:description')).toBe('A song written by Storysong from a personal story.');
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'name', 'robots')).toBe('noindex, nofollow');
  });

  it('keeps the photo out of the link preview unless the customer ticked the box, while the gift page shows it', async () => {
    const order = await delivered({ profilePicture: await uploadPhoto() });
    const gift = await api.json<SongShareView>('GET', `/api/songs/${order.shareId}`);
    expect(gift.body.coverUrl).toBe(`/api/songs/${order.shareId}/cover`);
    const html = await (await api.request('GET', `/songs/${order.shareId}`)).text();
    expect(tag(html, 'property', 'og:image')).toBe(`${TEST_BASE_URL}/og-default.png`);
    expect(tag(html, 'name', 'twitter:image')).toBe(`${TEST_BASE_URL}/og-default.png`);
    const stored = await api.services.documents.get(ORDERS, order.orderId);
    expect(stored?.data.consent).toMatchObject({ photoAsPreview: false });
  });

  it('previews a song without a photo with the default artwork, and has no cover address to fetch', async () => {
    const order = await delivered();
    const gift = await api.json<SongShareView>('GET', `/api/songs/${order.shareId}`);
    expect(gift.body.coverUrl).toBeNull();
    expect((await api.request('GET', `/api/songs/${order.shareId}/cover`)).status).toBe(404);
    const html = await (await api.request('GET', `/songs/${order.shareId}`)).text();
    expect(tag(html, 'property', 'og:image')).toBe(`${TEST_BASE_URL}/og-default.png`);
  });

  it('answers an unknown or revoked id with the not-found page and status 404, its cover too', async () => {
    const order = await delivered({ profilePicture: await uploadPhoto() });
    const renewed = await api.json<{ shareId: string }>('POST', '/api/orders/share', {
      body: { order: order.orderId, token: order.token },
    });
    expect(renewed.status).toBe(200);
    for (const id of [order.shareId, 'unknown-share-id-that-is-long-enough']) {
      const page = await api.request('GET', `/songs/${id}`);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect((await api.request('GET', `/api/songs/${id}/cover`)).status).toBe(404);
    }
    expect((await api.request('GET', `/api/songs/${renewed.body.shareId}/cover`)).status).toBe(302);
  });
});
