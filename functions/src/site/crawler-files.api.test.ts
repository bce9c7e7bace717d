import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/index.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';

describe('robots.txt and sitemap.xml', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedDemo(api.services);
  });
  afterAll(() => api.close());

  it('robots.txt names the sitemap by its absolute URL and keeps staff pages out', async () => {
    const response = await api.request('GET', '/robots.txt');
    const text = await response.text();
    expect(text).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    expect(text).toContain('Disallow: /admin');
  });

  it('sitemap.xml lists the public pages and every published post by its slug with when it last changed, and no draft', async () => {
    const xml = await (await api.request('GET', '/sitemap.xml')).text();
    expect(xml).toContain('<url><loc>http://localhost:8080/products/people</loc></url>');
    const published = await api.services.documents.query<{ slug: string; updatedAt: string }>('blog_posts', {
      where: [{ field: 'status', op: '==', value: 'published' }],
    });
    const drafts = await api.services.documents.query<{ slug: string }>('blog_posts', {
      where: [{ field: 'status', op: '==', value: 'draft' }],
    });
    expect(published.length).toBeGreaterThan(0);
    for (const post of published) {
      expect(xml).toContain(`/blog/post/${post.data.slug}</loc><lastmod>${post.data.updatedAt}</lastmod></url>`);
    }
    for (const post of drafts) expect(xml).not.toContain(post.data.slug);
  });
});
