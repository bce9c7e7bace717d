import { LIMITS, type Product } from '@storysong/core';

export const SITE_NAME = 'Storysong';
export const DEFAULT_OG_IMAGE = { path: '/og-default.png', width: 1200, height: 630 };
export const DEFAULT_OG_LOCALE = 'en_US';

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
  /** Path of the page; the canonical URL is the origin plus this path. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  keywords?: readonly string[];
  noindex?: boolean;
  language?: string;
  jsonLd?: readonly JsonLd[];
}

/** One head tag: a <meta> keyed by name or property, or a <link rel> keyed by rel. */
export type HeadTag =
  | { tag: 'meta'; key: 'name' | 'property'; id: string; content: string }
  | { tag: 'link'; rel: string; href: string };

/** The site name is appended unless the title already includes it (spec section 1). */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function ogLocale(language: string | undefined): string {
  return OG_LOCALES[language?.split('-')[0] ?? ''] ?? DEFAULT_OG_LOCALE;
}

function clip(text: string): string {
  return text.length <= LIMITS.seoDescriptionChars ? text : `${text.slice(0, LIMITS.seoDescriptionChars - 1).trimEnd()}…`;
}

/** Every tag a page needs, in the same vocabulary the server renders for crawlers. */
export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  const title = fullTitle(meta.title);
  const description = clip(meta.description);
  const url = new URL(meta.path, origin).href;
  const image = new URL(meta.image ?? DEFAULT_OG_IMAGE.path, origin).href;
  const name = (id: string, content: string): HeadTag => ({ tag: 'meta', key: 'name', id, content });
  const property = (id: string, content: string): HeadTag => ({ tag: 'meta', key: 'property', id, content });
  const tags: HeadTag[] = [
    name('description', description),
    name('robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'),
    { tag: 'link', rel: 'canonical', href: url },
    property('og:title', title),
    property('og:description', description),
    property('og:url', url),
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', SITE_NAME),
    property('og:locale', ogLocale(meta.language)),
    property('og:image', image),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', title),
    name('twitter:description', description),
    name('twitter:image', image),
  ];
  if (!meta.image) {
    tags.push(property('og:image:width', String(DEFAULT_OG_IMAGE.width)));
    tags.push(property('og:image:height', String(DEFAULT_OG_IMAGE.height)));
  }
  if (meta.publishedTime) tags.push(property('article:published_time', meta.publishedTime));
  if (meta.modifiedTime) tags.push(property('article:modified_time', meta.modifiedTime));
  if (meta.author) tags.push(name('author', meta.author));
  if (meta.keywords?.length) tags.push(name('keywords', meta.keywords.join(', ')));
  return tags;
}

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    slogan: 'immortalizing experiences through music',
  };
}

export function websiteJsonLd(origin: string): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: `${origin}/` };
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
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
    '@context': 'https://schema.org',
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
