import type { AffiliateView, ReferralTransaction } from '@storysong/core';
import { MESSAGES } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookCommission,
  fromClient,
  register,
  registeredAffiliate,
  registration,
  uniqueEmail,
} from '../../testing/affiliates.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { AFFILIATE_EMAILS, AFFILIATES, type AffiliateRecord, REFERRAL_CODES } from './records.ts';

describe('affiliate accounts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { TRUSTED_PROXY_HOPS: '1' });
  });
  afterAll(() => api.close());

  it('registers an affiliate with a fresh code, the affiliate claim and private payment details', async () => {
    const email = uniqueEmail('Register');
    const { status, body } = await register(api, registration(email));
    expect(status).toBe(201);
    expect(body.referralCode).toMatch(/^[A-Z0-9]{8}$/);

    const user = await api.services.identity.findByEmail(email.toLowerCase());
    expect(user?.claims).toMatchObject({ affiliate: true });
    const uid = user?.uid ?? '';
    const stored = await api.services.documents.get<AffiliateRecord>(AFFILIATES, uid);
    expect(stored?.data).toMatchObject({
      fullName: 'Ada Referrer',
      email: email.toLowerCase(),
      referralCode: body.referralCode,
      status: 'active',
      commissionRate: 10,
      earningsTotalPence: 0,
      paymentMethod: 'paypal',
      paymentDetailsMasked: { method: 'paypal', paypalEmail: '***********@example.com' },
    });
    expect(JSON.stringify(stored?.data)).not.toContain('ada.payouts');
    expect((await api.services.documents.get(REFERRAL_CODES, body.referralCode ?? ''))?.data).toEqual({ affiliateId: uid });
    expect((await api.services.documents.get(AFFILIATE_EMAILS, email.toLowerCase()))?.data).toEqual({ affiliateId: uid });
  });

  it('refuses a second registration with the same email, whatever its case', async () => {
    const email = uniqueEmail('twice');
    expect((await register(api, registration(email))).status).toBe(201);
    const again = await register(api, registration(email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(MESSAGES.emailTaken);
  });

  it('turns three concurrent registrations on one email into exactly one account', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([1, 2, 3].map(() => register(api, registration(email))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const docs = await api.services.documents.query<AffiliateRecord>(AFFILIATES, {
      where: [{ field: 'email', op: '==', value: email }],
    });
    expect(docs).toHaveLength(1);
    const codes = await api.services.documents.query(REFERRAL_CODES, {
      where: [{ field: 'affiliateId', op: '==', value: docs[0]?.id }],
    });
    expect(codes).toHaveLength(1);
  });

  it('validates with the form schema and its exact messages', async () => {
    const { status, body } = await register(api, {
      ...registration(uniqueEmail('invalid')),
      paymentDetails: { method: 'bank', bankName: '', accountNumber: '', country: 'France 2' },
      acceptTerms: false,
    });
    expect(status).toBe(400);
    expect(body.error?.fields).toMatchObject({
      'paymentDetails.bankName': MESSAGES.bankNameRequired,
      'paymentDetails.accountNumber': MESSAGES.accountNumberRequired,
      'paymentDetails.country': MESSAGES.countryNameLetters,
      acceptTerms: MESSAGES.termsRequired,
    });
  });

  it("keeps the bank's country as its ISO code", async () => {
    const email = uniqueEmail('bank');
    const { status } = await register(api, {
      ...registration(email),
      paymentDetails: { method: 'bank', bankName: 'Banque Atlantique', accountNumber: 'CI93 0001', country: "Côte d'Ivoire" },
    });
    expect(status).toBe(201);
    const [doc] = await api.services.documents.query<AffiliateRecord>(AFFILIATES, {
      where: [{ field: 'email', op: '==', value: email.toLowerCase() }],
    });
    expect(doc?.data.paymentDetailsMasked).toMatchObject({ method: 'bank', country: 'CI' });
  });

  it('limits registrations per client address', async () => {
    const client = fromClient('192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await api.request('POST', '/api/affiliates/register', { body: {}, headers: client })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const client = fromClient(`2001:db8:77:1:${i.toString(16)}::${i + 1}`);
      statuses.push((await api.request('POST', '/api/affiliates/register', { body: {}, headers: client })).status);
    }
    expect(statuses[10]).toBe(429);
    const neighbour = fromClient('2001:db8:77:2::1');
    expect((await api.request('POST', '/api/affiliates/register', { body: {}, headers: neighbour })).status).toBe(400);
  });

  it('shows an affiliate only their own record and transactions, newest first', async () => {
    const a = await registeredAffiliate(api, 'owner-a');
    const b = await registeredAffiliate(api, 'owner-b');
    await bookCommission(api, a.uid, 'order-a-old', 3960, '2026-01-02T10:00:00.000Z');
    await bookCommission(api, a.uid, 'order-a-new', 5580, '2026-01-10T10:00:00.000Z');
    await bookCommission(api, b.uid, 'order-b', 31500, '2026-01-05T10:00:00.000Z');

    const me = await api.json<AffiliateView>('GET', '/api/affiliates/me', { token: a.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: a.uid,
      referralCode: a.referralCode,
      referralCount: 2,
      pendingPence: 3960 + 5580,
      earningsTotalPence: 0,
      paymentMethod: 'paypal',
    });
    const mine = await api.json<ReferralTransaction[]>('GET', '/api/affiliates/me/transactions', { token: a.token });
    expect(mine.body.map((t) => t.orderId)).toEqual(['order-a-new', 'order-a-old']);
    // The customer's address is theirs, not the affiliate's: masked, as public pages mask authors.
    expect(mine.body.map((t) => t.customerEmail)).toEqual(['***********@example.com', '***********@example.com']);

    const theirs = await api.json<ReferralTransaction[]>('GET', '/api/affiliates/me/transactions', { token: b.token });
    expect(theirs.body.map((t) => t.orderId)).toEqual(['order-b']);
    expect((await api.json<AffiliateView>('GET', '/api/affiliates/me', { token: b.token })).body.id).toBe(b.uid);
  });

  it('asks anonymous callers to sign in and keeps staff routes from affiliates', async () => {
    const a = await registeredAffiliate(api, 'nosy');
    expect((await api.json('GET', '/api/affiliates/me')).status).toBe(401);
    expect((await api.json('GET', '/api/affiliates/me/transactions')).status).toBe(401);
    expect((await api.json('GET', '/api/admin/affiliates', { token: a.token })).status).toBe(403);
    expect((await api.json('GET', '/api/admin/referral-transactions', { token: a.token })).status).toBe(403);
    expect(
      (await api.json('PATCH', `/api/admin/affiliates/${a.uid}`, { token: a.token, body: { status: 'suspended' } })).status,
    ).toBe(403);
    expect((await api.json('POST', '/api/admin/referral-transactions/x/approve', { token: a.token })).status).toBe(403);
  });

  it('answers 404 not_found with the spec message for a signed-in user who is not an affiliate', async () => {
    const { token } = await api.user(uniqueEmail('stranger'));
    const { status, body } = await api.json<{ error: { code: string; message: string } }>('GET', '/api/affiliates/me', { token });
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'not_found', message: MESSAGES.affiliateNotFound });
  });
});
