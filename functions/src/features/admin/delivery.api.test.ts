import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminOrderDetail,
  LIMITS,
  MESSAGES,
  type OrderCreated,
  type ShareLinkResult,
  type SongShareView,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import {
  approveLyrics,
  orderLinkIn,
  orderStatus,
  payOrder,
  placeOrder,
  uploadSong as uploadSongAs,
} from '../../testing/orders.ts';
import { ORDERS } from '../orders/exports.ts';

const SONG = Buffer.from('ID3 a finished song, pretend MP3 frames follow');

describe('delivering a song', () => {
  let api: TestApi;
  let staff: Caller;
  beforeAll(async () => {
    // A bare app shell is enough for the page routes to serve /songs/{id} with its head, or 404.
    const shell = join(mkdtempSync(join(tmpdir(), 'shell-')), 'app.html');
    writeFileSync(shell, '<!doctype html><html><head><title>Storysong</title></head><body><div id="root"></div></body></html>');
    api = await createTestApi({}, {}, { templatePath: shell });
    staff = await caller(api, 'delivery-staff', { admin: true });
  });
  afterAll(() => api.close());

  async function order(paid: boolean, extra: Record<string, unknown> = {}): Promise<OrderCreated> {
    const email = `song-${randomBytes(4).toString('hex')}@example.com`;
    const { body } = await placeOrder(api, { email, ...extra });
    if (paid) await payOrder(api, body);
    return body;
  }

  const uploadSong = (contentType = 'audio/mpeg', bytes = SONG) => uploadSongAs(api, staff.token, bytes, contentType);

  const move = (orderId: string, stage: string) =>
    api.json<AdminOrderDetail>('PATCH', `/api/admin/orders/${orderId}`, { token: staff.token, body: { stage } });
  /** Recording starts once the customer has approved the lyrics. */
  const startRecording = async (orderId: string) => {
    await approveLyrics(api, staff.token, orderId);
    return move(orderId, 'in_production');
  };
  const deliverSong = (orderId: string, body: unknown, token = staff.token) =>
    api.json<AdminOrderDetail>('POST', `/api/admin/orders/${orderId}/delivery`, { token, body });
  const status = (o: OrderCreated) => orderStatus(api, o);

  it('attaches the song, emails the customer in their language, and the order page plays it', async () => {
    const placed = await order(true, { siteLanguage: 'es' });
    expect((await startRecording(placed.orderId)).status).toBe(200);
    const songFile = await uploadSong();
    const delivered = await deliverSong(placed.orderId, { songFile, lyrics: 'Verse one\nChorus' });
    expect(delivered.status).toBe(200);
    expect(delivered.body.stage).toBe('delivered');
    expect(delivered.body.song?.lyrics).toBe('Verse one\nChorus');

    const messages = await waitForMessages(placed.customerEmail, 4);
    const ready = messages.find((m) => m.subject === 'Tu canción está lista');
    expect(messages.map((m) => m.subject)).toContain('Tu canción está lista');
    const link = orderLinkIn(ready?.text);
    expect(link).toMatchObject({ orderId: placed.orderId });
    expect((await orderStatus(api, link ?? placed)).body.stage).toBe('delivered');
    expect(ready?.html).toContain('Escuchar tu canción');

    const { body: view } = await status(placed);
    expect(view).toMatchObject({
      stage: 'delivered',
      song: { lyrics: 'Verse one\nChorus', fileName: 'basic-song.mp3', durationSeconds: null },
    });
    expect(view.inProductionAt).not.toBeNull();
    expect(view.shareId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const audio = await api.app.request(view.song?.audioUrl ?? '');
    expect(audio.status).toBe(200);
    expect(Buffer.from(await audio.arrayBuffer())).toEqual(SONG);
    expect(audio.headers.get('accept-ranges')).toBe('bytes');
    // The player seeks with byte ranges.
    const seek = await api.app.request(view.song?.audioUrl ?? '', { headers: { range: 'bytes=4-9' } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get('content-range')).toBe(`bytes 4-9/${SONG.length}`);
    expect(Buffer.from(await seek.arrayBuffer())).toEqual(SONG.subarray(4, 10));
    const outside = await api.app.request(view.song?.audioUrl ?? '', { headers: { range: `bytes=${SONG.length}-` } });
    expect(outside.status).toBe(416);
  });

  it('names a song the customer has titled in the email that brings its next version, in their language', async () => {
    const placed = await order(true, { siteLanguage: 'fr' });
    expect((await startRecording(placed.orderId)).status).toBe(200);
    expect((await deliverSong(placed.orderId, { songFile: await uploadSong(), lyrics: '' })).status).toBe(200);
    // A title can be chosen once the song exists, so the first delivery's message has none to name.
    const request = (path: string, body: Record<string, unknown>) =>
      api.json('POST', path, { body: { order: placed.orderId, token: placed.token, ...body } });
    expect((await request('/api/orders/title', { title: 'Dix ans au port' })).status).toBe(200);
    expect((await request('/api/orders/revisions', { notes: 'Un peu plus lent au refrain, s’il vous plaît.' })).status).toBe(201);
    expect((await deliverSong(placed.orderId, { songFile: await uploadSong(), lyrics: '' })).status).toBe(200);

    const messages = await waitForMessages(placed.customerEmail, 6);
    const first = messages.find((m) => m.subject === 'Votre chanson est prête');
    const second = messages.find((m) => m.subject === 'La version 2 de votre chanson est prête');
    expect(first?.text).not.toContain('Son titre');
    expect(second?.text).toContain('Son titre : « Dix ans au port ».');
  });

  it('gives the gift page the song without the customer, and a new share link revokes the old one', async () => {
    const placed = await order(true);
    await startRecording(placed.orderId);
    await deliverSong(placed.orderId, { songFile: await uploadSong(), lyrics: '', durationSeconds: 187.4 });
    const { body: view } = await status(placed);
    expect(view.song?.durationSeconds).toBe(187.4);
    const shared = await api.json<SongShareView>('GET', `/api/songs/${view.shareId}`);
    expect(shared.status).toBe(200);
    // The pages show the length the delivery recorded, so players need not load the audio to show it.
    expect(shared.body.song.durationSeconds).toBe(187.4);
    expect(Object.keys(shared.body).sort()).toEqual([
      'coverUrl',
      'earlierSongs',
      'extraFiles',
      'productId',
      'productName',
      'song',
      'title',
    ]);
    expect(JSON.stringify(shared.body)).not.toContain(placed.customerEmail);
    expect(JSON.stringify(shared.body)).not.toContain(placed.customerName);
    const page = await api.request('GET', `/songs/${view.shareId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    const orderPage = await api.request('GET', `/orders/${placed.orderId}`);
    expect(await orderPage.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(orderPage.headers.get('content-security-policy')).toContain("script-src 'self'");

    const wrongToken = await api.request('POST', '/api/orders/share', { body: { order: placed.orderId, token: 'guess' } });
    expect(wrongToken.status).toBe(404);
    expect((await orderStatus(api, { orderId: 'not-this-order', token: placed.token })).status).toBe(404);
    const renewed = await api.json<ShareLinkResult>('POST', '/api/orders/share', {
      body: { order: placed.orderId, token: placed.token },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.shareId).not.toBe(view.shareId);
    expect((await api.request('GET', `/api/songs/${view.shareId}`)).status).toBe(404);
    expect((await api.request('GET', `/songs/${view.shareId}`)).status).toBe(404);
    expect((await api.request('GET', `/api/songs/${renewed.body.shareId}`)).status).toBe(200);
    expect((await api.request('GET', '/api/songs/unknown-share-id-that-is-long-enough')).status).toBe(404);
  });

  it('refuses to move an unpaid order forward, to deliver without a song, or by anyone but staff', async () => {
    const unpaid = await order(false);
    const refused = await move(unpaid.orderId, 'in_production');
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain(MESSAGES.orderNotPaid);
    const songFile = await uploadSong();
    expect((await deliverSong(unpaid.orderId, { songFile, lyrics: '' })).status).toBe(409);

    const paid = await order(true);
    await startRecording(paid.orderId);
    const bare = await move(paid.orderId, 'delivered');
    expect(bare.status).toBe(409);
    expect(JSON.stringify(bare.body)).toContain(MESSAGES.deliverWithSong);
    const missing = await deliverSong(paid.orderId, { songFile: '', lyrics: '' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain(MESSAGES.songRequired);
    const tooLong = await deliverSong(paid.orderId, { songFile, lyrics: 'x'.repeat(LIMITS.lyricsMaxChars + 1) });
    expect(JSON.stringify(tooLong.body)).toContain(MESSAGES.lyricsMax);
    expect((await deliverSong(paid.orderId, { songFile: 'never-uploaded.mp3', lyrics: '' })).status).toBe(400);
    for (const durationSeconds of [0, -3, LIMITS.songMaxSeconds + 1, '187', null]) {
      const badLength = await deliverSong(paid.orderId, { songFile, lyrics: '', durationSeconds });
      expect(badLength.status).toBe(400);
      expect(JSON.stringify(badLength.body)).toContain(MESSAGES.songLengthUnreadable);
    }
    const customer = await caller(api, 'not-staff', { affiliate: true });
    expect((await deliverSong(paid.orderId, { songFile, lyrics: '' }, customer.token)).status).toBe(403);
    expect((await api.services.documents.get(ORDERS, paid.orderId))?.data).toMatchObject({ stage: 'in_production' });
    expect((await deliverSong(paid.orderId, { songFile, lyrics: '' })).status).toBe(200);
    // The same upload cannot become a second order's song.
    const other = await order(true);
    await startRecording(other.orderId);
    expect((await deliverSong(other.orderId, { songFile, lyrics: '' })).status).toBe(400);
  });

  it('takes only audio for a song, up to the song limit', async () => {
    const request = (contentType: string, size: number) =>
      api.json('POST', '/api/uploads', { token: staff.token, body: { bucket: 'songs', contentType, size, fileName: 'x' } });
    expect(JSON.stringify((await request('image/png', 100)).body)).toContain(MESSAGES.audioType);
    const big = await request('audio/wav', LIMITS.songMaxBytes + 1);
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain(MESSAGES.songSize);
    expect((await request('audio/wav', LIMITS.songMaxBytes)).status).toBe(201);
    expect(
      (
        await api.request('POST', '/api/uploads', {
          body: { bucket: 'songs', contentType: 'audio/mpeg', size: 10, fileName: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});
