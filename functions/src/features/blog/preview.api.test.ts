import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AdminPost, LIMITS, MESSAGES, type PostDetail, type PostPreviewLink } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../../testing/admin.ts';
import { createTestApi, manualClock, type TestApi } from '../../testing/harness.ts';

function shellFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'storysong-shell-')), 'app.html');
  writeFileSync(path, '<!doctype html><html><head><title>Storysong</title></head><body><div id="root"></div></body></html>');
  return path;
}

describe('draft preview links', () => {
  const clock = manualClock();
  let api: TestApi;
  let adminA: Caller;
  let adminB: Caller;
  let draft: AdminPost;

  const linkFor = (caller: Caller, postId: string) =>
    api.json<PostPreviewLink & { error?: { code: string } }>('POST', `/api/admin/posts/${postId}/preview`, {
      token: caller.token,
    });
  /** The API a signed-out reader's browser calls for a preview page. */
  const previewApi = (path: string) =>
    api.json<PostDetail & { error?: { code: string; message: string } }>(
      'GET',
      path.replace('/blog/preview/', '/api/blog/preview/'),
    );

  beforeAll(async () => {
    api = await createTestApi({ clock }, {}, { templatePath: shellFile() });
    ({ adminA, adminB } = await callers(api));
    draft = (
      await api.json<AdminPost>('POST', '/api/admin/posts', {
        token: adminA.token,
        body: { title: 'Unfinished lullaby', content: '<p>Words still settling</p>', tags: ['sleep'], status: 'draft' },
      })
    ).body;
  });
  afterAll(() => api.close());

  it('is made only by the post’s author, and lasts a week', async () => {
    expect((await api.request('POST', `/api/admin/posts/${draft.id}/preview`)).status).toBe(401);
    expect((await linkFor(adminB, draft.id)).status).toBe(404);
    const { status, body } = await linkFor(adminA, draft.id);
    expect(status).toBe(200);
    expect(body.path).toMatch(/^\/blog\/preview\/[^/]+$/);
    expect(Date.parse(body.expiresAt)).toBe(clock.now() + LIMITS.postPreviewMs);
  });

  it('shows the unpublished post signed out, as its page will, never cached nor indexed', async () => {
    const { body: link } = await linkFor(adminA, draft.id);
    expect((await api.request('GET', `/api/blog/posts/${draft.slug}`)).status).toBe(404);
    const response = await api.request('GET', link.path.replace('/blog/', '/api/blog/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(await response.json()).toMatchObject({
      id: draft.id,
      title: 'Unfinished lullaby',
      content: '<p>Words still settling</p>',
      tags: ['sleep'],
      publishedAt: null,
    });
    const page = await api.request('GET', link.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('Unfinished lullaby');
  });

  it('expires after its week: the API answers 410 with the message, the page 410 and noindex', async () => {
    const { body: link } = await linkFor(adminA, draft.id);
    clock.advance(LIMITS.postPreviewMs - 1000);
    expect((await previewApi(link.path)).status).toBe(200);
    clock.advance(1000);
    const expired = await previewApi(link.path);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toEqual({ code: 'expired', message: MESSAGES.previewExpired });
    const page = await api.request('GET', link.path);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('refuses a forged or altered link: another post, a later expiry, or a made-up signature', async () => {
    const { body: link } = await linkFor(adminA, draft.id);
    const [postId, expiry, signature] = decodeURIComponent(link.path.split('/').pop() ?? '').split('.');
    const other = (
      await api.json<AdminPost>('POST', '/api/admin/posts', {
        token: adminB.token,
        body: { title: 'Someone else’s draft', content: '<p>Private</p>', tags: [], status: 'draft' },
      })
    ).body;
    const later = (Number.parseInt(expiry ?? '', 36) + 86_400 * 365).toString(36);
    for (const token of [
      `${other.id}.${expiry}.${signature}`,
      `${postId}.${later}.${signature}`,
      `${postId}.${expiry}.${'A'.repeat(43)}`,
      `${postId}.${expiry}`,
      'nonsense',
    ]) {
      const forged = await previewApi(`/blog/preview/${encodeURIComponent(token)}`);
      expect(forged.status, token).toBe(404);
      expect(forged.body.title).toBeUndefined();
      expect((await api.request('GET', `/blog/preview/${encodeURIComponent(token)}`)).status, token).toBe(404);
    }
  });

  it('stops showing a deleted post', async () => {
    const { body: post } = await api.json<AdminPost>('POST', '/api/admin/posts', {
      token: adminA.token,
      body: { title: 'Short-lived', content: '<p>Soon gone</p>', tags: [], status: 'draft' },
    });
    const { body: link } = await linkFor(adminA, post.id);
    await api.request('DELETE', `/api/admin/posts/${post.id}`, { token: adminA.token });
    expect((await previewApi(link.path)).status).toBe(404);
  });
});
