import type { Page, PublicTestimonial, Testimonial } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, statusesFor } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { TESTIMONIALS } from './records.ts';

describe('testimonials', () => {
  let api: TestApi;
  let adminA: Caller;
  let adminB: Caller;
  let affiliate: Caller;
  const input = { title: 'A song for Mum', description: 'She loved it', linkUrl: 'https://youtu.be/abc' };

  const create = async (caller: Caller, body: Record<string, unknown> = input) => {
    const { status, body: created } = await api.json<Testimonial>('POST', '/api/admin/testimonials', {
      token: caller.token,
      body,
    });
    expect(status).toBe(201);
    return created;
  };

  beforeAll(async () => {
    api = await createTestApi();
    ({ adminA, adminB, affiliate } = await callers(api));
  });
  afterAll(() => api.close());

  it('lets only admins reach the routes, and only the creator edit or delete', async () => {
    const mine = await create(adminA);
    const tokensA = { affiliate: affiliate.token, admin: adminA.token };
    const tokensB = { affiliate: affiliate.token, admin: adminB.token };
    const path = `/api/admin/testimonials/${mine.id}`;

    expect(await statusesFor(api, 'GET', '/api/admin/testimonials', tokensB)).toEqual([401, 403, 200]);
    expect(await statusesFor(api, 'POST', '/api/admin/testimonials', tokensB, input)).toEqual([401, 403, 201]);
    expect(await statusesFor(api, 'PUT', path, tokensB, { ...input, title: 'Hijacked' })).toEqual([401, 403, 404]);
    expect(await statusesFor(api, 'DELETE', path, tokensB)).toEqual([401, 403, 404]);
    expect(await statusesFor(api, 'PUT', path, tokensA, { ...input, title: 'Edited' })).toEqual([401, 403, 200]);
    expect((await api.services.documents.get(TESTIMONIALS, mine.id))?.data.title).toBe('Edited');
    expect(await statusesFor(api, 'DELETE', path, tokensA)).toEqual([401, 403, 204]);
    expect(await api.services.documents.get(TESTIMONIALS, mine.id)).toBeNull();
  });

  it('lists every testimonial to every admin, newest first, with the author email', async () => {
    const a = await create(adminA, { ...input, title: 'From A' });
    await api.services.documents.update(TESTIMONIALS, a.id, { createdAt: '2020-01-01T00:00:00.000Z' });
    const b = await create(adminB, { ...input, title: 'From B' });
    const { body } = await api.json<Testimonial[]>('GET', '/api/admin/testimonials', { token: adminB.token });
    const ids = body.map((t) => t.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(body.find((t) => t.id === a.id)).toMatchObject({ authorEmail: adminA.email, createdBy: adminA.uid });
  });

  it('validates with the spec messages', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (
        await api.json<{ error: { fields: Record<string, string> } }>('POST', '/api/admin/testimonials', {
          token: adminA.token,
          body,
        })
      ).body.error.fields;
    expect(await bad({ ...input, title: '' })).toMatchObject({ title: 'Title is required' });
    expect(await bad({ ...input, linkUrl: '' })).toMatchObject({ linkUrl: 'Link URL is required' });
    expect(await bad({ ...input, linkUrl: 'not a url' })).toMatchObject({
      linkUrl: 'Please enter a valid URL (e.g., https://www.youtube.com)',
    });
    expect(await bad({ ...input, linkUrl: 'javascript:alert(1)' })).toMatchObject({
      linkUrl: 'Please enter a valid URL (e.g., https://www.youtube.com)',
    });
    const noDescription = await create(adminA, { title: 'Just a link', linkUrl: 'https://example.com' });
    expect(noDescription.description).toBe('');
  });

  it('pages the public list 9 at a time, without staff identities, cacheable', async () => {
    for (const doc of await api.services.documents.query(TESTIMONIALS)) await api.services.documents.delete(TESTIMONIALS, doc.id);
    expect((await api.json<Page<PublicTestimonial>>('GET', '/api/testimonials')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 9,
    });
    for (let n = 1; n <= 10; n++) {
      const t = await create(adminA, { ...input, title: `T${n}` });
      await api.services.documents.update(TESTIMONIALS, t.id, {
        createdAt: `2025-02-${String(n).padStart(2, '0')}T00:00:00.000Z`,
      });
    }
    const response = await api.request('GET', '/api/testimonials?page=1');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    const first = (await response.json()) as Page<PublicTestimonial>;
    expect(first.total).toBe(10);
    expect(first.items).toHaveLength(9);
    expect(first.items[0]?.title).toBe('T10');
    expect(first.items[0]).not.toHaveProperty('createdBy');
    expect(first.items[0]).not.toHaveProperty('authorEmail');
    const second = (await api.json<Page<PublicTestimonial>>('GET', '/api/testimonials?page=2')).body;
    expect(second.items.map((t) => t.title)).toEqual(['T1']);
  });
});
