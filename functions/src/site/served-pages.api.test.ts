import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  escapeHtml,
  INITIAL_DATA_ELEMENT_ID,
  type InitialData,
  LANGUAGE_CODES,
  orderPagePath,
  type Page,
  type PostSummary,
  PRODUCTS,
  SHELL_FILE,
  SITE_ORIGIN_PLACEHOLDER,
  songPagePath,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_DELIVERED_ORDER } from '../features/orders/seed.ts';
import { seedDemo } from '../seed/index.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { RENDERER_IN_WEB_BUILD } from './rendered-pages.ts';

/**
 * The pages as a crawler gets them (WhatsApp, Facebook, LinkedIn and X run no JavaScript): the real
 * web build (npm test builds it first) served by the real app, with a SITE_URL of its own.
 */
const WEB_ROOT = process.env.WEB_ROOT ?? join(import.meta.dirname, '../../../web/dist');
const SITE = 'https://songs.example';

interface Head {
  title: string | undefined;
  meta: Map<string, string>;
  canonical: string | undefined;
  alternates: Map<string, string>;
  jsonLd: Record<string, unknown>[];
}

/** The head's tags, read from the markup (the builder in core writes one attribute order). */
function readHead(html: string): Head {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const unescapeHtml = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    meta: new Map(
      [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => [
        m[1] as string,
        unescapeHtml(m[2] as string),
      ]),
    ),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    alternates: new Map(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1] as string,
        unescapeHtml(m[2] as string),
      ]),
    ),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] as string),
    ),
  };
}

const absolute = z.url().startsWith(`${SITE}/`);
const context = z.literal('https://schema.org');
const organization = z.object({ '@type': z.literal('Organization'), name: z.literal('Storysong'), url: absolute });
const breadcrumbs = z.object({
  '@context': context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int(), name: z.string().min(1), item: absolute }))
    .min(2)
    .refine((items) => items.every((item, index) => item.position === index + 1) && items[0]?.item === `${SITE}/`),
});
const blogPosting = z.object({
  '@type': z.literal('BlogPosting'),
  headline: z.string().min(1),
  description: z.string().min(1),
  url: absolute,
  datePublished: z.iso.datetime(),
  author: z.object({ '@type': z.literal('Person'), name: z.string().min(1) }),
  publisher: organization,
  mainEntityOfPage: absolute,
});
/** The JSON-LD each type must carry: schema.org's required and recommended properties. */
const SHAPES: Record<string, z.ZodType> = {
  Organization: organization.extend({ '@context': context, logo: absolute, slogan: z.string().min(1) }),
  WebSite: z.object({ '@context': context, '@type': z.literal('WebSite'), name: z.literal('Storysong'), url: absolute }),
  Service: z.object({
    '@context': context,
    '@type': z.literal('Service'),
    name: z.string().min(1),
    provider: organization,
    offers: z.object({
      '@type': z.literal('Offer'),
      price: z.string().regex(/^\d+\.\d{2}$/),
      priceCurrency: z.literal('GBP'),
      url: absolute,
    }),
  }),
  BreadcrumbList: breadcrumbs,
  BlogPosting: blogPosting.extend({ '@context': context }),
  Blog: z.object({
    '@context': context,
    '@type': z.literal('Blog'),
    name: z.string().min(1),
    url: absolute,
    blogPost: z.array(blogPosting),
  }),
};

/** Throws, naming the property, where a block lacks what its type must carry. */
function validate(block: Record<string, unknown>) {
  const shape = SHAPES[block['@type'] as string];
  if (!shape) throw new Error(`No shape for JSON-LD of type ${String(block['@type'])}`);
  shape.parse(block);
}

const PUBLIC_PAGES = [
  { path: '/', jsonLd: ['Organization', 'WebSite'], indexed: true },
  { path: '/products/people', jsonLd: ['Service', 'Service', 'BreadcrumbList'], indexed: true },
  { path: '/products/pro', jsonLd: ['Service', 'Service', 'BreadcrumbList'], indexed: true },
  { path: '/blog', jsonLd: ['Blog', 'BreadcrumbList'], indexed: true },
  { path: '/testimonies', jsonLd: ['BreadcrumbList'], indexed: true },
  { path: '/contact', jsonLd: ['BreadcrumbList'], indexed: false },
  { path: '/contact-form', jsonLd: ['BreadcrumbList'], indexed: true },
  { path: '/terms', jsonLd: [], indexed: false },
];

describe('served pages, read without JavaScript', () => {
  let api: TestApi;
  let post: PostSummary;
  beforeAll(async () => {
    if (!existsSync(join(WEB_ROOT, SHELL_FILE))) throw new Error(`No web build in ${WEB_ROOT}: run npm run build -w web first`);
    api = await createTestApi({}, { SITE_URL: SITE }, { root: WEB_ROOT });
    await seedDemo(api.services);
    const [first] = (await api.json<Page<PostSummary>>('GET', '/api/blog/posts?page=1')).body.items;
    if (!first) throw new Error('The demo data has no published post');
    post = first;
  });
  afterAll(() => api?.close());

  const get = async (path: string) => {
    const response = await api.request('GET', path);
    return { status: response.status, html: await response.text() };
  };

  it.each(PUBLIC_PAGES)(
    '$path carries its title, description, canonical, Open Graph and Twitter tags at SITE_URL',
    async ({ path, indexed }) => {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
      const head = readHead(html);
      const url = path === '/' ? `${SITE}/` : `${SITE}${path}`;
      expect(head.title).toMatch(/^.+ \| Storysong$/);
      expect(head.meta.get('description')?.length).toBeGreaterThan(20);
      expect(head.canonical).toBe(url);
      expect(head.meta.get('robots')).toBe(indexed ? 'index, follow' : 'noindex, nofollow');
      expect(head.meta.get('og:url')).toBe(url);
      expect(head.meta.get('og:title')).toBe(head.title);
      expect(head.meta.get('og:description')).toBe(head.meta.get('description'));
      expect(head.meta.get('og:type')).toBe('website');
      expect(head.meta.get('og:site_name')).toBe('Storysong');
      expect(head.meta.get('og:locale')).toBe('en_US');
      expect(head.meta.get('og:image')).toBe(`${SITE}/og-default.png`);
      expect([head.meta.get('og:image:width'), head.meta.get('og:image:height')]).toEqual(['1200', '630']);
      expect(head.meta.get('twitter:card')).toBe('summary_large_image');
      expect(head.meta.get('twitter:title')).toBe(head.title);
      expect(head.meta.get('twitter:image')).toBe(`${SITE}/og-default.png`);
      if (indexed) {
        expect([...head.alternates.keys()].sort()).toEqual([...LANGUAGE_CODES, 'x-default'].sort());
        expect(head.alternates.get('en')).toBe(url);
        expect(head.alternates.get('x-default')).toBe(url);
        expect(head.alternates.get('fr')).toBe(`${url}?lng=fr`);
      } else {
        expect(head.alternates.size).toBe(0);
      }
    },
  );

  it.each(PUBLIC_PAGES)('$path carries JSON-LD of the right shape', async ({ path, jsonLd }) => {
    const { jsonLd: blocks } = readHead((await get(path)).html);
    expect(blocks.map((block) => block['@type'])).toEqual(jsonLd);
    for (const block of blocks) validate(block);
  });

  it('prices each suite on the product pages in GBP, as the catalogue does', async () => {
    const services = [
      ...readHead((await get('/products/people')).html).jsonLd,
      ...readHead((await get('/products/pro')).html).jsonLd,
    ].filter((block) => block['@type'] === 'Service');
    expect(services.map((block) => [block.name, (block.offers as { price: string }).price])).toEqual(
      PRODUCTS.map((product) => [product.name, product.pricePounds.toFixed(2)]),
    );
  });

  it("lists the blog's first page of posts in its JSON-LD", async () => {
    const listed = (await api.json<Page<PostSummary>>('GET', '/api/blog/posts?page=1')).body.items;
    const [blog] = readHead((await get('/blog')).html).jsonLd;
    expect(((blog?.blogPost ?? []) as { url: string }[]).map((posting) => posting.url)).toEqual(
      listed.map((item) => `${SITE}/blog/post/${item.slug}`),
    );
  });

  it("gives a post's page the post's own tags: article, its dates, author and JSON-LD", async () => {
    const path = `/blog/post/${post.slug}`;
    const { status, html } = await get(path);
    expect(status).toBe(200);
    const head = readHead(html);
    expect(head.title).toBe(`${post.title} | Storysong`);
    expect(head.canonical).toBe(`${SITE}${path}`);
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.meta.get('og:image')).toBe(
      post.featuredImageUrl ? new URL(post.featuredImageUrl, SITE).href : `${SITE}/og-default.png`,
    );
    expect(head.meta.get('article:published_time')).toBe(post.publishedAt);
    expect(head.meta.get('author')).toBe(post.authorMasked);
    expect(head.alternates.get('fr')).toBe(`${SITE}${path}?lng=fr`);
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    for (const block of head.jsonLd) validate(block);
    expect(head.jsonLd[0]).toMatchObject({ headline: post.title, mainEntityOfPage: `${SITE}${path}` });
    expect(((head.jsonLd[1]?.itemListElement ?? []) as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      `${SITE}/`,
      `${SITE}/blog`,
      `${SITE}${path}`,
    ]);
  });
});

describe('pages rendered with their data, which the app hydrates (decision 014)', () => {
  let api: TestApi;
  beforeAll(async () => {
    if (!existsSync(join(WEB_ROOT, SHELL_FILE))) throw new Error(`No web build in ${WEB_ROOT}: run npm run build -w web first`);
    api = await createTestApi({}, { SITE_URL: SITE }, { root: WEB_ROOT });
    await seedDemo(api.services);
  });
  afterAll(() => api?.close());

  const get = async (path: string) => {
    const response = await api.request('GET', path);
    return { status: response.status, html: await response.text(), cacheControl: response.headers.get('cache-control') };
  };
  /** The markup inside #root, the address it was rendered for, and the data block the app reads. */
  const rendered = (html: string) => ({
    address: /<div id="root" data-prerendered="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&'),
    data: JSON.parse(
      new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ??
        'null',
    ) as InitialData | null,
    ogTitles: html.match(/property="og:title"/g)?.length ?? 0,
  });

  it("renders a post's page with the post in it, once, at its address", async () => {
    const [post] = (await api.json<Page<PostSummary>>('GET', '/api/blog/posts?page=1')).body.items;
    const path = `/blog/post/${post?.slug}`;
    const { status, html, cacheControl } = await get(path);
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-cache');
    const page = rendered(html);
    expect(page.address).toBe(path);
    expect(page.data?.post?.title).toBe(post?.title);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(post?.title ?? '')}</h1>`));
    expect(page.ogTitles).toBe(1);
    // Its share links carry the post's address, encoded, at SITE_URL.
    expect(html).not.toContain(encodeURIComponent(SITE_ORIGIN_PLACEHOLDER));
    expect(html).toContain(encodeURIComponent(`${SITE}${path}`));
  });

  it('renders the gift page with its song and lyrics, kept out of every cache', async () => {
    const { status, html, cacheControl } = await get(songPagePath(DEMO_DELIVERED_ORDER.shareId));
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    const page = rendered(html);
    expect(page.data?.song?.shareId).toBe(DEMO_DELIVERED_ORDER.shareId);
    expect(html).toContain('Ninety years of market mornings');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.ogTitles).toBe(1);
  });

  it("serves an order's page without its order, whichever link form opens it: the secret never reaches the server", async () => {
    for (const path of [
      orderPagePath(DEMO_DELIVERED_ORDER),
      // The form emails sent before links moved into the fragment; the app reads and rewrites it.
      `/orders/${DEMO_DELIVERED_ORDER.token}?order=${DEMO_DELIVERED_ORDER.orderId}`,
    ]) {
      const { status, html, cacheControl } = await get(path);
      expect(status).toBe(200);
      expect(cacheControl).toBe('private, no-store');
      expect(rendered(html).data).toBeNull();
      expect(html).not.toContain('Ninety years of market mornings');
      expect(html).not.toContain(DEMO_DELIVERED_ORDER.token);
      expect(html).not.toContain('rel="canonical"');
    }
  });
});

describe('unknown pages', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({}, { SITE_URL: SITE }, { root: WEB_ROOT });
  });
  afterAll(() => api?.close());

  it.each([
    '/no-such-page',
    '/blog/post/no-such-post',
    '/blog/post/not$an$id',
    '/products/people/extra',
    '/admin/nothing',
    '/songs/no-such-song',
  ])('%s answers 404 with the not-found page, kept out of search results', async (path) => {
    const response = await api.request('GET', path);
    expect(response.status).toBe(404);
    const html = await response.text();
    const head = readHead(html);
    expect(head.title).toBe('Page not found | Storysong');
    expect(head.meta.get('robots')).toBe('noindex, nofollow');
    expect(head.canonical).toBeUndefined();
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it.each([
    '/404',
    '/admin',
    '/admin/posts',
    '/affiliate/dashboard',
    '/affiliate/transactions',
    '/affiliate/reset-password',
    '/orders/some-token',
    '/payment/cancel',
  ])('%s, a page of the app, answers 200', async (path) => {
    const response = await api.request('GET', path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"');
  });
});

describe('behind Hosting: the function, with no static files of its own', () => {
  let api: TestApi;
  beforeAll(async () => {
    // As functions/src/index.ts configures it, with the copies functions/build.mjs makes.
    api = await createTestApi(
      {},
      { SITE_URL: SITE },
      { templatePath: join(WEB_ROOT, SHELL_FILE), rendererPath: join(WEB_ROOT, RENDERER_IN_WEB_BUILD) },
    );
  });
  afterAll(() => api?.close());

  it('serves the prerendered pages with SITE_URL, the app routes, and 404 for the rest', async () => {
    const statuses: Record<string, number> = {};
    for (const path of ['/', '/products/pro', '/404', '/admin/settings', '/no-such-page']) {
      const response = await api.request('GET', path);
      statuses[path] = response.status;
      const html = await response.text();
      expect(html).not.toContain(SITE_ORIGIN_PLACEHOLDER);
      if (path.startsWith('/products')) expect(readHead(html).canonical).toBe(`${SITE}${path}`);
    }
    expect(statuses).toEqual({ '/': 200, '/products/pro': 200, '/404': 200, '/admin/settings': 200, '/no-such-page': 404 });
  });
});
