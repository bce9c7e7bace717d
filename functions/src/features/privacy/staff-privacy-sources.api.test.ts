import { randomUUID } from 'node:crypto';
import {
  type AffiliateDataExport,
  COMMISSION_HOLDING_DAYS,
  DAY_MS,
  type ErasureResult,
  type PrivacyLookup,
} from '@storysong/core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { bookCommission, fromClient, register, registration, uniqueEmail } from '../../testing/affiliates.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import {
  AFFILIATES,
  type AffiliateRecord,
  matureCommissions,
  REFERRAL_TRANSACTIONS,
  type TransactionRecord,
} from '../affiliates/exports.ts';
import { appendMessage, CONVERSATION_MESSAGES, CONVERSATIONS } from '../conversations/exports.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** The staff Privacy page finds, exports and erases a visitor's conversations and an affiliate's account (issue 75 §2). */
describe('the staff Privacy page, for conversations and affiliate accounts', () => {
  const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
  let api: TestApi;
  let staff: Caller;

  beforeAll(async () => {
    api = await createTestApi({ clock }, { TRUSTED_PROXY_HOPS: '1' });
    staff = await caller(api, 'privacy-sources-staff', { admin: true });
  });
  afterAll(() => api.close());

  const post = <T>(path: string, body: unknown) => api.json<T>('POST', `/api/admin/privacy${path}`, { body, token: staff.token });
  const affiliate = async (uid: string) => (await api.services.documents.get<AffiliateRecord>(AFFILIATES, uid))?.data;

  /** An address with an affiliate account (a commission still held, clicks this week) and a conversation from it written in another form. */
  const captcha = async () => ((await (await api.request('POST', '/api/captcha/local')).json()) as { token: string }).token;

  /**
   * An address with an affiliate account (a commission still held, clicks on its link) and a
   * conversation from the contact form, the address written there in another form, answered by staff.
   */
  async function personWithEverything(label: string) {
    const email = uniqueEmail(label);
    const registered = await register(api, registration(email));
    expect(registered.status).toBe(201);
    const { uid } = await api.user(email, { affiliate: true }, 'Sup3rSecret');
    await bookCommission(api, uid, `order-${randomUUID()}`, 2500, new Date(clock.now()).toISOString());
    for (let click = 0; click < 3; click++) {
      const counted = await api.request('POST', '/api/referral-clicks', {
        body: { code: registered.body.referralCode },
        headers: { 'user-agent': PHONE, ...fromClient() },
      });
      expect(counted.status).toBe(202);
    }
    const [local, domain] = email.split('@');
    const contact = await api.request('POST', '/api/conversations/contact', {
      body: {
        fullName: 'Ada Referrer',
        email: `${local?.toUpperCase()}+songs@${domain}`,
        country: 'Portugal',
        language: 'en',
        message: 'My payout went to my old bank',
        captchaToken: await captcha(),
      },
      headers: fromClient(),
    });
    expect(contact.status).toBe(201);
    const conversationId = ((await contact.json()) as { conversation: { id: string } }).conversation.id;
    await appendMessage(api.services, conversationId, { author: 'staff', text: 'We will look into it', staffUid: staff.uid });
    return { email, uid, conversationId };
  }

  it('lists the conversation, the affiliate account and its clicks, exports them and erases them', async () => {
    const { email, uid, conversationId } = await personWithEverything('privacy-sources');

    const lookup = await post<PrivacyLookup>('/lookup', { email });
    expect(lookup.status).toBe(200);
    expect(lookup.body.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'conversations', id: conversationId }),
        expect.objectContaining({ kind: 'affiliate', id: uid }),
        expect.objectContaining({ kind: 'referralClicks', id: uid }),
      ]),
    );
    expect(lookup.body.records.find((record) => record.kind === 'affiliate')?.keptBecause).toBeUndefined();
    // A summary names no one's words.
    expect(JSON.stringify(lookup.body)).not.toContain('old bank');

    const response = await api.request('POST', '/api/admin/privacy/export', { token: staff.token, body: { email } });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const read = (name: string) => {
      const file = files[name];
      if (!file) throw new Error(`${name} is not in the archive: ${Object.keys(files).join(', ')}`);
      return JSON.parse(new TextDecoder().decode(file));
    };
    const conversation = read(`conversations/${conversationId}.json`);
    expect(conversation.messages.map((message: { text: string }) => message.text)).toEqual([
      'My payout went to my old bank',
      'We will look into it',
    ]);
    expect(JSON.stringify(conversation)).not.toContain(staff.uid);
    const account = read(`affiliate/${uid}.json`) as AffiliateDataExport;
    expect(account.account).toMatchObject({ id: uid, email: email.toLowerCase() });
    expect(account.clicks.totalClicks).toBe(3);
    expect(account.commissions).toEqual([expect.objectContaining({ commissionPence: 2500, status: 'pending' })]);

    const erasure = await post<ErasureResult>('/erase', { email });
    expect(erasure.status).toBe(200);
    expect(erasure.body).toMatchObject({ erased: { conversations: 1, affiliate: 1 }, kept: [] });
    expect(await api.services.documents.get(CONVERSATIONS, conversationId)).toBeNull();
    const messages = await api.services.documents.query(CONVERSATION_MESSAGES, {
      where: [{ field: 'conversationId', op: '==', value: conversationId }],
    });
    expect(messages).toEqual([]);
    // Erased as closing erases it: the held commission forfeited, the personal fields, the address's row and the sign-in gone.
    expect(await affiliate(uid)).toMatchObject({
      status: 'closed',
      fullName: '',
      email: '',
      referralCode: '',
      paymentDetailsSealed: null,
    });
    const [forfeited] = await api.services.documents.query<TransactionRecord>(REFERRAL_TRANSACTIONS, {
      where: [{ field: 'affiliateId', op: '==', value: uid }],
    });
    expect(forfeited?.data).toMatchObject({
      status: 'rejected',
      rejectionReason: expect.stringContaining('closed their account'),
    });
    expect(await api.services.identity.findByEmail(email.toLowerCase())).toBeNull();

    expect((await post<PrivacyLookup>('/lookup', { email })).body.records).toEqual([]);
    const again = await post<ErasureResult>('/erase', { email });
    expect(again.body.erased).toMatchObject({ conversations: 0, affiliate: 0 });
    expect(again.body.kept).toEqual([]);
  });

  it('keeps an affiliate account a payout still owes, and leaves the erasure request open', async () => {
    const { email, uid } = await personWithEverything('privacy-sources-owed');
    clock.advance(COMMISSION_HOLDING_DAYS * DAY_MS + 60_000);
    await matureCommissions(api.services);
    await post('/requests', { email, kind: 'erasure' });

    const erasure = await post<ErasureResult>('/erase', { email });
    expect(erasure.body.erased).toMatchObject({ conversations: 1, affiliate: 0 });
    const kept = [expect.objectContaining({ kind: 'affiliate', id: uid, keptBecause: 'payout_owed' })];
    expect(erasure.body.kept).toEqual(kept);
    // Closed all the same: what is due waits for the next payout to the details on file.
    expect(await affiliate(uid)).toMatchObject({ status: 'closed', email: email.toLowerCase(), ledger: { duePence: 2500 } });
    expect(await api.services.identity.findByEmail(email.toLowerCase())).toBeNull();

    const lookup = await post<PrivacyLookup>('/lookup', { email });
    expect(lookup.body.records.filter((record) => record.kind === 'affiliate')).toEqual(kept);
    expect(lookup.body.requests).toEqual([expect.objectContaining({ kind: 'erasure', completedAt: null })]);
    // A second erasure changes nothing more and still says why.
    expect((await post<ErasureResult>('/erase', { email })).body.kept).toEqual(kept);
  });
});
