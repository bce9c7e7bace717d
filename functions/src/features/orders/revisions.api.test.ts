import { randomBytes } from 'node:crypto';
import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  LIMITS,
  MESSAGES,
  type OrderCreated,
  type OrderStatusView,
  type SongShareView,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { messagesTo, waitForMessages } from '../../testing/inbox.ts';
import { approveLyrics, orderLinkIn, orderStatus, payOrder, placeOrder, uploadSong } from '../../testing/orders.ts';
import { ORDERS } from './exports.ts';

const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const NOTES = 'Please make the chorus slower and mention the harbour in the last verse.';

describe('revisions', () => {
  let api: TestApi;
  let staff: Caller;
  beforeAll(async () => {
    api = await createTestApi();
    staff = await caller(api, 'revisions-staff', { admin: true });
  });
  afterAll(() => api.close());

  const move = (orderId: string, stage: string) =>
    api.json<AdminOrderDetail>('PATCH', `/api/admin/orders/${orderId}`, { token: staff.token, body: { stage } });
  const deliverSong = async (orderId: string, lyrics: string) => {
    const songFile = await uploadSong(api, staff.token, Buffer.from(`ID3 ${lyrics}`));
    return api.json<AdminOrderDetail>('POST', `/api/admin/orders/${orderId}/delivery`, {
      token: staff.token,
      body: { songFile, lyrics },
    });
  };
  const askRevision = (o: OrderCreated, notes = NOTES) =>
    api.json<OrderStatusView & { error?: { message: string } }>('POST', '/api/orders/revisions', {
      body: { order: o.orderId, token: o.token, notes },
    });
  const status = (o: OrderCreated) => orderStatus(api, o);
  const stored = async (o: OrderCreated) => (await api.services.documents.get(ORDERS, o.orderId))?.data;

  /** An order placed, paid, put in production and delivered once (version 1). */
  async function deliveredOrder(extra: Record<string, unknown> = {}): Promise<OrderCreated> {
    const { body } = await placeOrder(api, { email: unique('revision'), ...extra });
    await payOrder(api, body);
    await approveLyrics(api, staff.token, body.orderId);
    expect((await move(body.orderId, 'in_production')).status).toBe(200);
    expect((await deliverSong(body.orderId, 'Version one')).status).toBe(200);
    return body;
  }

  it('sends a delivered order back to production with the notes, flagged for staff, and tells the customer and staff', async () => {
    const [on, off] = [unique('staff-on'), unique('staff-off')];
    for (const [address, notifyNewOrders] of [
      [on, true],
      [off, false],
    ] as const) {
      const { token } = await api.user(address, { admin: true });
      expect(
        (await api.json('PUT', '/api/admin/profile', { token, body: { displayName: 'Grace', notifyNewOrders } })).status,
      ).toBe(200);
    }
    const placed = await deliveredOrder({ siteLanguage: 'fr' });
    expect((await status(placed)).body).toMatchObject({ revisionsIncluded: 1, revisionsLeft: 1, revisions: [] });

    const asked = await askRevision(placed, `  ${NOTES}  `);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      stage: 'in_production',
      revisionsIncluded: 1,
      revisionsLeft: 0,
      revisions: [{ notes: NOTES, deliveredAt: null }],
      song: { version: 1, lyrics: 'Version one' },
    });
    // The customer keeps version 1 and its gift link while the new version is made.
    expect((await api.request('GET', `/api/songs/${asked.body.shareId}`)).status).toBe(200);

    const list = await api.json<AdminOrderSummary[]>('GET', `/api/admin/orders?q=${encodeURIComponent(placed.customerEmail)}`, {
      token: staff.token,
    });
    expect(list.body.map((o) => [o.id, o.revisionRequested])).toEqual([[placed.orderId, true]]);
    const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${placed.orderId}`, { token: staff.token });
    expect(detail.body).toMatchObject({ stage: 'in_production', revisionRequested: true, revisions: [{ notes: NOTES }] });

    const customerMail = (await waitForMessages(placed.customerEmail, 5)).find((m) =>
      m.subject.startsWith('Nous avons bien reçu votre demande de révision'),
    );
    expect(customerMail?.subject).toBe('Nous avons bien reçu votre demande de révision');
    expect(customerMail?.text).toContain('Révisions restantes avec votre formule : 0.');
    // The email's link is a fresh one of its own, and the one the customer already had still opens.
    const link = orderLinkIn(customerMail?.text);
    expect(link).toMatchObject({ orderId: placed.orderId });
    expect(link?.token).not.toBe(placed.token);
    expect((await orderStatus(api, link ?? placed)).status).toBe(200);
    expect((await orderStatus(api, placed)).status).toBe(200);
    const staffMail = (await waitForMessages(on, 3)).find((m) => m.subject.startsWith('Revision requested'));
    expect(staffMail?.subject).toBe('Revision requested: Basic Song');
    expect(staffMail?.text).toContain(`Their notes: ${NOTES}`);
    expect(staffMail?.text).toContain(placed.customerEmail);
    expect(staffMail?.text).toContain(`${TEST_BASE_URL}/admin/stories`);
    expect((await messagesTo(off)).filter((m) => m.subject.startsWith('Revision requested'))).toEqual([]);
  });

  it('makes the next delivery version 2, keeps version 1 and the gift link, and says version 2 in the email', async () => {
    const placed = await deliveredOrder({ siteLanguage: 'es' });
    const first = (await status(placed)).body;
    expect((await askRevision(placed)).status).toBe(201);
    const redelivered = await deliverSong(placed.orderId, 'Version two');
    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toMatchObject({
      stage: 'delivered',
      revisionRequested: false,
      song: { version: 2, lyrics: 'Version two' },
      earlierSongs: [{ version: 1, lyrics: 'Version one' }],
    });

    const { body: view } = await status(placed);
    expect(view.song).toMatchObject({ version: 2, lyrics: 'Version two', fileName: 'basic-song-v2.mp3' });
    expect(view.earlierSongs).toMatchObject([{ version: 1, lyrics: 'Version one', fileName: 'basic-song.mp3' }]);
    expect(view.revisions[0]?.deliveredAt).toBe(view.song?.deliveredAt);
    expect(view.revisionsLeft).toBe(0);
    expect(view.shareId).toBe(first.shareId);
    const v1 = await api.app.request(view.earlierSongs[0]?.audioUrl ?? '');
    expect(Buffer.from(await v1.arrayBuffer()).toString()).toBe('ID3 Version one');
    const gift = await api.json<SongShareView>('GET', `/api/songs/${view.shareId}`);
    expect(gift.body.song.version).toBe(2);
    expect(gift.body.earlierSongs.map((s) => s.version)).toEqual([1]);

    const mail = (await waitForMessages(placed.customerEmail, 6)).find((m) => m.subject.startsWith('La versión 2'));
    expect(mail?.subject).toBe('La versión 2 de tu canción está lista');
    expect(mail?.text).toContain('Hemos terminado la versión 2 de tu Canción básica');
    expect(mail?.html).toContain('Escuchar la versión 2');
  });

  it('numbers a pro suite’s versions on, listing earlier ones newest first', async () => {
    const placed = await deliveredOrder({ productId: 'pro-studio' });
    for (const lyrics of ['Version two', 'Version three']) {
      expect((await askRevision(placed)).status).toBe(201);
      expect((await deliverSong(placed.orderId, lyrics)).status).toBe(200);
    }
    const { body: view } = await status(placed);
    expect(view.song?.version).toBe(3);
    expect(view.earlierSongs.map((s) => [s.version, s.lyrics])).toEqual([
      [2, 'Version two'],
      [1, 'Version one'],
    ]);
    expect(view).toMatchObject({ revisionsIncluded: 3, revisionsLeft: 1 });
  });

  it('refuses a revision beyond the allowance with a clear message and changes nothing', async () => {
    const placed = await deliveredOrder();
    expect((await askRevision(placed)).status).toBe(201);
    expect((await deliverSong(placed.orderId, 'Version two')).status).toBe(200);
    const before = await stored(placed);
    const refused = await askRevision(placed, 'One more change, please: a louder ending.');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(MESSAGES.revisionsUsedUp);
    expect(await stored(placed)).toEqual(before);
  });

  it('takes one of several requests sent at once, never more than the suite includes', async () => {
    for (const productId of ['basic-song', 'pro-studio']) {
      const placed = await deliveredOrder({ productId });
      const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => askRevision(placed, `${NOTES} (${i})`)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        expect(refused.body.error?.message).toBe(MESSAGES.revisionInProgress);
      }
      expect((await stored(placed))?.revisions).toHaveLength(1);
    }
  });

  it('refuses a revision of a song not yet delivered, and a wrong link', async () => {
    const { body: unpaid } = await placeOrder(api, { email: unique('unpaid') });
    const { body: inProduction } = await placeOrder(api, { email: unique('making') });
    await payOrder(api, inProduction);
    await approveLyrics(api, staff.token, inProduction.orderId);
    expect((await move(inProduction.orderId, 'in_production')).status).toBe(200);
    for (const order of [unpaid, inProduction]) {
      const before = await stored(order);
      const refused = await askRevision(order);
      expect(refused.status).toBe(409);
      expect(refused.body.error?.message).toBe(MESSAGES.revisionNotDelivered);
      expect(await stored(order)).toEqual(before);
    }
    const delivered = await deliveredOrder();
    expect((await askRevision({ ...delivered, token: 'a-guessed-token' })).status).toBe(404);
    expect((await stored(delivered))?.stage).toBe('delivered');
  });

  it('refuses notes shorter than 10 or longer than 2,000 characters and changes nothing', async () => {
    const placed = await deliveredOrder();
    const before = await stored(placed);
    const short = await askRevision(placed, '  too short ');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(MESSAGES.revisionNotesMin);
    const long = await askRevision(placed, 'x'.repeat(LIMITS.revisionNotesMaxChars + 1));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(MESSAGES.revisionNotesMax);
    expect(await stored(placed)).toEqual(before);
    expect((await askRevision(placed, 'x'.repeat(LIMITS.revisionNotesMaxChars))).status).toBe(201);
  });
});
