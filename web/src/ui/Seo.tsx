import { fullTitle, type HeadTag, headTags, type PageMeta, SITE_ORIGIN_PLACEHOLDER } from '@storysong/core';
import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { MANAGED_ATTRIBUTE } from './managedHead.ts';

export type SeoProps = Omit<PageMeta, 'path' | 'language'> & { path?: string | null };

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

/**
 * The site's origin for absolute URLs. A page rendered before it reaches the browser (at build
 * time, or by the function) does not know it: it writes the placeholder the server replaces
 * with SITE_URL when it sends the page (decision 010).
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin;
}

function selectorFor(tag: HeadTag): string {
  if (tag.tag === 'meta') return `meta[${tag.key}="${tag.id}"]`;
  if (tag.type) return `link[rel="${tag.rel}"][type="${tag.type}"]`;
  return tag.hreflang
    ? `link[rel="${tag.rel}"][hreflang="${tag.hreflang}"]`
    : `link[rel="${tag.rel}"]:not([hreflang]):not([type])`;
}

function upsert(tag: HeadTag) {
  let element = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selectorFor(tag));
  if (!element) {
    element = document.createElement(tag.tag);
    if (tag.tag === 'meta') element.setAttribute(tag.key, tag.id);
    else {
      element.setAttribute('rel', tag.rel);
      if (tag.hreflang) element.setAttribute('hreflang', tag.hreflang);
      if (tag.type) element.setAttribute('type', tag.type);
    }
    document.head.append(element);
  }
  if (tag.tag === 'meta') element.setAttribute('content', tag.content);
  else {
    element.setAttribute('href', tag.href);
    if (tag.title) element.setAttribute('title', tag.title);
  }
  element.setAttribute(MANAGED_ATTRIBUTE, '');
}

/** Tags an earlier page may have set that this page need not (e.g. article times, language versions). */
const OPTIONAL_TAGS = [
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'link[rel="alternate"][type]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[name="twitter:image"]',
  'meta[property="article:published_time"]',
  'meta[property="article:modified_time"]',
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
  'meta[name="author"]',
  'meta[name="keywords"]',
];

/** Set by the page renderer (src/documentRenderer.tsx) to receive the page's metadata while it renders. */
export const SeoCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * The one head manager. The served page already carries the same tags (built by the same
 * `headTags` in core, see src/documentRenderer.tsx and the function's pages); it updates them in place,
 * for the visitor's language and for pages reached inside the app.
 */
export function Seo(props: SeoProps) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const meta: PageMeta = { ...props, path: props.path === undefined ? pathname : props.path, language: i18n.resolvedLanguage };
  const serialised = JSON.stringify(meta);
  useContext(SeoCollectorContext)?.(meta);

  useEffect(() => {
    const current = JSON.parse(serialised) as PageMeta;
    for (const selector of OPTIONAL_TAGS) for (const element of document.head.querySelectorAll(selector)) element.remove();
    document.title = fullTitle(current.title);
    for (const tag of headTags(current, window.location.origin)) upsert(tag);
    for (const script of document.head.querySelectorAll(JSON_LD_SELECTOR)) script.remove();
    for (const data of current.jsonLd ?? []) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(data);
      document.head.append(script);
    }
  }, [serialised]);

  return null;
}
