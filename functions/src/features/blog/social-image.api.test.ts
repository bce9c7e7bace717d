import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminPost, PostDetail } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

function shellFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'storysong-shell-')), 'app.html');
  writeFileSync(path, '<!doctype html><html><head><title>Storysong</title></head><body><div id="root"></div></body></html>');
  return path;
}

describe('a post’s social image', () => {
  let api: TestApi;
  let adminA: Caller;
  let adminB: Caller;

  async function upload(caller: Caller): Promise<string> {
    const ticket = await api.json<{ fileId: string; uploadUrl: string; headers: Record<string, string> }>(
      'POST',
      '/api/uploads',
      {
        token: caller.token,
        body: { bucket: 'blog-images', contentType: 'image/png', size: 4, fileName: 'card.png' },
      },
    );
    await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: '\x89PNG' });
    return ticket.body.fileId;
  }
  const save = (caller: Caller, body: Record<string, unknown>, post?: AdminPost) =>
    api.json<AdminPost>(post ? 'PUT' : 'POST', post ? `/api/admin/posts/${post.id}` : '/api/admin/posts', {
      token: caller.token,
      body: {
        content: '<p>A song for the road</p>',
        tags: [],
        status: 'published',
        ...(post && { version: post.version }),
        ...body,
      },
    });
  /** The link-preview images the served page carries. */
  async function sharedImages(slug: string) {
    const html = await (await api.request('GET', `/blog/post/${slug}`)).text();
    const content = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return { og: content('og:image'), twitter: content('twitter:image') };
  }
  const fileUrl = (name: string) => `http://localhost:8080/api/files/blog-images/${name}`;

  beforeAll(async () => {
    api = await createTestApi({}, {}, { templatePath: shellFile() });
    ({ adminA, adminB } = await callers(api));
  });
  afterAll(() => api.close());

  it('is what link previews show, and the featured image stands in when there is none', async () => {
    const featured = await upload(adminA);
    const social = await upload(adminA);
    const { status, body: post } = await save(adminA, { title: 'Road song', featuredImage: featured, socialImage: social });
    expect(status).toBe(201);
    expect(post).toMatchObject({ socialImage: social, socialImageUrl: fileUrl(social), featuredImageUrl: fileUrl(featured) });
    expect(await sharedImages(post.slug)).toEqual({ og: fileUrl(social), twitter: fileUrl(social) });
    const detail = (await api.json<PostDetail>('GET', `/api/blog/posts/${post.slug}`)).body;
    expect(detail.socialImageUrl).toBe(fileUrl(social));

    const { body: without } = await save(adminA, { title: 'Road song', featuredImage: featured, socialImage: null }, post);
    expect(without.socialImageUrl).toBeNull();
    expect(await sharedImages(post.slug)).toEqual({ og: fileUrl(featured), twitter: fileUrl(featured) });
  });

  it('must be an uploaded blog image that no other post uses', async () => {
    const missing = await save(adminA, { title: 'No such card', socialImage: 'nope-1.png' });
    expect(missing.status).toBe(400);
    const theirs = await upload(adminB);
    expect((await save(adminB, { title: 'Their card', socialImage: theirs })).status).toBe(201);
    expect((await save(adminA, { title: 'Borrowed card', socialImage: theirs })).status).toBe(400);
  });
});
