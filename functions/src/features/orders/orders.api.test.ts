import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, TERMS, type UploadTicket } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedFileStore } from '../../ports/files/embedded.ts';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { orderStatus, placeOrder, STORY, seedAffiliate } from '../../testing/orders.ts';
import { ORDERS, type OrderRecord } from './records.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The path and query of a signed URL, for the in-process app. */
const pathOf = (url: string) => url.slice(TEST_BASE_URL.length);
/** The harness defaults `content-type` in lower case, so the ticket's headers are passed the same way. */
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('orders', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedAffiliate(api, 'aff-active', 'GOODCODE');
    await seedAffiliate(api, 'aff-suspended', 'SUSPEND1', 'suspended');
  });
  afterAll(() => api.close());

  async function upload(bucket: string, contentType: string, body: string) {
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      body: { bucket, contentType, size: body.length, fileName: 'file' },
    });
    expect(ticket.status).toBe(201);
    const put = await api.request('PUT', pathOf(ticket.body.uploadUrl), { body, headers: lower(ticket.body.headers) });
    expect(put.status).toBe(201);
    return ticket.body.fileId;
  }

  it('computes the price itself and ignores an amount the client sends', async () => {
    const { status, body } = await placeOrder(api, { amount: 1, amountPounds: 1 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      productId: 'basic-song',
      productName: 'Basic Song',
      amountPounds: 440,
      listPricePounds: 440,
      isDiscounted: false,
      discountCode: null,
    });
    const stored = await api.services.documents.get<OrderRecord>(ORDERS, body.orderId);
    expect(stored?.data).toMatchObject({
      amountPounds: 440,
      paymentStatus: 'awaiting_payment',
      stage: 'received',
      customerName: 'Ada Lovelace',
      referralCode: null,
      affiliateId: null,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The store keeps the link's hash alone: a reader of it cannot open the order.
    expect(JSON.stringify(stored?.data)).not.toContain(body.token);
    expect(stored?.data.links).toEqual([
      {
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        revokedAt: null,
      },
    ]);
  });

  it('keeps the version of the terms the customer accepted and their age confirmed, and places nothing without both', async () => {
    const { status, body } = await placeOrder(api);
    expect(status).toBe(201);
    const stored = await api.services.documents.get<OrderRecord>(ORDERS, body.orderId);
    expect(stored?.data.consent).toEqual({
      termsVersion: TERMS.version,
      ageConfirmed: true,
      acceptedAt: stored?.data.createdAt,
      photoAsPreview: false,
    });

    const email = `unticked-${Date.now()}@example.com`;
    for (const [unticked, message] of [
      [{ acceptTerms: false }, MESSAGES.termsRequired],
      [{ acceptTerms: undefined }, MESSAGES.termsRequired],
      [{ ageConfirmed: false }, MESSAGES.ageConfirmRequired],
      [{ ageConfirmed: 'yes' }, MESSAGES.ageConfirmRequired],
    ] as const) {
      const refused = await placeOrder(api, { email, ...unticked });
      expect(refused.status).toBe(400);
      const field = Object.keys(unticked)[0] as string;
      expect((refused.body as unknown as ErrorBody).error.fields?.[field]).toBe(message);
    }
    const placed = await api.services.documents.query<OrderRecord>(ORDERS, {
      where: [{ field: 'customerEmailKey', op: '==', value: email }],
    });
    expect(placed).toEqual([]);
  });

  it('gives 10% off with an active affiliate code, whatever its case', async () => {
    const { status, body } = await placeOrder(api, { productId: 'basic-full-song', referralCode: 'goodcode' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ amountPounds: 558, listPricePounds: 620, isDiscounted: true, discountCode: 'GOODCODE' });
    const stored = await api.services.documents.get<OrderRecord>(ORDERS, body.orderId);
    expect(stored?.data).toMatchObject({ affiliateId: 'aff-active', referralCode: 'GOODCODE', amountPounds: 558 });
  });

  it('rejects an unknown product, an unknown code and a suspended affiliate code with clear messages', async () => {
    const product = await placeOrder(api, { productId: 'free-song' });
    expect(product.status).toBe(400);
    expect((product.body as unknown as ErrorBody).error.fields?.productId).toBe(MESSAGES.productUnknown);

    for (const code of ['NOSUCH99', 'SUSPEND1', 'BAD']) {
      const { status, body } = await placeOrder(api, { referralCode: code });
      expect(status).toBe(400);
      expect((body as unknown as ErrorBody).error.message).toBe(MESSAGES.referralInvalid);
    }
  });

  it("keeps the customer's country as its ISO code, from a code or a name, and refuses text naming none", async () => {
    for (const [country, code] of [
      ['GW', 'GW'],
      ['Guinea-Bissau', 'GW'],
      ["Côte d'Ivoire", 'CI'],
      ['Timor-Leste', 'TL'],
    ]) {
      const { status, body } = await placeOrder(api, { country });
      expect(status).toBe(201);
      expect((await api.services.documents.get<OrderRecord>(ORDERS, body.orderId))?.data.country).toBe(code);
    }
    for (const [country, message] of [
      ['', MESSAGES.countryRequired],
      ['France 2', MESSAGES.countryLetters],
      ['Narnia', MESSAGES.countryUnknown],
    ]) {
      const { status, body } = await placeOrder(api, { country });
      expect(status).toBe(400);
      expect((body as unknown as ErrorBody).error.fields?.country).toBe(message);
    }
  });

  it('answers referral checks with valid or not, and nothing about the owner', async () => {
    const good = await api.json('POST', '/api/referrals/check', { body: { code: 'goodcode' } });
    expect(good).toEqual({ status: 200, body: { valid: true } });
    expect((await api.json('POST', '/api/referrals/check', { body: { code: 'SUSPEND1' } })).body).toEqual({ valid: false });
    expect((await api.json('POST', '/api/referrals/check', { body: { code: 'NOSUCH99' } })).body).toEqual({ valid: false });
  });

  it('rate-limits referral checks', async () => {
    const limited = await createTestApi();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push((await limited.request('POST', '/api/referrals/check', { body: { code: 'ABCDEFGH' } })).status);
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      const last = await limited.request('POST', '/api/referrals/check', { body: { code: 'ABCDEFGH' } });
      expect(last.status).toBe(429);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('attaches uploaded files once and claims them for the order', async () => {
    const photo = await upload('profile-pictures', 'image/png', 'png-bytes');
    const voice = await upload('voice-notes', 'audio/wav', 'wav-bytes');
    const { status, body } = await placeOrder(api, { profilePicture: photo, voiceNote: voice, hasVoiceNote: true });
    expect(status).toBe(201);
    const stored = await api.services.documents.get<OrderRecord>(ORDERS, body.orderId);
    expect(stored?.data).toMatchObject({ profilePicture: photo, voiceNote: voice });
    expect((await api.services.documents.get('uploads', photo))?.data.claimedBy).toBe(body.orderId);

    // The order page shows the brief as submitted, its files as links that open them.
    const view = await orderStatus(api, body);
    expect(view.body.brief).toMatchObject({ story: STORY.story, genre: STORY.genre, emotion: STORY.emotion });
    for (const url of [view.body.brief.photoUrl, view.body.brief.voiceNoteUrl]) {
      expect(url).toEqual(expect.any(String));
      const file = await api.app.request(new URL(url as string, TEST_BASE_URL).href);
      expect(file.status).toBe(200);
    }
    expect(await (await api.app.request(new URL(view.body.brief.voiceNoteUrl as string, TEST_BASE_URL).href)).text()).toBe(
      'wav-bytes',
    );

    const again = await placeOrder(api, { profilePicture: photo });
    expect(again.status).toBe(400);
    const wrongBucket = await placeOrder(api, { profilePicture: await upload('voice-notes', 'audio/mpeg', 'mp3') });
    expect(wrongBucket.status).toBe(400);
    const neverUploaded = await placeOrder(api, { profilePicture: 'abcdefghijkl-1.png' });
    expect(neverUploaded.status).toBe(400);
  });

  it('refuses upload tickets for files over the limit or of the wrong type', async () => {
    const big = await api.json<ErrorBody>('POST', '/api/uploads', {
      body: { bucket: 'profile-pictures', contentType: 'image/png', size: 5 * 1024 * 1024 + 1, fileName: 'a.png' },
    });
    expect(big.status).toBe(400);
    expect(big.body.error.fields?.file).toBe(MESSAGES.imageSize);
    const exact = await api.json('POST', '/api/uploads', {
      body: { bucket: 'profile-pictures', contentType: 'image/png', size: 5 * 1024 * 1024, fileName: 'a.png' },
    });
    expect(exact.status).toBe(201);
    const type = await api.json<ErrorBody>('POST', '/api/uploads', {
      body: { bucket: 'profile-pictures', contentType: 'image/svg+xml', size: 10, fileName: 'a.svg' },
    });
    expect(type.body.error.fields?.file).toBe(MESSAGES.imageType);
  });

  it('refuses a PUT to the signed URL that is too large, of another type or tampered with', async () => {
    const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
      body: { bucket: 'profile-pictures', contentType: 'image/png', size: 10, fileName: 'a.png' },
    });
    const path = pathOf(ticket.body.uploadUrl);
    const tooLarge = await api.request('PUT', path, {
      body: 'x'.repeat(5 * 1024 * 1024 + 1),
      headers: lower(ticket.body.headers),
    });
    expect(tooLarge.status).toBe(413);
    const wrongType = await api.request('PUT', path, { body: 'x', headers: { 'content-type': 'image/gif' } });
    expect(wrongType.status).toBe(415);
    const raisedCap = path.replace(/max=\d+/, 'max=999999999');
    expect((await api.request('PUT', raisedCap, { body: 'x', headers: lower(ticket.body.headers) })).status).toBe(403);
    const otherType = path.replace('ct=image%2Fpng', 'ct=text%2Fhtml');
    expect((await api.request('PUT', otherType, { body: 'x', headers: { 'content-type': 'text/html' } })).status).toBe(403);
  });

  it('refuses a PUT to an expired upload URL', async () => {
    let now = Date.parse('2026-01-15T10:00:00Z');
    const files = new EmbeddedFileStore(mkdtempSync(join(tmpdir(), 'storysong-files-')), 'test-key', TEST_BASE_URL, () => now);
    const expiring = await createTestApi({ files });
    try {
      const ticket = await expiring.json<UploadTicket>('POST', '/api/uploads', {
        body: { bucket: 'voice-notes', contentType: 'audio/mpeg', size: 3, fileName: 'a.mp3' },
      });
      now += 16 * 60 * 1000;
      const put = await expiring.request('PUT', pathOf(ticket.body.uploadUrl), {
        body: 'mp3',
        headers: lower(ticket.body.headers),
      });
      expect(put.status).toBe(403);
      expect(((await put.json()) as ErrorBody).error.message).toBe('This link has expired');
    } finally {
      await expiring.close();
    }
  });

  it('shows the order by its secret link and hides it behind a wrong token', async () => {
    const { body: created } = await placeOrder(api);
    const { status, body } = await orderStatus(api, created);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      orderId: created.orderId,
      productName: 'Basic Song',
      amountPounds: 440,
      paymentStatus: 'awaiting_payment',
      stage: 'received',
      paidAt: null,
    });
    const wrong = await orderStatus(api, { orderId: created.orderId, token: 'x'.repeat(43) });
    expect(wrong.status).toBe(404);
  });
});
