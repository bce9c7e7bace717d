import { type AdminPost, MESSAGES, type Page, type PostSummary } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';
import { publishDuePosts } from './schedule.ts';

const MINUTE = 60_000;

describe('scheduled posts', () => {
  const clock = manualClock();
  let api: TestApi;
  let admin: Caller;

  const inMinutes = (minutes: number) => new Date(clock.now() + minutes * MINUTE).toISOString();
  const save = (body: Record<string, unknown>, id?: string) =>
    api.json<AdminPost & { error?: { message: string; fields?: Record<string, string> } }>(
      id ? 'PUT' : 'POST',
      id ? `/api/admin/posts/${id}` : '/api/admin/posts',
      { token: admin.token, body: { tags: [], content: '<p>Coming soon</p>', ...body } },
    );
  const mine = async (id: string) =>
    (await api.json<AdminPost[]>('GET', '/api/admin/posts', { token: admin.token })).body.find((p) => p.id === id);

  /** Every public place a post can appear, each answering whether it shows this one. */
  async function publicSightings(post: AdminPost) {
    const text = async (path: string) => (await api.request('GET', path)).text();
    const list = async (query: string) =>
      (await api.json<Page<PostSummary>>('GET', `/api/blog/posts?${query}`)).body.items.some((p) => p.id === post.id);
    return {
      list: await list('page=1'),
      tag: await list(`page=1&tag=${post.tags[0]}`),
      search: await list(`page=1&q=${encodeURIComponent(post.title)}`),
      bySlug: (await api.request('GET', `/api/blog/posts/${post.slug}`)).status === 200,
      byId: (await api.request('GET', `/api/blog/posts/${post.id}`)).status === 200,
      rss: (await text('/blog/rss.xml')).includes(`/blog/post/${post.slug}<`),
      sitemap: (await text('/sitemap.xml')).includes(`/blog/post/${post.slug}<`),
    };
  }
  const nowhere = { list: false, tag: false, search: false, bySlug: false, byId: false, rss: false, sitemap: false };
  const everywhere = { list: true, tag: true, search: true, bySlug: true, byId: true, rss: true, sitemap: true };

  beforeAll(async () => {
    api = await createTestApi({ clock });
    admin = await caller(api, 'scheduler', { admin: true });
  });
  afterAll(() => api.close());

  it('asks for a time, and one still ahead', async () => {
    const missing = await save({ title: 'No time', status: 'scheduled' });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields?.publishAt).toBe(MESSAGES.publishAtRequired);
    const past = await save({ title: 'Too late', status: 'scheduled', publishAt: inMinutes(-1) });
    expect(past.status).toBe(400);
    expect(past.body.error?.fields?.publishAt).toBe(MESSAGES.publishAtPast);
    expect((await api.json<AdminPost[]>('GET', '/api/admin/posts', { token: admin.token })).body).toEqual([]);
  });

  it('keeps a scheduled post from readers until its time, then publishes it dated that time', async () => {
    const publishAt = inMinutes(60);
    const { status, body: post } = await save({
      title: 'Midsummer lullaby',
      tags: ['midsummer'],
      status: 'scheduled',
      publishAt,
    });
    expect(status).toBe(201);
    expect(post).toMatchObject({ status: 'scheduled', publishAt, publishedAt: null });
    expect(await mine(post.id)).toMatchObject({ status: 'scheduled', publishAt });
    expect(await publicSightings(post)).toEqual(nowhere);

    clock.advance(59 * MINUTE);
    expect(await publishDuePosts(api.services)).toBe(0);
    expect(await publicSightings(post)).toEqual(nowhere);

    clock.advance(MINUTE);
    expect(await publishDuePosts(api.services)).toBe(1);
    expect(await mine(post.id)).toMatchObject({ status: 'published', publishedAt: publishAt, publishAt: null, version: 2 });
    expect(await publicSightings(post)).toEqual(everywhere);
    // Published once: a second run finds nothing due.
    expect(await publishDuePosts(api.services)).toBe(0);
  });

  it('unschedules a post back to a draft, which the scheduler then leaves alone', async () => {
    const { body: post } = await save({
      title: 'Second thoughts',
      tags: ['later'],
      status: 'scheduled',
      publishAt: inMinutes(30),
    });
    const { status, body: draft } = await save(
      { title: 'Second thoughts', tags: ['later'], status: 'draft', version: post.version },
      post.id,
    );
    expect(status).toBe(200);
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    clock.advance(31 * MINUTE);
    expect(await publishDuePosts(api.services)).toBe(0);
    expect(await mine(post.id)).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null });
    expect(await publicSightings(post)).toEqual(nowhere);
  });

  it('moves a scheduled post to a new time', async () => {
    const { body: post } = await save({ title: 'Moved time', tags: ['moved'], status: 'scheduled', publishAt: inMinutes(10) });
    const later = inMinutes(120);
    const { body: moved } = await save(
      { title: 'Moved time', tags: ['moved'], status: 'scheduled', publishAt: later, version: post.version },
      post.id,
    );
    expect(moved.publishAt).toBe(later);
    clock.advance(11 * MINUTE);
    expect(await publishDuePosts(api.services)).toBe(0);
    clock.advance(110 * MINUTE);
    expect(await publishDuePosts(api.services)).toBe(1);
    expect(await mine(post.id)).toMatchObject({ status: 'published', publishedAt: later });
  });
});
