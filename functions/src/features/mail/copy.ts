import { FALLBACK_LANGUAGE, languageOption } from '@storysong/core';
import arHome from '../../../../web/public/locales/ar/home.json' with { type: 'json' };
import arOrders from '../../../../web/public/locales/ar/orders.json' with { type: 'json' };
import arProducts from '../../../../web/public/locales/ar/products.json' with { type: 'json' };
import deHome from '../../../../web/public/locales/de/home.json' with { type: 'json' };
import deOrders from '../../../../web/public/locales/de/orders.json' with { type: 'json' };
import deProducts from '../../../../web/public/locales/de/products.json' with { type: 'json' };
import enHome from '../../../../web/public/locales/en/home.json' with { type: 'json' };
import enOrders from '../../../../web/public/locales/en/orders.json' with { type: 'json' };
import enProducts from '../../../../web/public/locales/en/products.json' with { type: 'json' };
import esHome from '../../../../web/public/locales/es/home.json' with { type: 'json' };
import esOrders from '../../../../web/public/locales/es/orders.json' with { type: 'json' };
import esProducts from '../../../../web/public/locales/es/products.json' with { type: 'json' };
import frHome from '../../../../web/public/locales/fr/home.json' with { type: 'json' };
import frOrders from '../../../../web/public/locales/fr/orders.json' with { type: 'json' };
import frProducts from '../../../../web/public/locales/fr/products.json' with { type: 'json' };
import hiHome from '../../../../web/public/locales/hi/home.json' with { type: 'json' };
import hiOrders from '../../../../web/public/locales/hi/orders.json' with { type: 'json' };
import hiProducts from '../../../../web/public/locales/hi/products.json' with { type: 'json' };
import ptHome from '../../../../web/public/locales/pt/home.json' with { type: 'json' };
import ptOrders from '../../../../web/public/locales/pt/orders.json' with { type: 'json' };
import ptProducts from '../../../../web/public/locales/pt/products.json' with { type: 'json' };
import zhHome from '../../../../web/public/locales/zh/home.json' with { type: 'json' };
import zhOrders from '../../../../web/public/locales/zh/orders.json' with { type: 'json' };
import zhProducts from '../../../../web/public/locales/zh/products.json' with { type: 'json' };
import ar from './copy/ar.json' with { type: 'json' };
import de from './copy/de.json' with { type: 'json' };
import en from './copy/en.json' with { type: 'json' };
import es from './copy/es.json' with { type: 'json' };
import fr from './copy/fr.json' with { type: 'json' };
import hi from './copy/hi.json' with { type: 'json' };
import pt from './copy/pt.json' with { type: 'json' };
import zh from './copy/zh.json' with { type: 'json' };

/** The words of every email in one language; `copy/en.json` is the reference the others must match key for key. */
export type MailCopy = typeof en;

export const MAIL_COPY: Record<string, MailCopy> = { ar, de, en, es, fr, hi, pt, zh };

/** The site's tagline, as the home page says it in each language (one source for site and mail). */
const TAGLINES: Record<string, string> = {
  ar: arHome.tagline,
  de: deHome.tagline,
  en: enHome.tagline,
  es: esHome.tagline,
  fr: frHome.tagline,
  hi: hiHome.tagline,
  pt: ptHome.tagline,
  zh: zhHome.tagline,
};

type ProductWords = { items: Record<string, { name: string }> };

/** The site's words for an order's stage, occasion and extras in each language (emails and the payment page name them). */
type OrderWords = {
  stage: Record<string, string>;
  occasion: { kinds: Record<string, string> };
  extras: { names: Record<string, string>; included: string };
};
const ORDER_WORDS: Record<string, OrderWords> = {
  ar: arOrders,
  de: deOrders,
  en: enOrders,
  es: esOrders,
  fr: frOrders,
  hi: hiOrders,
  pt: ptOrders,
  zh: zhOrders,
};

/** Product names as the site shows them in each language (the order stores the English one). */
const PRODUCTS: Record<string, ProductWords> = {
  ar: arProducts,
  de: deProducts,
  en: enProducts,
  es: esProducts,
  fr: frProducts,
  hi: hiProducts,
  pt: ptProducts,
  zh: zhProducts,
};

export interface Localised {
  language: string;
  dir: 'ltr' | 'rtl';
  dateLocale: string;
  copy: MailCopy;
  tagline: string;
  /** The product's name as the site shows it in this language, or `fallback` for a product it does not name. */
  productName(productId: string, fallback: string): string;
  /** An order's stage and occasion as the site names them in this language. */
  stageName(stage: string): string;
  occasionName(occasion: string): string;
  /** An extra's name (`extras.names`), and the word for one the suite includes. */
  extraName(id: string): string;
  includedWord: string;
}

/** The copy for a site language, English for an unknown or missing one (orders placed before it was kept). */
export function localised(language: string | undefined): Localised {
  const option = languageOption(language ?? FALLBACK_LANGUAGE);
  return {
    language: option.code,
    dir: option.dir,
    dateLocale: option.dateLocale,
    copy: MAIL_COPY[option.code] ?? en,
    tagline: TAGLINES[option.code] ?? enHome.tagline,
    productName: (productId, fallback) => PRODUCTS[option.code]?.items[productId]?.name ?? fallback,
    stageName: (stage) => ORDER_WORDS[option.code]?.stage[stage] ?? enOrders.stage[stage as keyof typeof enOrders.stage] ?? stage,
    occasionName: (occasion) =>
      ORDER_WORDS[option.code]?.occasion.kinds[occasion] ??
      enOrders.occasion.kinds[occasion as keyof typeof enOrders.occasion.kinds] ??
      occasion,
    extraName: (id) =>
      ORDER_WORDS[option.code]?.extras.names[id] ?? enOrders.extras.names[id as keyof typeof enOrders.extras.names] ?? id,
    includedWord: ORDER_WORDS[option.code]?.extras.included ?? enOrders.extras.included,
  };
}

/** Fills `{{name}}` placeholders; the values are plain text (React escapes them in the HTML part). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}
