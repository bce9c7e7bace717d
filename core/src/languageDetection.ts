import { LANGUAGE_QUERY_PARAMETER } from './seo.ts';

/** Where the visitor's choice of language is kept in the browser (spec: "cached in local storage under the key language"). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** What the browser says about a visit, read by the web app's language detector. */
export interface LanguageSignals {
  /** `location.search`. */
  search: string;
  /** The choice kept under LANGUAGE_STORAGE_KEY, if any. */
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
  /** The document's `lang` attribute. */
  htmlLang: string | null;
  pathname: string;
  hostname: string;
}

const PATH_SEGMENT = /^\/([a-zA-Z][a-zA-Z0-9-]*)/;
const LANGUAGE_SUBDOMAIN = /^(\w{2,5}(?:-(?:[a-z]{4}|[a-z]{2}|\d{3}))*)\.(?:[a-z0-9-]{1,63}\.[a-z]{2,6}|localhost)/i;

/**
 * The codes that may name the page's language, most telling first: a link naming its language
 * (`?lng=fr`, each page's hreflang alternate), then a choice the visitor made, then the spec's
 * order: browser languages, html lang, path, subdomain. i18next takes the first it supports
 * (`fr-CA` counts as `fr`), and the fallback language when none is.
 */
export function languageCandidates(signals: LanguageSignals): string[] {
  const fromLink = new URLSearchParams(signals.search).get(LANGUAGE_QUERY_PARAMETER);
  const fromPath = PATH_SEGMENT.exec(signals.pathname)?.[1];
  const fromSubdomain = LANGUAGE_SUBDOMAIN.exec(signals.hostname)?.[1];
  return [fromLink, signals.stored, ...signals.browser, signals.htmlLang, fromPath, fromSubdomain].filter(
    (code): code is string => Boolean(code),
  );
}
