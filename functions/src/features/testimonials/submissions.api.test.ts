import { randomBytes } from 'node:crypto';
import {
  type AdminOrderDetail,
  MESSAGES,
  type OrderCreated,
  type Page,
  type PublicTestimonial,
  type Testimonial,
  type TestimonialSubmission,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { approveLyrics, orderStatus, paidOrder, uploadSong } from '../../testing/orders.ts';
import { TESTIMONIAL_SUBMISSIONS, TESTIMONIALS } from './records.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('testimonials from customers', () => {
  let api: TestApi;
  let staff: Caller;
  let otherStaff: Caller;
  let affiliate: Caller;
  const words = { title: 'Mum cried', description: 'She played it five times in a row.', linkUrl: '', consent: true };

  beforeAll(async () => {
    api = await createTestApi();
    staff = await caller(api, 'testimonial-staff', { admin: true });
    otherStaff = await caller(api, 'testimonial-staff-2', { admin: true });
    affiliate = await caller(api, 'testimonial-affiliate', { affiliate: true });
  });
  afterAll(() => api.close());

  /** A paid order, delivered, and the id of its gift page. */
  async function deliveredOrder(): Promise<OrderCreated & { shareId: string }> {
    const order = await paidOrder(api, { email: `gift-${randomBytes(4).toString('hex')}@example.com` });
    await approveLyrics(api, staff.token, order.orderId);
    const move = await api.json('PATCH', `/api/admin/orders/${order.orderId}`, {
      token: staff.token,
      body: { stage: 'in_production' },
    });
    expect(move.status).toBe(200);
    const songFile = await uploadSong(api, staff.token, Buffer.from('ID3 song'));
    const delivered = await api.json<AdminOrderDetail>('POST', `/api/admin/orders/${order.orderId}/delivery`, {
      token: staff.token,
      body: { songFile, lyrics: 'La la' },
    });
    expect(delivered.status).toBe(200);
    const { body } = await orderStatus(api, order);
    expect(body.shareId).toBeTruthy();
    return { ...order, shareId: body.shareId as string };
  }

  const submit = (body: Record<string, unknown>) => api.json<ErrorBody>('POST', '/api/testimonials', { body });
  const submissions = async (who: Caller = staff) =>
    (await api.json<TestimonialSubmission[]>('GET', '/api/admin/testimonials/submissions', { token: who.token })).body;
  /** Approval of the version `who` reads in the list now, as the back office sends it. */
  const approve = async (orderId: string, who: Caller = staff, version?: number) => {
    const seen = (await submissions(who)).find((s) => s.orderId === orderId);
    return api.json<TestimonialSubmission & ErrorBody>('POST', `/api/admin/testimonials/submissions/${orderId}/approve`, {
      token: who.token,
      body: { version: version ?? seen?.version },
    });
  };
  const publicPage = async () => (await api.json<Page<PublicTestimonial>>('GET', '/api/testimonials?page=1')).body;

  it('takes a testimonial from a live gift link as awaiting approval, and publishes it only once staff approve', async () => {
    const order = await deliveredOrder();
    const sent = await submit({ shareId: order.shareId, ...words, linkUrl: 'https://youtu.be/gift' });
    expect(sent.status).toBe(201);

    const waiting = (await submissions()).find((s) => s.orderId === order.orderId);
    expect(waiting).toMatchObject({ title: 'Mum cried', linkUrl: 'https://youtu.be/gift', approvedAt: null });
    expect((await publicPage()).items.some((t) => t.title === 'Mum cried')).toBe(false);

    const path = `/api/admin/testimonials/submissions/${order.orderId}/approve`;
    expect((await api.json('POST', path, { body: { version: 1 } })).status).toBe(401);
    const forbidden = await api.json('POST', path, { token: affiliate.token, body: { version: 1 } });
    expect(forbidden.status).toBe(403);
    const approved = await approve(order.orderId, otherStaff);
    expect(approved.status).toBe(200);
    expect(approved.body.approvedAt).toBeTruthy();

    const live = (await publicPage()).items.find((t) => t.title === 'Mum cried');
    expect(live).toMatchObject({ description: words.description, linkUrl: 'https://youtu.be/gift' });
    const stored = await api.services.documents.get(TESTIMONIALS, live?.id ?? '');
    expect(stored?.data).toMatchObject({ orderId: order.orderId, createdBy: otherStaff.uid });
    const { body: all } = await api.json<Testimonial[]>('GET', '/api/admin/testimonials', { token: staff.token });
    expect(all.find((t) => t.id === live?.id)?.authorEmail).toBe(otherStaff.email);
  });

  it('keeps one testimonial per order: a second replaces the first, waits for approval, then takes its place', async () => {
    const order = await deliveredOrder();
    await submit({ shareId: order.shareId, ...words, title: 'First words' });
    expect((await approve(order.orderId)).status).toBe(200);
    expect((await submit({ shareId: order.shareId, ...words, title: 'Better words' })).status).toBe(201);

    const mine = (await submissions()).filter((s) => s.orderId === order.orderId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Better words', approvedAt: null });
    // Until approved, the earlier words stay live.
    expect((await publicPage()).items.some((t) => t.title === 'First words')).toBe(true);

    expect((await approve(order.orderId)).status).toBe(200);
    const titles = (await publicPage()).items.map((t) => t.title);
    expect(titles).toContain('Better words');
    expect(titles).not.toContain('First words');
  });

  it('approves only the version staff read: a text rewritten through the gift link since is refused with 409', async () => {
    const order = await deliveredOrder();
    await submit({ shareId: order.shareId, ...words, title: 'Kind words' });
    const read = (await submissions()).find((s) => s.orderId === order.orderId);
    expect(read).toMatchObject({ title: 'Kind words', version: 1 });
    // Someone else holding the widely shared gift link rewrites it while staff read.
    await submit({ shareId: order.shareId, ...words, title: 'Buy cheap watches' });

    const refused = await approve(order.orderId, staff, read?.version);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(MESSAGES.testimonialChanged);
    expect((await publicPage()).items.some((t) => t.title === 'Buy cheap watches')).toBe(false);
    expect((await submissions()).find((s) => s.orderId === order.orderId)).toMatchObject({ approvedAt: null, version: 2 });
    expect((await approve(order.orderId, staff, 2)).status).toBe(200);
  });

  it('refuses a revoked or unknown gift link, and bad input, with clear messages, storing nothing', async () => {
    const order = await deliveredOrder();
    const renewed = await api.json('POST', '/api/orders/share', { body: { order: order.orderId, token: order.token } });
    expect(renewed.status).toBe(200);

    const revoked = await submit({ shareId: order.shareId, ...words });
    expect(revoked.status).toBe(404);
    expect(revoked.body.error.message).toBe(MESSAGES.songLinkUnavailable);
    expect((await submit({ shareId: 'x'.repeat(32), ...words })).status).toBe(404);

    const bad = await submit({ shareId: order.shareId, title: '', description: ' ', linkUrl: 'not a url', consent: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      title: MESSAGES.titleRequired,
      description: MESSAGES.testimonialTextRequired,
      linkUrl: MESSAGES.linkUrlInvalid,
      consent: MESSAGES.testimonialConsentRequired,
    });
    expect(await api.services.documents.get(TESTIMONIAL_SUBMISSIONS, order.orderId)).toBeNull();
  });

  it('lets staff decline a testimonial, which removes it', async () => {
    const order = await deliveredOrder();
    await submit({ shareId: order.shareId, ...words, title: 'Not for the site' });
    const path = `/api/admin/testimonials/submissions/${order.orderId}`;
    expect((await api.request('DELETE', path, { token: affiliate.token })).status).toBe(403);
    expect((await api.request('DELETE', path, { token: staff.token })).status).toBe(204);
    expect((await submissions()).some((s) => s.orderId === order.orderId)).toBe(false);
    expect((await api.request('DELETE', path, { token: staff.token })).status).toBe(404);
  });
});
