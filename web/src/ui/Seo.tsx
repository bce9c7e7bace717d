import { fullTitle, type HeadTag, headTags, jsonForScript, type PageMeta, SITE_ORIGIN_PLACEHOLDER } from '@storysong/core';
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

function setIfChanged(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The tag's element in the head, created if missing, its content brought up to date; returns it. */
function upsert(tag: HeadTag): Element {
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
  if (tag.tag === 'meta') setIfChanged(element, 'content', tag.content);
  else {
    setIfChanged(element, 'href', tag.href);
    if (tag.title) setIfChanged(element, 'title', tag.title);
    else element.removeAttribute('title');
  }
  setIfChanged(element, MANAGED_ATTRIBUTE, '');
  return element;
}

/** The page's structured data, each block a script; replaced only when it differs. */
function setJsonLd(blocks: readonly unknown[]) {
  // Written as the served page writes them (core's headHtml), so a served block compares equal.
  const wanted = blocks.map(jsonForScript);
  const present = [...document.head.querySelectorAll(JSON_LD_SELECTOR)];
  if (present.length === wanted.length && present.every((script, i) => script.textContent === wanted[i])) return;
  for (const script of present) script.remove();
  for (const text of wanted) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    document.head.append(script);
  }
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
 * for the visitor's language and for pages reached inside the app, touching only what differs: on
 * taking over a served page it marks its tags as the app's and changes nothing else (it used to
 * remove and re-create them all, inside hydration's one long task).
 */
export function Seo(props: SeoProps) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const meta: PageMeta = { ...props, path: props.path === undefined ? pathname : props.path, language: i18n.resolvedLanguage };
  const serialised = JSON.stringify(meta);
  useContext(SeoCollectorContext)?.(meta);

  useEffect(() => {
    const current = JSON.parse(serialised) as PageMeta;
    const title = fullTitle(current.title);
    if (document.title !== title) document.title = title;
    const kept = new Set(headTags(current, window.location.origin).map(upsert));
    for (const selector of OPTIONAL_TAGS)
      for (const element of document.head.querySelectorAll(selector)) if (!kept.has(element)) element.remove();
    setJsonLd(current.jsonLd ?? []);
  }, [serialised]);

  return null;
}
