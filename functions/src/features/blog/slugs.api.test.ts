import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AdminPost, MESSAGES, type PostDetail } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { BLOG_POSTS, type PostRecord } from './records.ts';

/** The app shell the page routes put a post's head into; the real build is not needed for addresses. */
function shellFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'storysong-shell-')), 'app.html');
  writeFileSync(path, '<!doctype html><html><head><title>Storysong</title></head><body><div id="root"></div></body></html>');
  return path;
}

describe('blog post addresses', () => {
  let api: TestApi;
  let adminA: Caller;
  let adminB: Caller;

  /** An update is made from the post's stored version, as by an editor that has just opened it. */
  const latestVersion = async (id: string) => (await api.services.documents.get<PostRecord>(BLOG_POSTS, id))?.data.version ?? 0;
  const save = async (caller: Caller, body: Record<string, unknown>, id?: string) =>
    api.json<AdminPost & { error?: { code: string; message: string; fields?: Record<string, string> } }>(
      id ? 'PUT' : 'POST',
      id ? `/api/admin/posts/${id}` : '/api/admin/posts',
      {
        token: caller.token,
        body: { tags: [], content: '<p>Text</p>', status: 'published', ...(id && { version: await latestVersion(id) }), ...body },
      },
    );
  const page = (path: string) => api.request('GET', path);

  beforeAll(async () => {
    api = await createTestApi({}, {}, { templatePath: shellFile() });
    ({ adminA, adminB } = await callers(api));
  });
  afterAll(() => api.close());

  it('gives a post a slug from its title, numbered when another post has it', async () => {
    const first = await save(adminA, { title: 'Crème Brûlée for Grandma' });
    const second = await save(adminB, { title: 'Crème brûlée, for Grandma!' });
    expect(first.body.slug).toBe('creme-brulee-for-grandma');
    expect(second.body.slug).toBe('creme-brulee-for-grandma-2');
    const arabic = await save(adminA, { title: 'أغنية لأمي' });
    expect(arabic.body.slug).toBe('أغنية-لأمي');
    const served = await page(`/blog/post/${encodeURIComponent('أغنية-لأمي')}`);
    expect(served.status).toBe(200);
  });

  it('refuses a slug another post has, or one that is not a slug, and changes nothing', async () => {
    const mine = await save(adminA, { title: 'Taken address' });
    const other = await save(adminB, { title: 'Other post' });
    const taken = await save(adminB, { title: 'Other post', slug: mine.body.slug }, other.body.id);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ message: MESSAGES.slugTaken, fields: { slug: MESSAGES.slugTaken } });
    const invalid = await save(adminB, { title: 'Other post', slug: 'Not A/Slug' }, other.body.id);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.fields?.slug).toBe(MESSAGES.slugInvalid);
    const detail = await api.json<PostDetail>('GET', `/api/blog/posts/${other.body.slug}`);
    expect(detail.body).toMatchObject({ id: other.body.id, slug: 'other-post' });
  });

  it('lets a draft follow its title, and keeps a published address when the title changes', async () => {
    const draft = await save(adminA, { title: 'Early name', status: 'draft' });
    expect(draft.body.slug).toBe('early-name');
    const renamed = await save(adminA, { title: 'Better name', status: 'draft' }, draft.body.id);
    expect(renamed.body.slug).toBe('better-name');
    // A draft's earlier slug was never public: another post may have it.
    expect((await save(adminB, { title: 'Early name' })).body.slug).toBe('early-name');

    const published = await save(adminA, { title: 'Better name' }, draft.body.id);
    const retitled = await save(adminA, { title: 'Best name' }, draft.body.id);
    expect([published.body.slug, retitled.body.slug]).toEqual(['better-name', 'better-name']);
  });

  it('answers the id and an old slug with a permanent redirect to the slug, keeping the query', async () => {
    const post = await save(adminA, { title: 'Moving post' });
    const byId = await page(`/blog/post/${post.body.id}?lng=fr`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get('location')).toBe('/blog/post/moving-post?lng=fr');

    const moved = await save(adminA, { title: 'Moving post', slug: 'moved-post' }, post.body.id);
    expect(moved.body.slug).toBe('moved-post');
    const old = await page('/blog/post/moving-post');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/blog/post/moved-post');
    const current = await page('/blog/post/moved-post');
    expect(current.status).toBe(200);
    const html = await current.text();
    expect(html).toContain('<link rel="canonical" href="http://localhost:8080/blog/post/moved-post"');

    // The API finds the post by any of its addresses and says where it lives now.
    for (const address of [post.body.id, 'moving-post', 'moved-post']) {
      expect((await api.json<PostDetail>('GET', `/api/blog/posts/${address}`)).body.slug).toBe('moved-post');
    }
    // An old address stays the post's: no other post may take it.
    const other = await save(adminB, { title: 'Squatter', slug: 'moving-post' });
    expect(other.status).toBe(409);
  });

  it('frees every address of a deleted post', async () => {
    const post = await save(adminA, { title: 'Short lived' });
    await save(adminA, { title: 'Short lived', slug: 'short-lived-renamed' }, post.body.id);
    expect((await api.request('DELETE', `/api/admin/posts/${post.body.id}`, { token: adminA.token })).status).toBe(204);
    expect((await page('/blog/post/short-lived')).status).toBe(404);
    expect((await save(adminB, { title: 'Short lived' })).body.slug).toBe('short-lived');
  });

  it('lists slugs in the sitemap and uses them in the served head and related posts', async () => {
    const a = await save(adminA, { title: 'Tagged one', tags: ['lullaby'] });
    await save(adminA, { title: 'Tagged two', tags: ['lullaby'] });
    const sitemap = await (await page('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:8080/blog/post/tagged-one</loc>');
    expect(sitemap).not.toContain(`/blog/post/${a.body.id}<`);
    const detail = await api.json<PostDetail>('GET', '/api/blog/posts/tagged-one');
    expect(detail.body.related.map((p) => p.slug)).toEqual(['tagged-two']);
  });
});
