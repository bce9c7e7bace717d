import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MESSAGES, type Page, type PostSummary } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { BLOG_POSTS } from './records.ts';

function shellFile(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'storysong-shell-')), 'app.html');
  writeFileSync(path, '<!doctype html><html><head><title>Storysong</title></head><body><div id="root"></div></body></html>');
  return path;
}

describe('reading the blog: tags, search and the feed', () => {
  let api: TestApi;
  let admin: Caller;
  const site = 'https://songs.example';

  const publish = async (title: string, tags: string[], content = `<p>${title} text</p>`) => {
    const { status, body } = await api.json<{ id: string; slug: string }>('POST', '/api/admin/posts', {
      token: admin.token,
      body: { title, content, tags, status: 'published' },
    });
    expect(status).toBe(201);
    return body;
  };
  const list = (query: string) =>
    api.json<Page<PostSummary> & { error?: { message: string } }>('GET', `/api/blog/posts?${query}`);

  beforeAll(async () => {
    api = await createTestApi({}, { SITE_URL: site }, { templatePath: shellFile() });
    ({ adminA: admin } = await callers(api));
    for (const doc of await api.services.documents.query(BLOG_POSTS)) await api.services.documents.delete(BLOG_POSTS, doc.id);
    await publish('Crème brûlée & a wedding song', ['weddings', 'first dance']);
    await publish('Lullaby for Noor', ['lullabies']);
    await publish('A song for the bride', ['weddings'], '<p>Written for <strong>Amara</strong> & her mum</p>');
    await api.json('POST', '/api/admin/posts', {
      token: admin.token,
      body: { title: 'Secret wedding draft', content: '<p>x</p>', tags: ['weddings'], status: 'draft' },
    });
  });
  afterAll(() => api.close());

  it("lists a tag's published posts, newest first, and gives its page its own head", async () => {
    const { body } = await list('tag=weddings');
    expect(body.items.map((p) => p.title)).toEqual(['A song for the bride', 'Crème brûlée & a wedding song']);
    expect(body.total).toBe(2);

    const page = await api.request('GET', `/blog/tag/${encodeURIComponent('first dance')}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Posts tagged “first dance” | Storysong</title>');
    expect(html).toContain(`<link rel="canonical" href="${site}/blog/tag/first%20dance" />`);
    expect(html).toContain(`type="application/rss+xml" title="Storysong Blog" href="${site}/blog/rss.xml"`);
    // A tag only a draft carries, or none at all, has no page.
    expect((await api.request('GET', '/blog/tag/secret')).status).toBe(404);
    expect((await api.request('GET', '/blog/tag/nobody-uses-this')).status).toBe(404);
  });

  it('searches titles, excerpts and tags, accents and case aside, and never drafts', async () => {
    const titles = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).body.items.map((p) => p.title);
    expect(await titles('creme')).toEqual(['Crème brûlée & a wedding song']);
    expect(await titles('AMARA')).toEqual(['A song for the bride']);
    expect(await titles('lullabies')).toEqual(['Lullaby for Noor']);
    expect(await titles('wedding song')).toEqual(['A song for the bride', 'Crème brûlée & a wedding song']);
    expect(await titles('brulee WEDDING')).toEqual(['Crème brûlée & a wedding song']);
    expect(await titles('secret')).toEqual([]);
  });

  it('refuses a search longer than the limit with the message', async () => {
    const { status, body } = await list(`q=${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(MESSAGES.searchMax);
  });

  it('serves RSS 2.0 with absolute links from SITE_URL, newest first, and no drafts', async () => {
    const response = await api.request('GET', '/blog/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(`<link>${site}/blog</link>`);
    expect(xml).toContain(`<atom:link href="${site}/blog/rss.xml" rel="self"`);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] as string);
    expect(items.map((item) => /<title>(.*)<\/title>/.exec(item)?.[1])).toEqual([
      'A song for the bride',
      'Lullaby for Noor',
      'Crème brûlée &amp; a wedding song',
    ]);
    for (const item of items) {
      expect(item).toMatch(new RegExp(`<link>${site}/blog/post/[a-z0-9-]+</link>`));
      expect(item).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
      expect(item).toMatch(/<guid isPermaLink="false">[\w-]+<\/guid>/);
    }
    expect(items[0]).toContain(`<category domain="${site}/blog/tag/weddings">weddings</category>`);
    expect(xml).not.toContain('Secret wedding draft');
  });
});
