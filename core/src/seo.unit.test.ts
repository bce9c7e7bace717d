import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './catalogue.ts';
import { LANGUAGE_CODES } from './enums.ts';
import type { PostDetail } from './schemas/content.ts';
import {
  breadcrumbJsonLd,
  fullTitle,
  headHtml,
  headTags,
  ogLocale,
  postPageMeta,
  postSearchResult,
  postSocialCard,
  SITE_ORIGIN_PLACEHOLDER,
  serviceJsonLd,
  withPageHead,
  withSiteOrigin,
} from './seo.ts';

const origin = 'https://storysong.test';
const find = (tags: ReturnType<typeof headTags>, id: string) =>
  tags.find((tag) => (tag.tag === 'meta' ? tag.id === id : tag.rel === id && !tag.hreflang)) as
    | { content?: string; href?: string }
    | undefined;

describe('fullTitle', () => {
  it('appends the site name unless the title already has it', () => {
    expect(fullTitle('Our Blog')).toBe('Our Blog | Storysong');
    expect(fullTitle('Storysong: custom songs')).toBe('Storysong: custom songs');
  });
});

describe('headTags', () => {
  it('sets canonical, Open Graph and Twitter tags with the default 1200x630 image', () => {
    const tags = headTags({ title: 'Get in Touch', description: 'Contact us', path: '/contact' }, origin);
    expect(find(tags, 'canonical')?.href).toBe('https://storysong.test/contact');
    expect(find(tags, 'og:title')?.content).toBe('Get in Touch | Storysong');
    expect(find(tags, 'og:image')?.content).toBe('https://storysong.test/og-default.png');
    expect(find(tags, 'og:image:width')?.content).toBe('1200');
    expect(find(tags, 'og:image:height')?.content).toBe('630');
    expect(find(tags, 'og:locale')?.content).toBe('en_US');
    expect(find(tags, 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(tags, 'robots')?.content).toBe('index, follow');
  });

  it('points to the page in each of the eight languages, the fallback language at the plain URL', () => {
    const alternates = headTags({ title: 'Blog', description: 'Posts', path: '/blog' }, origin).flatMap((tag) =>
      tag.tag === 'link' && tag.hreflang ? [[tag.hreflang, tag.href]] : [],
    );
    expect(Object.fromEntries(alternates)).toEqual({
      ...Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `https://storysong.test/blog?lng=${code}`])),
      en: 'https://storysong.test/blog',
      'x-default': 'https://storysong.test/blog',
    });
    expect(alternates).toHaveLength(9);
  });

  it('makes a page in another language canonical at its own language URL', () => {
    const tags = headTags({ title: 'Blog', description: 'Posts', path: '/blog', language: 'fr-FR' }, origin);
    expect(find(tags, 'canonical')?.href).toBe('https://storysong.test/blog?lng=fr');
    expect(find(tags, 'og:locale')?.content).toBe('fr_FR');
  });

  it('marks noindex pages, gives them no language versions, and clips descriptions to 155 characters', () => {
    const tags = headTags({ title: 'Terms', description: 'x'.repeat(400), path: '/terms', noindex: true }, origin);
    expect(find(tags, 'robots')?.content).toBe('noindex, nofollow');
    expect(find(tags, 'description')?.content).toHaveLength(155);
    expect(tags.some((tag) => tag.tag === 'link' && tag.hreflang)).toBe(false);
  });

  it('gives a page without an address of its own no URL at all', () => {
    const tags = headTags({ title: 'Page not found', description: 'Gone', path: null, noindex: true }, origin);
    expect(tags.some((tag) => tag.tag === 'link' || tag.id === 'og:url' || tag.id === 'og:image')).toBe(false);
  });

  it('follows the language for og:locale', () => {
    expect(ogLocale('ar')).toBe('ar_AR');
    expect(ogLocale('pt-BR')).toBe('pt_PT');
    expect(ogLocale(undefined)).toBe('en_US');
  });
});

describe('served head', () => {
  it('replaces the shell title and description and escapes what it writes', () => {
    const shell = '<html><head><title>Storysong</title>\n<meta name="description" content="x" /></head><body></body></html>';
    const html = withPageHead(
      shell,
      { title: 'A "quoted" <title>', description: 'd', path: '/a', jsonLd: [{ a: '</script>' }] },
      origin,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt; | Storysong</title>');
    expect(html).toContain('<script type="application/ld+json">{"a":"\\u003c/script>"}</script>');
  });

  it('renders with the placeholder origin, which the server swaps for SITE_URL', () => {
    const html = headHtml({ title: 'Home', description: 'd', path: '/' }, SITE_ORIGIN_PLACEHOLDER).join('');
    expect(html).toContain(`href="${SITE_ORIGIN_PLACEHOLDER}/"`);
    const served = withSiteOrigin(html, origin);
    expect(served).not.toContain(SITE_ORIGIN_PLACEHOLDER);
    expect(served).toContain('<link rel="canonical" href="https://storysong.test/" />');
  });

  it('swaps the placeholder where a share link carries the address as a parameter', () => {
    const share = `<a href="https://x.com/intent/post?url=${encodeURIComponent(`${SITE_ORIGIN_PLACEHOLDER}/blog/post/a`)}">X</a>`;
    expect(withSiteOrigin(share, origin)).toBe(
      `<a href="https://x.com/intent/post?url=${encodeURIComponent(`${origin}/blog/post/a`)}">X</a>`,
    );
  });
});

describe('JSON-LD helpers', () => {
  it('describes each suite as a Service priced in GBP', () => {
    const [first] = serviceJsonLd(PRODUCTS.slice(0, 1), origin);
    expect(first).toMatchObject({
      '@type': 'Service',
      name: 'Basic Song',
      offers: { price: '440.00', priceCurrency: 'GBP', url: 'https://storysong.test/products/people' },
    });
  });

  it('numbers breadcrumbs from Home at 1 with absolute URLs', () => {
    const crumbs = breadcrumbJsonLd(origin, [{ name: 'Blog', path: '/blog' }]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://storysong.test/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://storysong.test/blog' },
    ]);
  });

  it('describes a post page as an article with its image, date, author and trail', () => {
    const post: PostDetail = {
      id: 'p1',
      slug: 'first-song',
      title: 'First song',
      content: '<p>How it went</p>',
      metaTitle: '',
      metaDescription: '',
      socialImageUrl: null,
      related: [],
      excerpt: 'How it went',
      featuredImageUrl: '/api/files/cover.jpg',
      featuredImageSet: null,
      tags: ['weddings'],
      publishedAt: '2026-01-02T10:00:00.000Z',
      authorMasked: 'ad***@storysong.local',
      readingMinutes: 2,
    };
    const meta = postPageMeta(post, origin);
    expect(meta).toMatchObject({
      title: 'First song',
      description: 'How it went',
      path: '/blog/post/first-song',
      type: 'article',
      publishedTime: post.publishedAt,
    });
    expect(meta.jsonLd?.[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'First song',
      image: 'https://storysong.test/api/files/cover.jpg',
      datePublished: post.publishedAt,
      mainEntityOfPage: 'https://storysong.test/blog/post/first-song',
    });
    expect(meta.jsonLd?.[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2 }, { position: 3 }],
    });
  });

  it('shares a post with its social image, else its featured image', () => {
    const post = {
      title: 'First song',
      excerpt: 'How it went',
      metaTitle: 'A first song',
      metaDescription: '',
      featuredImageUrl: '/api/files/cover.jpg',
      socialImageUrl: '/api/files/card.jpg',
    };
    expect(postSocialCard(post)).toEqual({ title: 'A first song', description: 'How it went', image: '/api/files/card.jpg' });
    expect(postSocialCard({ ...post, socialImageUrl: null }).image).toBe('/api/files/cover.jpg');
    expect(postSocialCard({ ...post, socialImageUrl: null, featuredImageUrl: null }).image).toBeNull();
  });

  it("puts a post's meta title and description in its head, the title and excerpt when they are empty", () => {
    const post = { title: 'First song', excerpt: 'How it went', metaTitle: '', metaDescription: '' };
    expect(postSearchResult(post)).toEqual({ title: 'First song', description: 'How it went' });
    expect(postSearchResult({ ...post, metaTitle: 'A song for Mum', metaDescription: 'Written in a week.' })).toEqual({
      title: 'A song for Mum',
      description: 'Written in a week.',
    });
  });
});
