import { randomBytes } from 'node:crypto';
import {
  type AdminOrderDetail,
  LIMITS,
  MESSAGES,
  type OrderCreated,
  type OrderStatusView,
  type ProductionBoard,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller, statusesFor } from '../../testing/admin.ts';
import { createTestApi, manualClock, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { messagesTo, waitForMessages } from '../../testing/inbox.ts';
import { lyricDraftLink, payOrder, placeOrder } from '../../testing/orders.ts';
import { remindAndApproveDueLyrics } from '../admin/exports.ts';
import { AUDIT_LOG } from '../audit/exports.ts';
import { ORDERS, type OrderRecord } from './exports.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOTES = 'Her name is said Ah-nya, and please mention the harbour.';
type Failure = { error: { code: string; message: string } };
const unique = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

describe('lyrics approved before recording', () => {
  let api: TestApi;
  let staff: Caller;
  let affiliate: Caller;
  let notified: string;
  const clock = manualClock(Date.parse('2026-05-04T09:00:00Z'));

  beforeAll(async () => {
    api = await createTestApi({ clock });
    staff = await caller(api, 'lyrics-staff', { admin: true });
    affiliate = await caller(api, 'lyrics-affiliate', { affiliate: true });
    notified = unique('lyrics-team');
    const { token } = await api.user(notified, { admin: true });
    await api.json('PUT', '/api/admin/profile', { token, body: { displayName: 'Team', notifyNewOrders: true } });
  });
  afterAll(() => api.close());

  async function order(paid: boolean, extra: Record<string, unknown> = {}): Promise<OrderCreated> {
    const { body } = await placeOrder(api, { email: unique('lyrics'), ...extra });
    if (paid) await payOrder(api, body);
    return body;
  }
  const sendDraft = (orderId: string, text: string, token = staff.token) =>
    api.json<AdminOrderDetail & Failure>('POST', `/api/admin/orders/${orderId}/lyrics`, { token, body: { text } });
  const answer = (link: { orderId: string; token: string }, body: Record<string, unknown>) =>
    api.json<OrderStatusView & Failure>('POST', '/api/orders/lyrics', {
      body: { order: link.orderId, token: link.token, ...body },
    });
  const move = (orderId: string, stage: string) =>
    api.json<AdminOrderDetail & Failure>('PATCH', `/api/admin/orders/${orderId}`, { token: staff.token, body: { stage } });
  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;

  it('goes round by round on a pro suite: three rounds of changes, then only approval, then recording', async () => {
    const unpaid = await order(false, { productId: 'pro-studio' });
    const notPaid = await sendDraft(unpaid.orderId, 'Verse one');
    expect([notPaid.status, notPaid.body.error.message]).toEqual([409, MESSAGES.lyricsNotPaid]);

    const placed = await order(true, { productId: 'pro-studio', siteLanguage: 'fr' });
    const early = await move(placed.orderId, 'in_production');
    expect([early.status, early.body.error.message]).toEqual([409, MESSAGES.lyricsNotApproved]);
    const guarded = await statusesFor(
      api,
      'POST',
      `/api/admin/orders/${unpaid.orderId}/lyrics`,
      { affiliate: affiliate.token, admin: staff.token },
      { text: 'x' },
    );
    expect(guarded).toEqual([401, 403, 409]);
    expect((await sendDraft(placed.orderId, '   ')).status).toBe(400);
    expect((await sendDraft(placed.orderId, 'x'.repeat(LIMITS.lyricsMaxChars + 1))).status).toBe(400);

    const first = await sendDraft(placed.orderId, '  Anya by the harbour  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      lyricsWaiting: true,
      lyrics: { roundsIncluded: 3, roundsLeft: 3, drafts: [{ text: 'Anya by the harbour', answer: null }] },
    });
    const twice = await sendDraft(placed.orderId, 'Another');
    expect([twice.status, twice.body.error.message]).toEqual([409, MESSAGES.lyricDraftOpen]);
    const board = await api.json<ProductionBoard>('GET', '/api/admin/board', { token: staff.token });
    const card = [...board.body.overdue, ...board.body.soon, ...board.body.later].find((c) => c.id === placed.orderId);
    expect(card?.lyricsWaiting).toBe(true);
    const waiting = await move(placed.orderId, 'in_production');
    expect([waiting.status, waiting.body.error.message]).toEqual([409, MESSAGES.lyricsNotApproved]);

    const mail = (await waitForMessages(placed.customerEmail, 3)).find((m) => m.subject === 'Vos paroles sont prêtes à lire');
    expect(mail?.text).toContain('Sans nouvelles de votre part sous 10 jours, nous la considérerons comme approuvée.');
    expect(mail?.text).toContain('Tours de modifications restants avec votre formule : 3.');
    const link = await lyricDraftLink(api, placed.orderId);
    expect(mail?.text).toContain(`${TEST_BASE_URL}/orders/${placed.orderId}#token=${link.token}`);

    expect((await answer({ ...link, token: 'guessed' }, { round: 1, kind: 'approved' })).status).toBe(404);
    const stale = await answer(link, { round: 2, kind: 'approved' });
    expect([stale.status, stale.body.error.message]).toEqual([409, MESSAGES.lyricDraftNotOpen]);
    const short = await answer(link, { round: 1, kind: 'changes', notes: 'Too sad' });
    expect([short.status, short.body.error.message]).toEqual([400, MESSAGES.lyricNotesMin]);
    expect((await answer(link, { round: 1, kind: 'changes', notes: 'x'.repeat(LIMITS.lyricNotesMaxChars + 1) })).status).toBe(
      400,
    );
    expect((await stored(placed.orderId))?.lyricDrafts?.[0]?.answer).toBeNull();

    clock.advance(2 * DAY + 3 * HOUR);
    const changes = await answer(link, { round: 1, kind: 'changes', notes: `  ${NOTES}  ` });
    expect(changes.status).toBe(200);
    expect(changes.body.lyrics).toMatchObject({
      roundsLeft: 2,
      daysTaken: 2,
      drafts: [{ answer: { kind: 'changes', notes: NOTES, automatic: false } }],
    });
    // The two whole days the customer took move the promise (21 days for Pro Studio).
    const paidAt = Date.parse((await stored(placed.orderId))?.paidAt ?? '');
    expect(changes.body.promisedAt).toBe(new Date(paidAt + 23 * DAY).toISOString());
    const staffMail = (await waitForMessages(notified, 2)).find((m) => m.subject === 'Lyrics answered: Pro Studio');
    expect(staffMail?.text).toContain('They asked for changes');
    expect(staffMail?.text).toContain(`Their notes: ${NOTES}`);

    expect((await sendDraft(placed.orderId, 'Ah-nya by the harbour')).status).toBe(201);
    const second = await lyricDraftLink(api, placed.orderId);
    expect((await answer(second, { round: 2, kind: 'changes', notes: 'One more pass on the chorus, please.' })).status).toBe(200);
    const third = await sendDraft(placed.orderId, 'Ah-nya, the harbour, the chorus');
    expect(third.body.lyrics.roundsLeft).toBe(1);
    const thirdLink = await lyricDraftLink(api, placed.orderId);
    expect((await answer(thirdLink, { round: 3, kind: 'changes', notes: 'The bridge once more, please.' })).status).toBe(200);
    const fourth = await sendDraft(placed.orderId, 'Ah-nya, the harbour, the chorus, the bridge');
    expect(fourth.body.lyrics.roundsLeft).toBe(0);
    const last = await lyricDraftLink(api, placed.orderId);
    const usedUp = await answer(last, { round: 4, kind: 'changes', notes: 'And yet another change, please.' });
    expect([usedUp.status, usedUp.body.error.message]).toEqual([409, MESSAGES.lyricChangesUsedUp]);
    const approved = await answer(last, { round: 4, kind: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body.lyrics.drafts.map((d) => d.answer?.kind)).toEqual(['changes', 'changes', 'changes', 'approved']);
    const again = await sendDraft(placed.orderId, 'A fifth');
    expect([again.status, again.body.error.message]).toEqual([409, MESSAGES.lyricsAlreadyApproved]);

    const started = await move(placed.orderId, 'in_production');
    expect(started.status).toBe(200);
    expect(started.body.lyricsWaiting).toBe(false);
    const late = await sendDraft(placed.orderId, 'Too late');
    expect([late.status, late.body.error.message]).toEqual([409, MESSAGES.lyricsNotReceived]);
    const audited = await api.services.documents.query(AUDIT_LOG, {
      where: [{ field: 'action', op: '==', value: 'order.lyrics' }],
    });
    expect(audited.filter((entry) => (entry.data.target as { id: string }).id === placed.orderId)).toHaveLength(4);
  });

  it('gives a people suite one round of changes, then the second draft can only be approved', async () => {
    const placed = await order(true);
    const sent = await sendDraft(placed.orderId, 'First draft');
    expect(sent.body.lyrics).toMatchObject({ roundsIncluded: 1, roundsLeft: 1 });
    const first = await lyricDraftLink(api, placed.orderId);
    const changes = await answer(first, { round: 1, kind: 'changes', notes: 'Please change the second verse.' });
    expect([changes.status, changes.body.lyrics.roundsLeft]).toEqual([200, 0]);

    const second = await sendDraft(placed.orderId, 'Second draft');
    expect([second.status, second.body.lyrics.roundsLeft]).toEqual([201, 0]);
    const drafts = (await waitForMessages(placed.customerEmail, 4)).filter((m) => m.subject === 'Your lyrics are ready to read');
    const lines = drafts.map((m) => m.text?.includes('Rounds of changes left with your suite: 1.'));
    expect(lines.sort()).toEqual([false, true]);
    expect(drafts.filter((m) => m.text?.includes('You have used the rounds of changes your suite includes'))).toHaveLength(1);
    const link = await lyricDraftLink(api, placed.orderId);
    const refused = await answer(link, { round: 2, kind: 'changes', notes: 'Please change the chorus too.' });
    expect([refused.status, refused.body.error.message]).toEqual([409, MESSAGES.lyricChangesUsedUp]);
    expect((await answer(link, { round: 2, kind: 'approved' })).status).toBe(200);
    expect((await move(placed.orderId, 'in_production')).status).toBe(200);
  });

  it('reminds the customer after five days without an answer, and after ten approves the draft with notice', async () => {
    const placed = await order(true);
    const paidAt = (await stored(placed.orderId))?.paidAt ?? '';
    await sendDraft(placed.orderId, 'Verse one, waiting');
    const sentAt = clock.now();

    clock.advance(5 * DAY - HOUR);
    await remindAndApproveDueLyrics(api.services);
    expect((await stored(placed.orderId))?.lyricDrafts?.[0]?.remindedAt).toBeNull();

    clock.advance(HOUR);
    await remindAndApproveDueLyrics(api.services);
    await remindAndApproveDueLyrics(api.services);
    const reminded = await stored(placed.orderId);
    expect(reminded?.lyricDrafts?.[0]).toMatchObject({ remindedAt: new Date(sentAt + 5 * DAY).toISOString(), answer: null });
    expect(reminded?.lyricDueAt).toBe(new Date(sentAt + 10 * DAY).toISOString());
    const reminders = (await waitForMessages(placed.customerEmail, 4)).filter(
      (m) => m.subject === 'Your lyrics are waiting for you',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(
      'If we have not heard from you within 10 days of sending it, we will take it as approved.',
    );
    expect((await move(placed.orderId, 'in_production')).status).toBe(409);

    // The schedule runs late: the approval is dated when it fell due, and the customer's days are the ten.
    clock.advance(5 * DAY + 2 * HOUR);
    await remindAndApproveDueLyrics(api.services);
    await remindAndApproveDueLyrics(api.services);
    const approved = await stored(placed.orderId);
    expect(approved?.lyricDrafts?.[0]?.answer).toEqual({
      kind: 'approved',
      notes: null,
      at: new Date(sentAt + 10 * DAY).toISOString(),
      automatic: true,
    });
    expect(approved?.lyricDueAt).toBeNull();
    const mails = await waitForMessages(placed.customerEmail, 5);
    expect(mails.filter((m) => m.subject === 'Your lyrics are approved: recording starts')).toHaveLength(1);
    // Staff's notice is sent beside the customer's: it may land a moment after it.
    await expect
      .poll(
        async () =>
          (await messagesTo(notified)).find((m) => m.text?.includes(placed.customerEmail) && m.text.includes('approved for them'))
            ?.subject,
      )
      .toBe('Lyrics answered: Basic Song');

    const detail = await move(placed.orderId, 'in_production');
    expect(detail.status).toBe(200);
    // Basic Song's seven days, plus the ten the customer left the draft unanswered.
    expect(detail.body.promisedAt).toBe(new Date(Date.parse(paidAt) + 17 * DAY).toISOString());
    expect(detail.body.lyrics.daysTaken).toBe(10);
  });

  it('lets a cancelled order’s draft wait for nothing: no answer, no reminder, no approval', async () => {
    const placed = await order(true);
    await sendDraft(placed.orderId, 'Verse one, then cancelled');
    const link = await lyricDraftLink(api, placed.orderId);
    expect((await move(placed.orderId, 'cancelled')).status).toBe(200);
    const refused = await answer(link, { round: 1, kind: 'approved' });
    expect([refused.status, refused.body.error.message]).toEqual([409, MESSAGES.lyricDraftNotOpen]);
    clock.advance(11 * DAY);
    await remindAndApproveDueLyrics(api.services);
    const after = await stored(placed.orderId);
    expect(after?.lyricDrafts?.[0]).toMatchObject({ remindedAt: null, answer: null });
    expect(after?.lyricDueAt).toBeNull();
  });
});
