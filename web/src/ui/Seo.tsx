import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { fullTitle, type HeadTag, headTags, type JsonLd, type PageMeta } from './seo.ts';

export type SeoProps = Omit<PageMeta, 'path' | 'language' | 'jsonLd'> & {
  path?: string;
  /** Structured data for the site's origin, which a prerendered page learns only in the browser. */
  jsonLd?: (origin: string) => readonly JsonLd[];
};

const JSON_LD_SELECTOR = 'script[type="application/ld+json"]';

function upsert(tag: HeadTag) {
  const selector = tag.tag === 'meta' ? `meta[${tag.key}="${tag.id}"]` : `link[rel="${tag.rel}"]`;
  let element = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement(tag.tag);
    if (tag.tag === 'meta') element.setAttribute(tag.key, tag.id);
    else element.setAttribute('rel', tag.rel);
    document.head.append(element);
  }
  if (tag.tag === 'meta') element.setAttribute('content', tag.content);
  else element.setAttribute('href', tag.href);
}

/** Drops tags an earlier page set that this page does not (e.g. article times, keywords). */
const OPTIONAL_TAGS = [
  'meta[property="article:published_time"]',
  'meta[property="article:modified_time"]',
  'meta[property="og:image:width"]',
  'meta[property="og:image:height"]',
  'meta[name="author"]',
  'meta[name="keywords"]',
];

/** Set by the page renderer (src/render.tsx) to receive the page's metadata while it renders. */
export const SeoCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * The one head manager. It updates the tags the server rendered for crawlers (same names,
 * see functions/src/features/pages/render.ts) in place instead of adding duplicates.
 */
export function Seo({ jsonLd, ...props }: SeoProps) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  // Known only in the browser (a prerendered page is built without it). Reading it while
  // rendering is safe here: this renders nothing, so hydration has nothing to mismatch, and the
  // page needs no second render once it runs.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const meta: PageMeta = {
    ...props,
    path: props.path ?? pathname,
    language: i18n.resolvedLanguage,
    jsonLd: jsonLd?.(origin),
  };
  const serialised = JSON.stringify(meta);
  useContext(SeoCollectorContext)?.(meta);

  useEffect(() => {
    const current = JSON.parse(serialised) as PageMeta;
    document.title = fullTitle(current.title);
    for (const selector of OPTIONAL_TAGS) document.head.querySelector(selector)?.remove();
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
