import type { AdminPost, Page, PostDetail, PostSummary } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, statusesFor } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { blogPostPage } from './meta.ts';
import { BLOG_POSTS, type PostRecord } from './records.ts';

const pageRequest = (path: string) => ({ path, query: new URLSearchParams(), clientAddress: '203.0.113.7' });

const XSS =
  '<p>Hello <strong>reader</strong></p><script>alert(1)</script><img src="x" alt="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">bad</a><a href="https://example.com/ok" onclick="alert(4)">good</a>' +
  '<img src="https://images.example.com/a.png" alt="A photo" onerror="alert(5)"><iframe src="https://evil.example"></iframe>';

describe('blog', () => {
  let api: TestApi;
  let adminA: Caller;
  let adminB: Caller;
  let affiliate: Caller;

  /** An update is made from the post's stored version, as by an editor that has just opened it. */
  const latestVersion = async (id: string) => (await api.services.documents.get<PostRecord>(BLOG_POSTS, id))?.data.version ?? 0;
  const save = async (caller: Caller, body: Record<string, unknown>, id?: string) =>
    api.json<AdminPost>(id ? 'PUT' : 'POST', id ? `/api/admin/posts/${id}` : '/api/admin/posts', {
      token: caller.token,
      body: { tags: [], ...(id && { version: await latestVersion(id) }), ...body },
    });
  const publish = async (caller: Caller, title: string, extra: Record<string, unknown> = {}) => {
    const { status, body } = await save(caller, { title, content: `<p>${title} text</p>`, status: 'published', ...extra });
    expect(status).toBe(201);
    return body;
  };
  const clearPosts = async () => {
    for (const doc of await api.services.documents.query(BLOG_POSTS)) await api.services.documents.delete(BLOG_POSTS, doc.id);
  };
  const publicPage = (page = 1) => api.json<Page<PostSummary>>('GET', `/api/blog/posts?page=${page}`);

  beforeAll(async () => {
    api = await createTestApi();
    ({ adminA, adminB, affiliate } = await callers(api));
  });
  afterAll(() => api.close());

  describe('authorisation', () => {
    it('lets only admins reach every post route, and only the author change a post', async () => {
      const post = await publish(adminA, 'Owned by A');
      const tokensA = { affiliate: affiliate.token, admin: adminA.token };
      const tokensB = { affiliate: affiliate.token, admin: adminB.token };
      const body = { title: 'Changed', content: '<p>x</p>', status: 'draft', tags: [], version: post.version };

      expect(await statusesFor(api, 'GET', '/api/admin/posts', tokensA)).toEqual([401, 403, 200]);
      expect(await statusesFor(api, 'POST', '/api/admin/posts', tokensA, body)).toEqual([401, 403, 201]);
      expect(await statusesFor(api, 'PUT', `/api/admin/posts/${post.id}`, tokensB, body)).toEqual([401, 403, 404]);
      expect(await statusesFor(api, 'DELETE', `/api/admin/posts/${post.id}`, tokensB)).toEqual([401, 403, 404]);
      expect(await statusesFor(api, 'PUT', `/api/admin/posts/${post.id}`, tokensA, body)).toEqual([401, 403, 200]);
      expect(await statusesFor(api, 'DELETE', `/api/admin/posts/${post.id}`, tokensA)).toEqual([401, 403, 204]);
    });

    it("lists only the signed-in admin's own posts, newest created first", async () => {
      await clearPosts();
      const first = await publish(adminA, 'A first');
      await api.services.documents.update(BLOG_POSTS, first.id, { createdAt: '2020-01-01T00:00:00.000Z' });
      const second = await publish(adminA, 'A second');
      await publish(adminB, 'B only');

      const listA = await api.json<AdminPost[]>('GET', '/api/admin/posts', { token: adminA.token });
      expect(listA.body.map((p) => p.id)).toEqual([second.id, first.id]);
      expect(listA.body[0]?.authorEmail).toBe(adminA.email);
      const listB = await api.json<AdminPost[]>('GET', '/api/admin/posts', { token: adminB.token });
      expect(listB.body.map((p) => p.title)).toEqual(['B only']);
    });
  });

  describe('saving', () => {
    it('saves a draft, then publishes it in place with publishedAt', async () => {
      const draft = await save(adminA, { title: 'Work in progress', content: '', status: 'draft' });
      expect(draft.status).toBe(201);
      expect(draft.body).toMatchObject({ status: 'draft', publishedAt: null });

      const published = await save(
        adminA,
        { title: 'Done', content: '<p>Body</p>', status: 'published', tags: ['a'] },
        draft.body.id,
      );
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ id: draft.body.id, title: 'Done', status: 'published', tags: ['a'] });
      expect(published.body.publishedAt).toEqual(expect.any(String));
    });

    it('refuses to publish without a title or content, with the spec messages', async () => {
      const noTitle = await save(adminA, { title: ' ', content: '<p>x</p>', status: 'published' });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body).toMatchObject({ error: { fields: { title: 'Title is required' } } });
      const longTitle = await save(adminA, { title: 'x'.repeat(100), content: '<p>x</p>', status: 'published' });
      expect(longTitle.body).toMatchObject({ error: { fields: { title: 'Title must be less than 100 characters' } } });
      const empty = await save(adminA, { title: 'T', content: '<p> </p>', status: 'published' });
      expect(empty.body).toMatchObject({ error: { fields: { content: 'Content is required' } } });
    });

    it('only accepts a featured image that was uploaded to the blog bucket', async () => {
      const missing = await save(adminA, { title: 'Img', content: '<p>x</p>', status: 'draft', featuredImage: 'nope-1.png' });
      expect(missing.status).toBe(400);

      const ticket = await api.json<{ fileId: string; uploadUrl: string; headers: Record<string, string> }>(
        'POST',
        '/api/uploads',
        {
          token: adminA.token,
          body: { bucket: 'blog-images', contentType: 'image/png', size: 4, fileName: 'a.png' },
        },
      );
      expect(ticket.status).toBe(201);
      const put = await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: '\x89PNG' });
      expect(put.status).toBe(201);
      const post = await save(adminA, {
        title: 'Img',
        content: '<p>x</p>',
        status: 'published',
        featuredImage: ticket.body.fileId,
      });
      expect(post.status).toBe(201);
      expect(post.body.featuredImageUrl).toBe(`http://localhost:8080/api/files/blog-images/${ticket.body.fileId}`);
      const reuse = await save(adminB, { title: 'Img', content: '<p>x</p>', status: 'draft', featuredImage: ticket.body.fileId });
      expect(reuse.status).toBe(400);
    });

    it('sanitises HTML so no script, handler or javascript: link reaches a reader', async () => {
      await clearPosts();
      const post = await publish(adminA, 'XSS', { content: XSS, tags: ['xss'] });
      const stored = post.content;
      expect(stored).toContain('<p>Hello <strong>reader</strong></p>');
      expect(stored).toContain('<a href="https://example.com/ok" rel="noopener noreferrer">good</a>');
      expect(stored).toContain('<img src="https://images.example.com/a.png" alt="A photo" />');
      for (const served of [stored, (await api.json<PostDetail>('GET', `/api/blog/posts/${post.id}`)).body.content]) {
        expect(served).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|src="x"/i);
      }
    });
  });

  describe('public reads', () => {
    it('answers 0 posts with an empty first page', async () => {
      await clearPosts();
      const { status, body } = await publicPage();
      expect(status).toBe(200);
      expect(body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    });

    it('paginates 10 per page, newest published first, at 1, 10 and 11 posts', async () => {
      await clearPosts();
      for (let n = 1; n <= 11; n++) {
        const post = await publish(adminA, `Post ${n}`);
        const at = `2025-01-${String(n).padStart(2, '0')}T12:00:00.000Z`;
        await api.services.documents.update(BLOG_POSTS, post.id, { publishedAt: at });
        if (n === 1) expect((await publicPage()).body).toMatchObject({ total: 1, items: [{ title: 'Post 1' }] });
        if (n === 10) {
          const ten = (await publicPage()).body;
          expect(ten.total).toBe(10);
          expect(ten.items).toHaveLength(10);
          expect((await publicPage(2)).body.items).toEqual([]);
        }
      }
      const first = (await publicPage()).body;
      expect(first.total).toBe(11);
      expect(first.items.map((p) => p.title).slice(0, 2)).toEqual(['Post 11', 'Post 10']);
      const second = (await publicPage(2)).body;
      expect(second).toMatchObject({ total: 11, page: 2, items: [{ title: 'Post 1' }] });
    });

    it('never shows drafts: not in the list, the count, the detail or related posts', async () => {
      await clearPosts();
      const published = await publish(adminA, 'Public', { tags: ['shared'] });
      const draft = await save(adminA, { title: 'Secret draft', content: '<p>x</p>', status: 'draft', tags: ['shared'] });

      const list = (await publicPage()).body;
      expect(list.total).toBe(1);
      expect(list.items.map((p) => p.id)).toEqual([published.id]);
      expect((await api.request('GET', `/api/blog/posts/${draft.body.id}`)).status).toBe(404);
      const detail = await api.json<PostDetail>('GET', `/api/blog/posts/${published.id}`);
      expect(detail.body.related).toEqual([]);
      expect((await api.request('GET', '/api/blog/posts/does-not-exist')).status).toBe(404);
    });

    it('masks the author, counts reading minutes, and picks up to 3 related posts by shared tags', async () => {
      await clearPosts();
      const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(' ');
      const main = await publish(adminA, 'Main', { content: `<p>${words}</p>`, tags: ['love', 'family'] });
      const related = [];
      for (const [n, tags] of [
        ['one', ['love']],
        ['two', ['family']],
        ['three', ['love', 'x']],
        ['four', ['family']],
      ] as const) {
        related.push(await publish(adminA, `Related ${n}`, { tags }));
      }
      await publish(adminA, 'Unrelated', { tags: ['other'] });

      const { status, body } = await api.json<PostDetail>('GET', `/api/blog/posts/${main.id}`);
      expect(status).toBe(200);
      expect(body.authorMasked).toBe(`${'*'.repeat(adminA.email.indexOf('@'))}${adminA.email.slice(adminA.email.indexOf('@'))}`);
      expect(body.readingMinutes).toBe(3);
      expect(body.related.map((p) => p.title)).toEqual(['Related four', 'Related three', 'Related two']);
      expect(body.related.every((p) => p.excerpt.length <= 101)).toBe(true);
      const card = (await publicPage()).body.items.find((p) => p.id === main.id);
      expect(card?.excerpt.length).toBe(151);
      expect(card?.authorMasked).not.toContain(adminA.email.split('@')[0]);
    });

    it('lets caches keep list and post responses', async () => {
      const post = await publish(adminA, 'Cached');
      for (const path of ['/api/blog/posts', `/api/blog/posts/${post.id}`]) {
        const response = await api.request('GET', path);
        expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
      }
    });

    it('gives crawlers the post title, description, tags and JSON-LD in the served head', async () => {
      const post = await publish(adminA, 'Crawler food', { content: `<p>${'Lyrics '.repeat(40)}</p>`, tags: ['seo', 'songs'] });
      expect(await blogPostPage(pageRequest(`/blog/post/${post.id}`), api.services)).toEqual({
        redirect: '/blog/post/crawler-food',
      });
      const resolution = await blogPostPage(pageRequest('/blog/post/crawler-food'), api.services);
      const meta = resolution && 'meta' in resolution ? resolution.meta : null;
      expect(resolution && 'data' in resolution && resolution.data?.post?.title).toBe('Crawler food');
      expect(meta).toMatchObject({
        title: 'Crawler food',
        type: 'article',
        path: '/blog/post/crawler-food',
        keywords: ['seo', 'songs'],
      });
      expect(meta?.jsonLd?.map((ld) => ld['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
      expect(meta?.jsonLd?.[0]?.mainEntityOfPage).toBe('http://localhost:8080/blog/post/crawler-food');
      expect(await blogPostPage(pageRequest('/blog/post/nope'), api.services)).toEqual({ notFound: true });
      expect(await blogPostPage(pageRequest('/blog/post/not$an$id'), api.services)).toEqual({ notFound: true });
      expect(await blogPostPage(pageRequest('/blog'), api.services)).toBeNull();
    });
  });
});
