import { randomBytes } from 'node:crypto';
import type { ErasureResult, PrivacyLookup, PrivacyRequestView } from '@storysong/core';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { paidOrder } from '../../testing/orders.ts';
import { deliveredOrder } from '../../testing/privacy.ts';
import { MAIL_OUTBOX } from '../mail/exports.ts';
import { ORDERS, type OrderRecord } from '../orders/exports.ts';
import { TESTIMONIAL_SUBMISSIONS } from '../testimonials/exports.ts';

describe('the staff Privacy page', () => {
  let api: TestApi;
  let staff: Caller;
  let affiliate: Caller;
  const address = () => `privacy-${randomBytes(4).toString('hex')}@example.com`;

  beforeAll(async () => {
    api = await createTestApi();
    staff = await caller(api, 'privacy-staff', { admin: true });
    affiliate = await caller(api, 'privacy-affiliate', { affiliate: true });
  });
  afterAll(() => api.close());

  const post = <T>(path: string, body: unknown, who: Caller | null = staff) =>
    api.json<T>('POST', `/api/admin/privacy${path}`, { body, ...(who && { token: who.token }) });
  const order = async (id: string) => (await api.services.documents.get<OrderRecord>(ORDERS, id))?.data;

  it('is for staff only, and refuses an address that is not one, changing nothing', async () => {
    expect((await post('/lookup', { email: 'a@example.com' }, null)).status).toBe(401);
    expect((await post('/lookup', { email: 'a@example.com' }, affiliate)).status).toBe(403);
    expect((await post('/erase', { email: 'a@example.com' }, affiliate)).status).toBe(403);
    const bad = await post<{ error: { code: string; fields: Record<string, string> } }>('/erase', { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBeTruthy();
  });

  it('finds the orders, emails and testimonials held for an address, whatever case it is typed in', async () => {
    const email = address();
    const { order: delivered } = await deliveredOrder(api, staff.token, email);
    await api.services.background.idle();
    await api.services.documents.set(TESTIMONIAL_SUBMISSIONS, delivered.orderId, {
      title: 'Mum cried',
      description: 'Five times in a row.',
      linkUrl: '',
      productName: 'Basic Song',
      testimonialId: 't1',
      submittedAt: '2026-01-15T10:00:00.000Z',
      version: 1,
      approvedAt: null,
    });
    const { status, body } = await post<PrivacyLookup>('/lookup', { email: email.toUpperCase() });
    expect(status).toBe(200);
    const kinds = body.records.map((record) => record.kind);
    expect(kinds.filter((kind) => kind === 'orders')).toHaveLength(1);
    expect(kinds).toContain('testimonials');
    expect(kinds.filter((kind) => kind === 'mails').length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).not.toContain('harbour');
  });

  it('exports everything held as one zip, and logs the request answered', async () => {
    const email = address();
    const { order: delivered } = await deliveredOrder(api, staff.token, email);
    await api.services.background.idle();
    const response = await api.request('POST', '/api/admin/privacy/export', { token: staff.token, body: { email } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const folder = `orders/${delivered.orderId}/`;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        `${folder}order.json`,
        `${folder}story.txt`,
        `${folder}lyrics-1.txt`,
        `${folder}voice-note.mp3`,
        `${folder}song-v1.mp3`,
      ]),
    );
    expect(new TextDecoder().decode(files[`${folder}lyrics-1.txt`])).toBe('Verse one, as we wrote it\n');
    const record = JSON.parse(new TextDecoder().decode(files[`${folder}order.json`]));
    expect(record.customerEmail).toBe(email);
    expect(record.statusToken).toBeUndefined();
    expect(new TextDecoder().decode(files[`${folder}song-v1.mp3`])).toBe('ID3 the finished song');
    expect(Object.keys(files).some((name) => name.startsWith(`${folder}emails/`))).toBe(true);

    const lookup = await post<PrivacyLookup>('/lookup', { email });
    expect(lookup.body.requests).toEqual([
      expect.objectContaining({ kind: 'access', source: 'staff', completedBy: staff.email, completedAt: expect.any(String) }),
    ]);
  });

  it('erases an address: the story, files, emails and testimonials go, the accounting record stays; twice erases nothing more', async () => {
    const email = address();
    const { order: delivered, voiceNote, songFile } = await deliveredOrder(api, staff.token, email);
    await api.services.background.idle();
    await api.services.documents.set(TESTIMONIAL_SUBMISSIONS, delivered.orderId, {
      title: 'Lovely',
      description: 'Thank you.',
      linkUrl: '',
      productName: 'Basic Song',
      testimonialId: 't2',
      submittedAt: '2026-01-15T10:00:00.000Z',
      version: 1,
      approvedAt: null,
    });
    const first = await post<ErasureResult>('/erase', { email });
    expect(first.status).toBe(200);
    expect(first.body.erased.orders).toBe(1);
    expect(first.body.erased.testimonials).toBe(1);
    expect(first.body.erased.mails).toBeGreaterThanOrEqual(2);
    expect(first.body.kept).toEqual([]);

    const erased = await order(delivered.orderId);
    expect(erased).toMatchObject({
      customerName: '',
      customerEmail: '',
      story: '',
      voiceNote: null,
      song: null,
      shareId: null,
      // The lyrics tell the story; when they were sent and answered stays, as it moved the promised date.
      lyricDrafts: [{ text: '', sentAt: expect.any(String), answer: { kind: 'approved', notes: null, at: expect.any(String) } }],
      erasedAt: expect.any(String),
      // What accounting keeps.
      productId: 'basic-song',
      amountPounds: delivered.amountPounds,
      paymentStatus: 'paid',
      paidAt: expect.any(String),
    });
    expect(await api.services.files.stat('voice-notes', voiceNote)).toBeNull();
    expect(await api.services.files.stat('songs', songFile)).toBeNull();
    expect(await api.services.documents.get(TESTIMONIAL_SUBMISSIONS, delivered.orderId)).toBeNull();
    const mails = await api.services.documents.query(MAIL_OUTBOX, { where: [{ field: 'to', op: '==', value: email }] });
    expect(mails).toEqual([]);

    const again = await post<ErasureResult>('/erase', { email });
    expect(again.body.erased).toEqual({ testimonials: 0, orders: 0, mails: 0, conversations: 0, affiliate: 0 });
    expect((await post<PrivacyLookup>('/lookup', { email })).body.records).toEqual([]);
  });

  it('keeps an order whose song is being made, and leaves the erasure request open until it can be answered', async () => {
    const email = address();
    const paid = await paidOrder(api, { email });
    await api.services.background.idle();
    await post('/requests', { email, kind: 'erasure' });
    const result = await post<ErasureResult>('/erase', { email });
    expect(result.body.kept).toEqual([
      expect.objectContaining({ kind: 'orders', id: paid.orderId, keptBecause: 'in_production' }),
    ]);
    expect((await order(paid.orderId))?.story).toContain('harbour');
    const lookup = await post<PrivacyLookup>('/lookup', { email });
    expect(lookup.body.requests).toEqual([expect.objectContaining({ kind: 'erasure', completedAt: null })]);
  });

  it('logs a request with its one-month deadline, newest first', async () => {
    const email = address();
    const logged = await post<PrivacyRequestView>('/requests', { email, kind: 'access', receivedOn: '2026-01-31' });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({
      receivedAt: '2026-01-31T12:00:00.000Z',
      dueAt: '2026-02-28T12:00:00.000Z',
      completedAt: null,
    });
    const refused = await post<{ error: { fields: Record<string, string> } }>('/requests', {
      email,
      kind: 'access',
      receivedOn: '2026-02-30',
    });
    expect(refused.status).toBe(400);
    const log = await api.json<PrivacyRequestView[]>('GET', '/api/admin/privacy/requests', { token: staff.token });
    expect(log.body.some((request) => request.id === logged.body.id)).toBe(true);
    expect((await api.json('GET', '/api/admin/privacy/requests', { token: affiliate.token })).status).toBe(403);
  });
});
