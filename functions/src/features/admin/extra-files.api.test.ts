import { randomBytes } from 'node:crypto';
import {
  type AdminOrderDetail,
  type BucketName,
  MESSAGES,
  type OrderCreated,
  type SongShareView,
  type UploadTicket,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, statusesFor } from '../../testing/admin.ts';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { approveLyrics, orderStatus, paidOrder, uploadSong } from '../../testing/orders.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

describe('delivering the extras as files of their own', () => {
  let api: TestApi;
  let staff: Caller;
  let affiliate: Caller;

  beforeAll(async () => {
    api = await createTestApi();
    staff = await caller(api, 'extra-files-staff', { admin: true });
    affiliate = await caller(api, 'extra-files-affiliate', { affiliate: true });
  });
  afterAll(() => api.close());

  /** A file uploaded by staff to a bucket, as the drawer's picker does; its id. */
  async function upload(bucket: BucketName, contentType: string, bytes: string): Promise<string> {
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      token: staff.token,
      body: { bucket, contentType, size: bytes.length, fileName: 'extra' },
    });
    expect(ticket.status).toBe(201);
    const put = await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
    expect(put.ok).toBe(true);
    return ticket.body.fileId;
  }
  const deliverExtra = (orderId: string, extra: unknown, file: unknown) =>
    api.json<AdminOrderDetail | Failure>('POST', `/api/admin/orders/${orderId}/extra-files`, {
      token: staff.token,
      body: { extra, file },
    });
  const refusal = async (orderId: string, extra: unknown, file: unknown) => {
    const { status, body } = await deliverExtra(orderId, extra, file);
    return { status, ...(body as Failure).error };
  };
  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  const fetched = async (url: string) => (await api.app.request(new URL(url, TEST_BASE_URL).href)).text();
  const deliverSong = async (orderId: string) => {
    await approveLyrics(api, staff.token, orderId);
    const moved = await api.json('PATCH', `/api/admin/orders/${orderId}`, {
      token: staff.token,
      body: { stage: 'in_production' },
    });
    expect(moved.status).toBe(200);
    const songFile = await uploadSong(api, staff.token, Buffer.from('ID3 song'));
    const delivered = await api.json('POST', `/api/admin/orders/${orderId}/delivery`, {
      token: staff.token,
      body: { songFile, lyrics: 'Our song' },
    });
    expect(delivered.status).toBe(200);
  };
  const paid = (extras: string[]): Promise<OrderCreated> => paidOrder(api, { email: unique('extra-files'), extras });

  it('delivers the lyric video and the instrumental after the song, and the order and gift pages play them', async () => {
    const order = await paid(['video', 'instrumental']);
    const video = await upload('videos', 'video/mp4', 'mp4-bytes');
    // The extras follow the song: not before it.
    expect(await refusal(order.orderId, 'video', video)).toMatchObject({ status: 409, message: MESSAGES.extraFileBeforeSong });
    await deliverSong(order.orderId);

    const { status, body } = await deliverExtra(order.orderId, 'video', video);
    expect(status).toBe(200);
    expect((body as AdminOrderDetail).extraFiles).toEqual([
      expect.objectContaining({ extra: 'video', fileName: 'basic-song-lyric-video.mp4' }),
    ]);
    const instrumental = await upload('songs', 'audio/mpeg', 'ID3 instrumental');
    const both = (await deliverExtra(order.orderId, 'instrumental', instrumental)).body as AdminOrderDetail;
    expect(both.extraFiles.map((file) => file.extra)).toEqual(['video', 'instrumental']);
    expect((await api.services.documents.get('uploads', video))?.data.claimedBy).toBe(order.orderId);

    // The customer's page lists them with links that play the files.
    const page = (await orderStatus(api, order)).body;
    expect(page.extraFiles?.map((file) => file.extra)).toEqual(['video', 'instrumental']);
    expect(await fetched(page.extraFiles?.[0]?.url ?? '')).toBe('mp4-bytes');
    expect(await fetched(page.extraFiles?.[1]?.url ?? '')).toBe('ID3 instrumental');
    // So does the song's gift page, which names nobody.
    const gift = (await api.json<SongShareView>('GET', `/api/songs/${page.shareId}`)).body;
    expect(gift.extraFiles?.map((file) => file.fileName)).toEqual(['basic-song-lyric-video.mp4', 'basic-song-instrumental.mp3']);

    // A new video replaces the first, whose file is deleted.
    const better = await upload('videos', 'video/webm', 'webm-bytes');
    expect((await deliverExtra(order.orderId, 'video', better)).status).toBe(200);
    expect((await stored(order.orderId))?.extraFiles?.video?.file).toBe(better);
    expect(await api.services.files.stat('videos', video)).toBeNull();
  });

  it('refuses an extra the order did not buy, a file in the wrong bucket or already used, and an unknown extra', async () => {
    const order = await paid(['video']);
    await deliverSong(order.orderId);
    const instrumental = await upload('songs', 'audio/mpeg', 'ID3 not bought');
    expect(await refusal(order.orderId, 'instrumental', instrumental)).toMatchObject({
      status: 409,
      message: MESSAGES.extraFileNotBought,
    });
    // A video is delivered from the videos bucket only.
    expect((await refusal(order.orderId, 'video', instrumental)).status).toBe(400);
    // The extra verse is sung in the song: it has no file of its own.
    expect(await refusal(order.orderId, 'verse', instrumental)).toMatchObject({
      status: 400,
      fields: { extra: MESSAGES.extraUnknown },
    });
    expect(await refusal(order.orderId, 'video', '')).toMatchObject({
      status: 400,
      fields: { file: MESSAGES.extraFileRequired },
    });
    const video = await upload('videos', 'video/mp4', 'mp4');
    expect((await deliverExtra(order.orderId, 'video', video)).status).toBe(200);
    const other = await paid(['video']);
    await deliverSong(other.orderId);
    expect((await refusal(other.orderId, 'video', video)).status).toBe(400);
    expect((await stored(other.orderId))?.extraFiles).toBeUndefined();
    expect((await refusal('no-such-order', 'video', video)).status).toBe(404);
  });

  it('takes MP4 and WebM videos only, and only from staff', async () => {
    const mov = await api.json<Failure>('POST', '/api/uploads', {
      token: staff.token,
      body: { bucket: 'videos', contentType: 'video/quicktime', size: 10, fileName: 'a.mov' },
    });
    expect(mov.body.error.fields?.file).toBe(MESSAGES.videoType);
    const anonymous = await api.json<Failure>('POST', '/api/uploads', {
      body: { bucket: 'videos', contentType: 'video/mp4', size: 10, fileName: 'a.mp4' },
    });
    expect(anonymous.status).toBe(403);
    const order = await paid(['video']);
    const path = `/api/admin/orders/${order.orderId}/extra-files`;
    const [byNobody, byAffiliate] = await statusesFor(
      api,
      'POST',
      path,
      { affiliate: affiliate.token, admin: staff.token },
      { extra: 'video', file: 'abcdefghijkl-1.mp4' },
    );
    expect([byNobody, byAffiliate]).toEqual([401, 403]);
  });
});
