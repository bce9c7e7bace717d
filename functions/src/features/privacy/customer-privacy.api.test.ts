import { randomBytes } from 'node:crypto';
import { erasureConfirmationIn, type PrivacyLookup } from '@storysong/core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { paidOrder } from '../../testing/orders.ts';
import { deliveredOrder } from '../../testing/privacy.ts';
import { MAIL_OUTBOX, type MailRecord } from '../mail/exports.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';
import { applyRetention } from './exports.ts';

type ErrorBody = { error: { code: string; message: string } };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the customer’s data from their order page', () => {
  let api: TestApi;
  let staff: Caller;
  const clock = manualClock(Date.parse('2026-03-01T10:00:00Z'));
  const address = () => `customer-${randomBytes(4).toString('hex')}@example.com`;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    staff = await caller(api, 'customer-privacy-staff', { admin: true });
  });
  afterAll(() => api.close());

  const post = <T>(path: string, body: unknown) => api.json<T>('POST', `/api/orders/privacy${path}`, { body });
  const order = async (id: string) => (await api.services.documents.get<OrderRecord>(ORDERS, id))?.data;
  const confirmationMailTo = async (to: string) => {
    await api.services.background.idle();
    const mails = await api.services.documents.query<MailRecord>(MAIL_OUTBOX, { where: [{ field: 'to', op: '==', value: to }] });
    return mails.map((doc) => doc.data).filter((mail) => mail.kind === 'erasureConfirm');
  };

  it('downloads one zip of the order, its story, files and the emails about it; a wrong link gets nothing', async () => {
    const email = address();
    const { order: delivered } = await deliveredOrder(api, staff.token, email);
    await api.services.background.idle();
    const wrong = await api.request('POST', '/api/orders/privacy/export', { body: { order: delivered.orderId, token: 'nope' } });
    expect(wrong.status).toBe(404);
    const response = await api.request('POST', '/api/orders/privacy/export', {
      body: { order: delivered.orderId, token: delivered.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`order-${delivered.orderId}.zip`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['order.json', 'story.txt', 'voice-note.mp3', 'song-v1.mp3']));
    const emails = Object.keys(files).filter((name) => name.startsWith('emails/'));
    expect(emails.some((name) => name.endsWith('songDelivered.json'))).toBe(true);
    expect(new TextDecoder().decode(files['story.txt'])).toContain('harbour');
    const lookup = await api.json<PrivacyLookup>('POST', '/api/admin/privacy/lookup', { token: staff.token, body: { email } });
    expect(lookup.body.requests).toEqual([
      expect.objectContaining({ kind: 'access', source: 'customer', completedAt: expect.any(String) }),
    ]);
  });

  it('deletes the story and files only once the emailed link confirms it, within 24 hours', async () => {
    const email = address();
    const { order: delivered, voiceNote, songFile } = await deliveredOrder(api, staff.token, email);
    const link = { order: delivered.orderId, token: delivered.token };
    expect((await post('/erasure', link)).status).toBe(202);
    const [mail] = await confirmationMailTo(email);
    expect(mail?.subject).toBe('Confirm deleting your story and files');
    const confirmation = erasureConfirmationIn(new URL(mail?.words.cta.href ?? '').hash) ?? '';
    expect(confirmation).not.toBe('');
    // Asking changes nothing yet; a made-up confirmation does nothing.
    expect((await order(delivered.orderId))?.story).toContain('harbour');
    const guessed = await post<ErrorBody>('/erasure/confirm', { ...link, confirmation: 'guessed' });
    expect(guessed.status).toBe(400);
    expect((await order(delivered.orderId))?.story).toContain('harbour');

    const confirmed = await post<{ erasedAt: string }>('/erasure/confirm', { ...link, confirmation });
    expect(confirmed.status).toBe(200);
    expect(await order(delivered.orderId)).toMatchObject({ story: '', voiceNote: null, song: null, paymentStatus: 'paid' });
    expect(await api.services.files.stat('voice-notes', voiceNote)).toBeNull();
    expect(await api.services.files.stat('songs', songFile)).toBeNull();
    // The page still opens and says what is left.
    const again = await post<ErrorBody>('/erasure/confirm', { ...link, confirmation });
    expect(again.status).toBe(409);
  });

  it('refuses an expired confirmation, and any deletion while the song is being made', async () => {
    const email = address();
    const { order: delivered } = await deliveredOrder(api, staff.token, email);
    const link = { order: delivered.orderId, token: delivered.token };
    await post('/erasure', link);
    const [mail] = await confirmationMailTo(email);
    const confirmation = erasureConfirmationIn(new URL(mail?.words.cta.href ?? '').hash) ?? '';
    clock.advance(25 * 60 * 60 * 1000);
    expect((await post('/erasure/confirm', { ...link, confirmation })).status).toBe(400);
    expect((await order(delivered.orderId))?.story).toContain('harbour');

    const making = await paidOrder(api, { email: address() });
    const refused = await post<ErrorBody>('/erasure', { order: making.orderId, token: making.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('being made');
    expect((await order(making.orderId))?.erasureRequest).toBeFalsy();
  });

  it('keeps the story and files another year when the customer answers the notice so', async () => {
    const email = address();
    const { order: delivered } = await deliveredOrder(api, staff.token, email);
    clock.advance(340 * DAY_MS);
    expect((await applyRetention(api.services)).noticed).toBeGreaterThanOrEqual(1);
    const kept = await post<{ deleteAfter: string }>('/keep', { order: delivered.orderId, token: delivered.token });
    expect(kept.status).toBe(200);
    expect(Date.parse(kept.body.deleteAfter) - clock.now()).toBeGreaterThan(360 * DAY_MS);
    clock.advance(31 * DAY_MS);
    await applyRetention(api.services);
    expect((await order(delivered.orderId))?.story).toContain('harbour');
    expect((await order(delivered.orderId))?.retentionNoticeAt).toBeNull();
  });
});
