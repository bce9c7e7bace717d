import { randomBytes } from 'node:crypto';
import {
  type AdminOrderDetail,
  type GiftPageView,
  MESSAGES,
  type OrderCreated,
  type OrderStatusView,
  REVEAL_LIMITS,
  REVEAL_MESSAGES,
  type SongCountdownView,
  type SongShareView,
  utcToZonedTime,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { waitForMessages } from '../../testing/inbox.ts';
import { approveLyrics, orderStatus, payOrder, placeOrder, uploadSong } from '../../testing/orders.ts';
import { MAIL_OUTBOX, type MailRecord, retryDueMail } from '../mail/exports.ts';
import { ORDERS, type OrderRecord, sendDueReveals } from './exports.ts';
import { songPage } from './pages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LYRICS = 'Harbour lights\nand the morning wind';

type Answer = OrderStatusView & { error?: { code: string; message: string; fields?: Record<string, string> } };

describe('the reveal on the day', () => {
  // 15 January 2026, 10:00 UTC: 11:00 in Paris, 05:00 in New York.
  const clock = manualClock();
  let api: TestApi;
  let staff: Caller;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    staff = await caller(api, 'reveal-staff', { admin: true });
  });
  afterAll(() => api.close());

  const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;

  /** An order placed and paid, not yet delivered. */
  async function paid(): Promise<OrderCreated> {
    const { body } = await placeOrder(api, { email: unique('reveal-customer'), fullName: 'Ada Lovelace', siteLanguage: 'en' });
    await payOrder(api, body);
    return body;
  }

  /** An order placed, paid and delivered; returns it with its gift-page id. */
  async function delivered(): Promise<OrderCreated & { shareId: string }> {
    const order = await paid();
    await approveLyrics(api, staff.token, order.orderId);
    const move = await api.json<AdminOrderDetail>('PATCH', `/api/admin/orders/${order.orderId}`, {
      token: staff.token,
      body: { stage: 'in_production' },
    });
    expect(move.status).toBe(200);
    const songFile = await uploadSong(api, staff.token, Buffer.from('ID3 the song'));
    const delivery = await api.json<AdminOrderDetail>('POST', `/api/admin/orders/${order.orderId}/delivery`, {
      token: staff.token,
      body: { songFile, lyrics: LYRICS },
    });
    expect(delivery.status).toBe(200);
    return { ...order, shareId: (await status(order)).shareId ?? '' };
  }

  const status = async (o: OrderCreated) => (await orderStatus(api, o)).body;
  const gift = (shareId: string) => api.json<GiftPageView>('GET', `/api/songs/${shareId}`);
  const schedule = (o: OrderCreated, reveal: Record<string, unknown>, token = o.token) =>
    api.json<Answer>('POST', '/api/orders/reveal', { body: { order: o.orderId, token, siteLanguage: 'en', ...reveal } });
  const cancel = (o: OrderCreated, token = o.token) =>
    api.json<Answer>('POST', '/api/orders/reveal/cancel', { body: { order: o.orderId, token } });
  const played = (shareId: string) => api.request('POST', `/api/songs/${shareId}/played`);
  const pageData = (shareId: string) =>
    songPage({ path: `/songs/${shareId}`, query: new URLSearchParams(), clientAddress: '192.0.2.1' }, api.services);
  const stored = async (o: OrderCreated) => (await api.services.documents.get<OrderRecord>(ORDERS, o.orderId))?.data;

  /** A reveal tomorrow at 09:00 in Paris (08:00 UTC in winter) unless told otherwise. */
  const tomorrow = (extra: Record<string, unknown> = {}) => {
    const day = new Date(clock.now() + DAY).toISOString().slice(0, 10);
    return {
      recipientEmail: unique('mia'),
      message: 'Happy birthday, Mia! Press play.',
      date: day,
      time: '09:00',
      timeZone: 'Europe/Paris',
      ...extra,
    };
  };

  it('holds the song back on the gift page until the moment, served by neither the API nor the page', async () => {
    const order = await delivered();
    const reveal = tomorrow();
    const scheduled = await schedule(order, reveal);
    expect(scheduled.status).toBe(200);
    const revealAt = `${reveal.date}T08:00:00.000Z`;
    expect(scheduled.body.reveal).toEqual({
      recipientEmail: reveal.recipientEmail,
      message: reveal.message,
      date: reveal.date,
      time: '09:00',
      timeZone: 'Europe/Paris',
      revealAt,
      status: 'scheduled',
      sentAt: null,
      openedAt: null,
    });
    expect((await status(order)).reveal?.status).toBe('scheduled');
    // The customer's own page still plays the song.
    expect((await status(order)).song?.audioUrl).toContain('/api/files/songs/');

    const countdown = await gift(order.shareId);
    expect(countdown.status).toBe(200);
    expect(countdown.body).toEqual({
      productId: 'basic-song',
      productName: 'Basic Song',
      title: null,
      coverUrl: null,
      song: null,
      revealAt,
      timeZone: 'Europe/Paris',
      serverNow: new Date(clock.now()).toISOString(),
    } satisfies SongCountdownView);
    // The page the function renders is rendered with what its resolver read: the countdown alone.
    const page = JSON.stringify(await pageData(order.shareId));
    expect(page).toContain(revealAt);
    for (const secret of ['/api/files/songs/', 'Harbour lights', reveal.message, reveal.recipientEmail]) {
      expect(JSON.stringify(countdown.body)).not.toContain(secret);
      expect(page).not.toContain(secret);
    }

    // A minute before, still the countdown; at the moment, the song, before the schedule has even run.
    clock.advance(Date.parse(revealAt) - clock.now() - MINUTE);
    expect((await gift(order.shareId)).body.song).toBeNull();
    clock.advance(MINUTE);
    const song = (await gift(order.shareId)).body as SongShareView;
    expect(song.song.lyrics).toBe(LYRICS);
    expect(song.song.audioUrl).toContain('/api/files/songs/');
    expect(JSON.stringify(await pageData(order.shareId))).toContain('Harbour lights');
    expect(await sendDueReveals(api.services)).toBe(1);
  });

  it('lets the customer change the reveal, then cancel it, which gives the gift page its song at once', async () => {
    const order = await delivered();
    expect((await schedule(order, tomorrow())).status).toBe(200);
    const first = await stored(order);

    const changed = await schedule(
      order,
      tomorrow({ recipientEmail: unique('leo'), time: '18:30', timeZone: 'America/New_York' }),
    );
    expect(changed.status).toBe(200);
    const day = new Date(clock.now() + DAY).toISOString().slice(0, 10);
    // 18:30 in New York in winter (UTC−5) is 23:30 UTC.
    expect(changed.body.reveal).toMatchObject({ time: '18:30', timeZone: 'America/New_York', revealAt: `${day}T23:30:00.000Z` });
    expect((await gift(order.shareId)).body).toMatchObject({ song: null, revealAt: `${day}T23:30:00.000Z` });
    const record = await stored(order);
    expect(record?.reveal?.scheduledAt).toBe(first?.reveal?.scheduledAt);
    expect(record?.reveal?.dueAt).toBe(`${day}T23:30:00.000Z`);

    const cancelled = await cancel(order);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reveal).toBeNull();
    expect((await stored(order))?.reveal).toBeNull();
    expect(((await gift(order.shareId)).body as SongShareView).song.lyrics).toBe(LYRICS);
    const again = await cancel(order);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(REVEAL_MESSAGES.revealNothingToCancel);
  });

  it('refuses what is not the customer’s, not delivered, past, too far, too long or in no known zone, changing nothing', async () => {
    const order = await delivered();
    expect((await schedule(order, tomorrow({ message: 'Kept' }))).status).toBe(200);

    expect((await schedule(order, tomorrow(), 'not-the-token')).status).toBe(404);
    expect((await cancel(order, 'not-the-token')).status).toBe(404);
    expect((await schedule({ ...order, orderId: 'no-such-order' }, tomorrow())).status).toBe(404);

    const anHourAgoInParis = utcToZonedTime(new Date(clock.now() - HOUR).toISOString(), 'Europe/Paris');
    const inAYear = new Date(clock.now() + (REVEAL_LIMITS.maxAheadDays + 1) * DAY).toISOString().slice(0, 10);
    for (const [reveal, field, message] of [
      // An hour ago in Paris, read as UTC, is still ahead (Paris is UTC+1 in winter): the zone decides.
      [anHourAgoInParis, 'time', REVEAL_MESSAGES.revealInPast],
      [{ date: inAYear }, 'date', REVEAL_MESSAGES.revealTooFar],
      [{ date: '2026-02-30' }, 'date', REVEAL_MESSAGES.revealDateInvalid],
      [{ message: 'x'.repeat(REVEAL_LIMITS.messageMaxChars + 1) }, 'message', REVEAL_MESSAGES.revealMessageMax],
      [{ message: '  ' }, 'message', REVEAL_MESSAGES.revealMessageRequired],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', REVEAL_MESSAGES.revealTimeZoneUnknown],
      [{ recipientEmail: 'not an email' }, 'recipientEmail', MESSAGES.emailInvalid],
    ] as const) {
      const refused = await schedule(order, tomorrow(reveal));
      expect(refused.status, JSON.stringify(reveal).slice(0, 60)).toBe(400);
      expect(refused.body.error?.fields?.[field]).toBe(message);
    }
    expect((await stored(order))?.reveal?.message).toBe('Kept');

    const undelivered = await paid();
    const early = await schedule(undelivered, tomorrow());
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe(REVEAL_MESSAGES.revealNotDelivered);
    expect((await stored(undelivered))?.reveal).toBeUndefined();
    expect((await cancel(order)).status).toBe(200);
  });

  it('sends the gift link once at the moment, even when the schedule runs twice at once and again, then freezes the reveal', async () => {
    const order = await delivered();
    await api.json('POST', '/api/orders/title', {
      body: { order: order.orderId, token: order.token, title: 'Harbour Mornings' },
    });
    const reveal = tomorrow();
    expect((await schedule(order, reveal)).status).toBe(200);
    const due = Date.parse(`${reveal.date}T08:00:00.000Z`);

    clock.advance(due - clock.now() - MINUTE);
    expect(await sendDueReveals(api.services)).toBe(0);
    clock.advance(MINUTE);
    const runs = await Promise.all([sendDueReveals(api.services), sendDueReveals(api.services)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendDueReveals(api.services)).toBe(0);
    await api.services.background.idle();

    const queued = await api.services.documents.query<MailRecord>(MAIL_OUTBOX, {
      where: [{ field: 'to', op: '==', value: reveal.recipientEmail }],
    });
    expect(queued.map((m) => [m.data.kind, m.data.status])).toEqual([['songReveal', 'sent']]);
    const [mail] = await waitForMessages(reveal.recipientEmail);
    expect(mail?.subject).toBe('Ada Lovelace has a song for you');
    expect(mail?.text).toContain(`${TEST_BASE_URL}/songs/${order.shareId}`);
    expect(mail?.text).toContain('Ada Lovelace wrote: “Happy birthday, Mia! Press play.”');
    expect(mail?.text).toContain('Its title is “Harbour Mornings”.');
    expect(mail?.text).not.toContain(order.token);
    expect(mail?.text).not.toContain('Hello Ada');

    const view = await status(order);
    expect(view.reveal).toMatchObject({ status: 'sent', sentAt: new Date(clock.now()).toISOString(), openedAt: null });
    // Sent: no longer changed nor cancelled.
    const late = await schedule(order, tomorrow());
    expect(late.status).toBe(409);
    expect(late.body.error?.message).toBe(REVEAL_MESSAGES.revealAlreadySent);
    expect((await cancel(order)).body.error?.message).toBe(REVEAL_MESSAGES.revealAlreadySent);
    expect((await waitForMessages(reveal.recipientEmail, 2, 500)).length).toBe(1);
  });

  it('queues the email exactly once when the process dies after queuing it, and the outbox’s retries send it once', async () => {
    const order = await delivered();
    const reveal = tomorrow();
    expect((await schedule(order, reveal)).status).toBe(200);
    clock.advance(Date.parse(`${reveal.date}T08:00:00.000Z`) - clock.now());
    // The run commits, then its instance stops before sending (as a Cloud Function's does once it returns).
    const stopped = { ...api.services, config: { ...api.services.config, mailDispatch: 'outbox-trigger' as const } };
    expect(await sendDueReveals(stopped)).toBe(1);
    expect(await sendDueReveals(api.services)).toBe(0);
    expect((await status(order)).reveal?.status).toBe('sending');
    expect(await waitForMessages(reveal.recipientEmail, 1, 300)).toEqual([]);

    // After the first attempt's grace, two retry jobs at once: one takes the lease and sends.
    clock.advance(2 * MINUTE);
    const [a, b] = await Promise.all([retryDueMail(api.services), retryDueMail(api.services)]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    await retryDueMail(api.services);
    expect((await waitForMessages(reveal.recipientEmail)).length).toBe(1);
    expect((await waitForMessages(reveal.recipientEmail, 2, 500)).length).toBe(1);
    expect((await status(order)).reveal?.status).toBe('sent');
  });

  it('records the gift page’s first play after the reveal, and only that one', async () => {
    const order = await delivered();
    const reveal = tomorrow();
    expect((await schedule(order, reveal)).status).toBe(200);
    // Before the moment a play is impossible, and a report of one is kept nowhere.
    expect((await played(order.shareId)).status).toBe(204);
    expect((await stored(order))?.reveal?.openedAt).toBeNull();

    clock.advance(Date.parse(`${reveal.date}T08:00:00.000Z`) - clock.now());
    expect(await sendDueReveals(api.services)).toBe(1);
    await api.services.background.idle();
    clock.advance(5 * MINUTE);
    const openedAt = new Date(clock.now()).toISOString();
    expect((await played(order.shareId)).status).toBe(204);
    clock.advance(MINUTE);
    expect((await played(order.shareId)).status).toBe(204);
    expect((await status(order)).reveal).toMatchObject({ status: 'sent', openedAt });

    expect((await played('A'.repeat(32))).status).toBe(404);
    // A gift page without a reveal plays and records nothing.
    const plain = await delivered();
    expect((await played(plain.shareId)).status).toBe(204);
    expect((await stored(plain))?.reveal).toBeUndefined();
  });

  it('sends the link the customer renewed since scheduling, not the revoked one', async () => {
    const order = await delivered();
    const reveal = tomorrow();
    expect((await schedule(order, reveal)).status).toBe(200);
    const renewed = await api.json<{ shareId: string }>('POST', '/api/orders/share', {
      body: { order: order.orderId, token: order.token },
    });
    expect((await gift(renewed.body.shareId)).body.song).toBeNull();
    expect((await gift(order.shareId)).status).toBe(404);
    clock.advance(Date.parse(`${reveal.date}T08:00:00.000Z`) - clock.now());
    expect(await sendDueReveals(api.services)).toBe(1);
    const [mail] = await waitForMessages(reveal.recipientEmail);
    expect(mail?.text).toContain(`/songs/${renewed.body.shareId}`);
    expect(mail?.text).not.toContain(`/songs/${order.shareId}`);
  });
});
