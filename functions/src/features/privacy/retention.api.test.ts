import { randomBytes } from 'node:crypto';
import { MESSAGES, TERMS } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { orderStatus, paidOrder, placeOrder } from '../../testing/orders.ts';
import { deliveredOrder, uploadVoiceNote } from '../../testing/privacy.ts';
import { MAIL_OUTBOX, type MailRecord } from '../mail/exports.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';
import { applyRetention } from './exports.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the retention schedule, by moving the clock', () => {
  let api: TestApi;
  let staff: Caller;
  const clock = manualClock(Date.parse('2026-01-15T10:00:00Z'));
  const address = () => `retention-${randomBytes(4).toString('hex')}@example.com`;

  beforeAll(async () => {
    api = await createTestApi({ clock });
    staff = await caller(api, 'retention-staff', { admin: true });
  });
  afterAll(() => api.close());

  const order = async (id: string) => (await api.services.documents.get<OrderRecord>(ORDERS, id))?.data;
  const mailsTo = async (to: string) =>
    (await api.services.documents.query<MailRecord>(MAIL_OUTBOX, { where: [{ field: 'to', op: '==', value: to }] })).map(
      (doc) => doc.data,
    );
  const run = async () => {
    const done = await applyRetention(api.services);
    await api.services.background.idle();
    return done;
  };

  it('asks the customer in their language 11 months after delivery, then erases the story and files 30 days later without an answer', async () => {
    const email = address();
    const { order: delivered, voiceNote, songFile } = await deliveredOrder(api, staff.token, email);
    await api.services.documents.update(ORDERS, delivered.orderId, { siteLanguage: 'fr' });
    const deliveredAt = (await order(delivered.orderId))?.song?.deliveredAt ?? '';
    expect((await order(delivered.orderId))?.retentionDueAt).toBe('2026-12-15T10:00:00.000Z');

    clock.advance(Date.parse('2026-12-15T09:00:00Z') - clock.now());
    expect((await run()).noticed).toBe(0);
    // Before the notice the page names the day we ask by, a month after it; after it, the day they go.
    expect((await orderStatus(api, delivered)).body.privacy).toMatchObject({
      asked: false,
      deleteAfter: '2027-01-14T10:00:00.000Z',
    });
    clock.advance(2 * 60 * 60 * 1000);
    const first = await run();
    expect(first.noticed).toBe(1);
    expect(first.erased).toBe(0);
    const notices = (await mailsTo(email)).filter((mail) => mail.kind === 'retentionNotice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe('Que faire de votre histoire ?');
    expect(notices[0]?.words.paragraphs[0]).toContain('14 janvier 2027');
    expect(notices[0]?.words.cta.href).toContain(`${delivered.orderId}`);
    // The notice's own link: the order's first one has expired by the time the files go, a year after it was made.
    const noticeLink = { orderId: delivered.orderId, token: /token=([\w-]+)/.exec(notices[0]?.words.cta.href ?? '')?.[1] ?? '' };
    // A second run, at once, neither asks again nor erases.
    expect(await run()).toMatchObject({ noticed: 0, erased: 0 });
    expect((await orderStatus(api, delivered)).body.privacy).toMatchObject({ asked: true, canKeep: true });

    clock.advance(29 * DAY_MS);
    expect((await run()).erased).toBe(0);
    expect((await order(delivered.orderId))?.story).toContain('harbour');

    clock.advance(2 * DAY_MS);
    expect((await run()).erased).toBe(1);
    const erased = await order(delivered.orderId);
    expect(erased).toMatchObject({
      story: '',
      customerEmail: '',
      voiceNote: null,
      song: null,
      retentionDueAt: null,
      erasedAt: expect.any(String),
      productId: 'basic-song',
      amountPounds: delivered.amountPounds,
      paymentStatus: 'paid',
    });
    expect(erased?.createdAt).toBeTruthy();
    expect(deliveredAt).toBeTruthy();
    expect(await api.services.files.stat('voice-notes', voiceNote)).toBeNull();
    expect(await api.services.files.stat('songs', songFile)).toBeNull();
    expect((await run()).erased).toBe(0);
    // What the customer agreed to stays with the accounting record; nothing is left to revise from.
    expect(erased?.consent).toMatchObject({ termsVersion: TERMS.version, ageConfirmed: true });
    const revision = await api.json<{ error: { message: string } }>('POST', '/api/orders/revisions', {
      body: { order: noticeLink.orderId, token: noticeLink.token, notes: 'Please make the chorus longer' },
    });
    expect(revision.status).toBe(409);
    expect(revision.body.error.message).toBe(MESSAGES.revisionErased);
    expect((await order(delivered.orderId))?.stage).toBe('delivered');
  });

  it('erases an unpaid order’s personal data and files 30 days after it was placed, leaves a paid one, and refuses to take payment for it', async () => {
    const start = clock.now();
    const voiceNote = await uploadVoiceNote(api);
    const { body: unpaid } = await placeOrder(api, { email: address(), voiceNote, hasVoiceNote: true });
    const paid = await paidOrder(api, { email: address() });

    clock.advance(29 * DAY_MS);
    await run();
    expect((await order(unpaid.orderId))?.erasedAt).toBeFalsy();

    clock.advance(start + 30 * DAY_MS + 1000 - clock.now());
    expect((await run()).unpaid).toBeGreaterThanOrEqual(1);
    expect(await order(unpaid.orderId)).toMatchObject({
      story: '',
      customerName: '',
      voiceNote: null,
      erasedAt: expect.any(String),
    });
    expect(await api.services.files.stat('voice-notes', voiceNote)).toBeNull();
    expect((await order(paid.orderId))?.story).toContain('harbour');
    expect((await run()).unpaid).toBe(0);

    const checkout = await api.json('POST', '/api/checkout', { body: { orderId: unpaid.orderId, token: unpaid.token } });
    expect(checkout.status).toBe(409);
  });

  it('deletes a sent message 30 days after it was sent, and marks it for Firestore’s TTL when it is sent', async () => {
    const email = address();
    await placeOrder(api, { email });
    await api.services.background.idle();
    const [sent] = await mailsTo(email);
    expect(sent?.status).toBe('sent');
    expect(sent?.expireAt).toBeTruthy();

    clock.advance(29 * DAY_MS);
    await run();
    expect(await mailsTo(email)).toHaveLength(1);
    clock.advance(2 * DAY_MS);
    expect((await run()).mails).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(email)).toEqual([]);
  });
});
