import { CATEGORY_LABELS, type Persona, type Product, productsFor } from './catalogue.ts';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from './enums.ts';
import { LIMITS } from './limits.ts';
import type { PostDetail, PostSummary } from './schemas/content.ts';
import { postPath, tagPath } from './slug.ts';
import { escapeHtml, jsonForScript } from './text.ts';

/**
 * A page's search and social metadata (spec section 1), built once for the three places that
 * write it: the build's prerender, the function's pages and the browser's head manager.
 */

export const SITE_NAME = 'Storysong';
export const SITE_SLOGAN = 'immortalizing experiences through music';
export const DEFAULT_OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630 };
export const DEFAULT_OG_LOCALE = 'en_US';

/**
 * The origin written into HTML rendered before the site's URL is known (the build serves every
 * environment); the server puts SITE_URL in its place when it sends the page (decision 010).
 * `.invalid` never resolves, so a page that escaped the replacement cannot point anywhere real.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-url.storysong.invalid';

/**
 * The page with the site's real origin in place of the placeholder, also where a link carries the
 * page's address as a parameter (a share link: `?u=https%3A%2F%2F…`).
 */
export const withSiteOrigin = (html: string, origin: string) =>
  html
    .replaceAll(SITE_ORIGIN_PLACEHOLDER, origin)
    .replaceAll(encodeURIComponent(SITE_ORIGIN_PLACEHOLDER), encodeURIComponent(origin));

/** The query parameter that opens a page in a given language: each language's URL for hreflang. */
export const LANGUAGE_QUERY_PARAMETER = 'lng';

/** Open Graph locales for the site languages; anything unknown falls back to en_US. */
const OG_LOCALES: Record<string, string> = {
  ar: 'ar_AR',
  en: 'en_US',
  fr: 'fr_FR',
  de: 'de_DE',
  hi: 'hi_IN',
  zh: 'zh_CN',
  pt: 'pt_PT',
  es: 'es_ES',
};

export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  title: string;
  description: string;
  /**
   * The page's own path, from which its canonical and Open Graph URLs are built; null for a page
   * with no address of its own (the not-found page, shown at any unknown path).
   */
  path: string | null;
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  keywords?: readonly string[];
  noindex?: boolean;
  language?: string;
  /** An RSS feed of the page's content, for feed readers to find. */
  feed?: { title: string; path: string };
  jsonLd?: readonly JsonLd[];
}

/** One head tag: a <meta> keyed by name or property, or a <link> keyed by rel (and hreflang). */
export type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; id: string; content: string }
  | { tag: 'link'; rel: string; href: string; hreflang?: string; type?: string; title?: string };

/** The site name is appended unless the title already includes it (spec section 1). */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function ogLocale(language: string | undefined): string {
  return OG_LOCALES[language?.split('-')[0] ?? ''] ?? DEFAULT_OG_LOCALE;
}

/** A description clipped to what search results show. */
export function seoDescription(text: string): string {
  const max = LIMITS.seoDescriptionChars;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const baseLanguage = (language: string | undefined) => language?.split('-')[0] ?? FALLBACK_LANGUAGE;

/** A page's URL in a language: the plain path for the fallback language, `?lng=` for the others. */
export function languageUrl(path: string, origin: string, language: string): string {
  const url = new URL(path, origin);
  if (language !== FALLBACK_LANGUAGE) url.searchParams.set(LANGUAGE_QUERY_PARAMETER, language);
  return url.href;
}

/** Every tag a page needs, in one vocabulary for the server's HTML and the browser's head manager. */
export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  const title = fullTitle(meta.title);
  const description = seoDescription(meta.description);
  const name = (id: string, content: string): HeadTag => ({ tag: 'meta', key: 'name', id, content });
  const property = (id: string, content: string): HeadTag => ({ tag: 'meta', key: 'property', id, content });
  const tags: HeadTag[] = [
    name('description', description),
    name('robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'),
    property('og:title', title),
    property('og:description', description),
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', SITE_NAME),
    property('og:locale', ogLocale(meta.language)),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', title),
    name('twitter:description', description),
  ];
  if (meta.path === null) return tags;

  const language = baseLanguage(meta.language);
  const url = languageUrl(meta.path, origin, LANGUAGE_CODES.includes(language) ? language : FALLBACK_LANGUAGE);
  const image = new URL(meta.image ?? DEFAULT_OG_IMAGE.path, origin).href;
  tags.push(
    { tag: 'link', rel: 'canonical', href: url },
    property('og:url', url),
    property('og:image', image),
    name('twitter:image', image),
  );
  if (!meta.image) {
    tags.push(property('og:image:width', String(DEFAULT_OG_IMAGE.width)));
    tags.push(property('og:image:height', String(DEFAULT_OG_IMAGE.height)));
  }
  // Only pages meant for search results have language versions worth pointing to.
  if (!meta.noindex) {
    for (const code of LANGUAGE_CODES) {
      tags.push({ tag: 'link', rel: 'alternate', hreflang: code, href: languageUrl(meta.path, origin, code) });
    }
    tags.push({ tag: 'link', rel: 'alternate', hreflang: 'x-default', href: new URL(meta.path, origin).href });
  }
  if (meta.feed) {
    const href = new URL(meta.feed.path, origin).href;
    tags.push({ tag: 'link', rel: 'alternate', type: RSS_TYPE, title: meta.feed.title, href });
  }
  if (meta.publishedTime) tags.push(property('article:published_time', meta.publishedTime));
  if (meta.modifiedTime) tags.push(property('article:modified_time', meta.modifiedTime));
  if (meta.author) tags.push(name('author', meta.author));
  if (meta.keywords?.length) tags.push(name('keywords', meta.keywords.join(', ')));
  return tags;
}

function tagHtml(tag: HeadTag): string {
  if (tag.tag === 'meta') return `<meta ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}" />`;
  const hreflang = tag.hreflang ? ` hreflang="${escapeHtml(tag.hreflang)}"` : '';
  const type = tag.type ? ` type="${escapeHtml(tag.type)}"` : '';
  const title = tag.title ? ` title="${escapeHtml(tag.title)}"` : '';
  return `<link rel="${escapeHtml(tag.rel)}"${hreflang}${type}${title} href="${escapeHtml(tag.href)}" />`;
}

/** The page's head as HTML: title, tags and JSON-LD, for pages served before JavaScript runs. */
export function headHtml(meta: PageMeta, origin: string): string[] {
  return [
    `<title>${escapeHtml(fullTitle(meta.title))}</title>`,
    ...headTags(meta, origin).map(tagHtml),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
}

/** A whole HTML document (the app shell) with the page's head in place of the shell's title and description. */
export function withPageHead(document: string, meta: PageMeta, origin: string): string {
  const tags = headHtml(meta, origin);
  return document
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

const CONTEXT = 'https://schema.org';

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    slogan: SITE_SLOGAN,
  };
}

export function websiteJsonLd(origin: string): JsonLd {
  return { '@context': CONTEXT, '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` };
}

/** The trail from the home page to a page; `crumbs` are the steps after Home. */
export function breadcrumbJsonLd(origin: string, crumbs: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

/** Structured data for the song suites on a product page: one Service each, priced in GBP. */
export function serviceJsonLd(products: readonly Product[], origin: string): JsonLd[] {
  return products.map((product) => ({
    '@context': CONTEXT,
    '@type': 'Service',
    name: product.name,
    serviceType: product.suite,
    provider: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    offers: {
      '@type': 'Offer',
      price: product.pricePounds.toFixed(2),
      priceCurrency: 'GBP',
      url: `${origin}/products/${product.persona}`,
    },
  }));
}

/** A persona's product page: its suites as Services, and the trail Home › persona. */
export function productPageJsonLd(persona: Persona, origin: string): JsonLd[] {
  const label = CATEGORY_LABELS[persona].replace(/\b\w/g, (letter) => letter.toUpperCase());
  return [
    ...serviceJsonLd(productsFor(persona), origin),
    breadcrumbJsonLd(origin, [{ name: label, path: `/products/${persona}` }]),
  ];
}

/**
 * Breadcrumb names are English: the served page is, and the same data on both sides means the
 * head manager leaves what a crawler saw unchanged.
 */
const BLOG_CRUMB = 'Blog';

function blogPostingJsonLd(post: PostSummary, origin: string): JsonLd {
  const url = new URL(postPath(post.slug), origin).href;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: seoDescription(post.excerpt),
    url,
    ...(post.featuredImageUrl && { image: new URL(post.featuredImageUrl, origin).href }),
    ...(post.publishedAt && { datePublished: post.publishedAt }),
    author: { '@type': 'Person', name: post.authorMasked },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
    mainEntityOfPage: url,
  };
}

export const RSS_TYPE = 'application/rss+xml';
export const BLOG_FEED = { title: `${SITE_NAME} Blog`, path: '/blog/rss.xml' };

/** The blog list: the posts on its first page, and the trail to it. */
export function blogJsonLd(posts: readonly PostSummary[], origin: string): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'Blog',
      name: `${SITE_NAME} ${BLOG_CRUMB}`,
      url: new URL('/blog', origin).href,
      blogPost: posts.map((post) => {
        const { '@context': _, ...posting } = blogPostingJsonLd(post, origin);
        return posting;
      }),
    },
    breadcrumbJsonLd(origin, [{ name: BLOG_CRUMB, path: '/blog' }]),
  ];
}

/**
 * A tag's page: the posts carrying it, and the trail Home › Blog › tag. English, as the served
 * page is; the app shows the same page's title in the visitor's language.
 */
export function tagPageMeta(tag: string, origin: string): PageMeta {
  return {
    title: `Posts tagged “${tag}”`,
    description: `Stories from the ${SITE_NAME} blog about ${tag}: custom songs and the people behind them.`,
    path: tagPath(tag),
    keywords: [tag],
    feed: BLOG_FEED,
    jsonLd: [
      breadcrumbJsonLd(origin, [
        { name: BLOG_CRUMB, path: '/blog' },
        { name: tag, path: tagPath(tag) },
      ]),
    ],
  };
}

/**
 * What a search result shows of a post, as the editor previews it and the served head says it:
 * the meta title and description staff set, or else the title and the excerpt.
 */
export function postSearchResult(post: Pick<PostDetail, 'title' | 'excerpt' | 'metaTitle' | 'metaDescription'>) {
  return {
    title: post.metaTitle.trim() || post.title,
    description: seoDescription(post.metaDescription.trim() || post.excerpt),
  };
}

/**
 * What a link preview (Open Graph, Twitter) shows of a post, as the editor previews it and the
 * served head says it: the search result's title and description, and the social image staff
 * chose, else the featured image.
 */
export function postSocialCard(
  post: Pick<PostDetail, 'title' | 'excerpt' | 'metaTitle' | 'metaDescription' | 'socialImageUrl' | 'featuredImageUrl'>,
) {
  return { ...postSearchResult(post), image: post.socialImageUrl ?? post.featuredImageUrl };
}

/** A post's page: an article with its image, dates, author and tags, and the trail Home › Blog › post. */
export function postPageMeta(post: PostDetail, origin: string): PageMeta {
  const card = postSocialCard(post);
  return {
    title: card.title,
    description: card.description,
    path: postPath(post.slug),
    image: card.image ?? undefined,
    type: 'article',
    publishedTime: post.publishedAt ?? undefined,
    modifiedTime: post.publishedAt ?? undefined,
    author: post.authorMasked,
    keywords: post.tags,
    jsonLd: [
      blogPostingJsonLd(post, origin),
      breadcrumbJsonLd(origin, [
        { name: BLOG_CRUMB, path: '/blog' },
        { name: post.title, path: postPath(post.slug) },
      ]),
    ],
  };
}
