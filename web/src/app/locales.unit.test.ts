import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENRES, LANGUAGE_CODES, LIMITS, PRODUCTS } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_NAMESPACES } from './locales.ts';

const ROOT = join(import.meta.dirname, '../../public/locales');
const BASE = 'en';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [nested, text] of flatten(value, path)) out.set(nested, text);
  }
  return out;
}

const read = (language: string, file: string) => flatten(JSON.parse(readFileSync(join(ROOT, language, file), 'utf8')) as Tree);
const namespaces = readdirSync(join(ROOT, BASE)).filter((file) => file.endsWith('.json'));
const others = LANGUAGE_CODES.filter((code) => code !== BASE);

/** A value's component tags (`<terms>…</terms>`) in order, for <Trans>: a translation moves them, never drops or renames them. */
const tagsOf = (text: string) => [...text.matchAll(/<\/?\w+>/g)].map((match) => match[0]).join('');
/** html-parse-stringify's void elements: a tag of these names gets no children. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Words, not brand names, codes or placeholders: the values a translator must touch. */
const translatable = (text: string) => /\p{L}{3,}/u.test(text.replace(/\{\{[^}]+\}\}/g, ''));

/**
 * An untranslated copy: more than half of a file's translatable values identical to English.
 * Short shared words (e.g. "Blog", "Contact") make a few matches normal.
 */
function looksUntranslated(english: Map<string, string>, translated: Map<string, string>): boolean {
  const candidates = [...english].filter(([, text]) => translatable(text));
  if (candidates.length === 0) return false;
  const same = candidates.filter(([key, text]) => translated.get(key) === text).length;
  return same > candidates.length / 2;
}

/**
 * What may read the same as English in another language: names (the brand, the products, payment
 * services and bank codes, and the genres, each called by its own name everywhere).
 */
const NAMES = ['Storysong', 'Pro Studio', 'Producer Elite', 'Cash App', '$Cashtag', 'PayPal', 'IBAN', 'SWIFT', 'CSV', ...GENRES];

/**
 * Words spelled as in English that are that language's own everyday word (in its dictionaries:
 * Duden, Larousse, RAE, Priberam), so a translator rightly leaves them.
 */
const SAME_WORDS: Record<string, readonly string[]> = {
  de: [
    'Affiliate',
    'Affiliates',
    'Blog',
    'Code',
    'Genre',
    'Genres',
    'Hindi',
    'Mandarin',
    'Name',
    'optional',
    'Status',
    'Triumph',
    'Version',
  ],
  es: ['Blog', 'Total'],
  fr: [
    'Actions',
    'Assistant',
    'Blog',
    'Code',
    'Collaboration',
    'Commission',
    'Commissions',
    'Contact',
    'Conversation',
    'Date',
    'Fiancé',
    'Fiancée',
    'Genre',
    'Genres',
    'Menu',
    'Minutes',
    'Notifications',
    'Pagination',
    'Photo',
    'Question',
    'Total',
    'Version',
  ],
  pt: ['Blog', 'Menu', 'Total'],
};

/** The English words left in a value copied from English; none for names, placeholders and links. */
function englishWordsLeft(language: string, english: string, translated: string | undefined): string[] {
  if (translated !== english) return [];
  let text = english
    .replace(/\{\{[^}]+\}\}/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<\/?\d+>/g, ' ');
  for (const name of NAMES) text = text.replaceAll(name, ' ');
  const allowed = SAME_WORDS[language] ?? [];
  return (text.match(/\p{L}{3,}/gu) ?? []).filter((word) => !allowed.includes(word));
}

/**
 * What a language's one voice never says: German speaks to the visitor as Sie and Chinese as 您;
 * Portugal's Portuguese says "código de referência" and "blog", not você; French sells formules,
 * not suites; Arabic writes the % Intl uses and calls a country البلد.
 */
const OFF_REGISTER: Record<string, RegExp> = {
  de: /(?<![\p{L}])(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)(?![\p{L}])/iu,
  zh: /你/,
  pt: /(?<![\p{L}])(você|indicação|blogue)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])suites(?![\p{L}])|^Suite /u,
  ar: /٪|الدولة/,
  hi: /आम लोग के/,
};

const MAIL_COPY = join(import.meta.dirname, '../../../functions/src/features/mail/copy');

/**
 * Figures the constants own, typed into a sentence: a catalogue price or a rate (the discount, the
 * default commission) followed by a percent sign. Sentences take them as {{placeholders}}.
 */
const TYPED_FIGURES = new RegExp(
  [
    ...PRODUCTS.map((product) => `(?<!\\d)${product.pricePounds}(?!\\d)`),
    ...[LIMITS.referralDiscountPercent, LIMITS.defaultCommissionRate].map((rate) => `(?<!\\d)${rate}\\s?[%٪]`),
  ].join('|'),
  'u',
);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * A key English has that this language needs. Plural forms follow each language's own rules:
 * Chinese has only `_other`, so English's `_one` is not missing there.
 */
function needed(language: string, key: string, translated: Map<string, string>): boolean {
  const plural = PLURAL_SUFFIX.exec(key);
  if (!plural) return true;
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  return categories.includes(plural[1] ?? '') || !translated.has(key.replace(PLURAL_SUFFIX, '_other'));
}

describe('locale files', () => {
  it('are the namespaces the app names (the service worker keeps exactly these offline)', () => {
    expect(namespaces.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...TRANSLATION_NAMESPACES]);
  });

  it.each(namespaces)(
    '%s names no <Trans> component after an HTML void element, which Trans renders without its words',
    (file) => {
      const named = [...read(BASE, file).values()].flatMap((text) => [...text.matchAll(/<(\w+)>/g)].map((match) => match[1]));
      expect(named.filter((name) => VOID_ELEMENTS.has(name ?? ''))).toEqual([]);
    },
  );

  it('has a folder for every site language', () => {
    expect(readdirSync(ROOT).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each([...LANGUAGE_CODES])('%s takes prices and rates from the constants, not typed into sentences', (language) => {
    const typed = namespaces.flatMap((file) =>
      [...read(language, file)].filter(([, text]) => TYPED_FIGURES.test(text)).map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(typed).toEqual([]);
  });

  describe.each(others)('%s', (language) => {
    it.each(namespaces)('%s has every key English has', (file) => {
      const translated = read(language, file);
      const missing = [...read(BASE, file).keys()].filter((key) => !translated.has(key) && needed(language, key, translated));
      expect(missing, `${language}/${file} is missing keys`).toEqual([]);
    });

    it.each(namespaces)('%s has no English value left untranslated', (file) => {
      const translated = read(language, file);
      const left = [...read(BASE, file)]
        .filter(([key, english]) => englishWordsLeft(language, english, translated.get(key)).length > 0)
        .map(([key, english]) => `${key}: ${english}`);
      expect(left, `${language}/${file} still has English`).toEqual([]);
    });

    it('speaks in one register in every file, the mail included', () => {
      const pattern = OFF_REGISTER[language];
      if (!pattern) return;
      const values = [
        ...namespaces.flatMap((file) => [...read(language, file)].map(([key, text]) => [`${file} ${key}`, text] as const)),
        ...[...flatten(JSON.parse(readFileSync(join(MAIL_COPY, `${language}.json`), 'utf8')) as Tree)].map(
          ([key, text]) => [`mail ${key}`, text] as const,
        ),
      ];
      expect(values.filter(([, text]) => pattern.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
    });

    it.each(namespaces)('%s keeps the tags English gives to <Trans> components', (file) => {
      const translated = read(language, file);
      const lost = [...read(BASE, file)]
        .filter(([key, english]) => tagsOf(english) !== tagsOf(translated.get(key) ?? english))
        .map(([key]) => key);
      expect(lost, `${language}/${file} changes a component's tags`).toEqual([]);
    });

    it.each(namespaces)('%s is translated, not an English copy', (file) => {
      expect(looksUntranslated(read(BASE, file), read(language, file)), `${language}/${file} looks untranslated`).toBe(false);
    });
  });

  it('flags an English value left in place and lets names, placeholders and shared words through', () => {
    expect(englishWordsLeft('fr', 'Your song is ready', 'Your song is ready')).toEqual(['Your', 'song', 'ready']);
    expect(englishWordsLeft('de', 'Producer Elite', 'Producer Elite')).toEqual([]);
    expect(englishWordsLeft('hi', 'Cash App $Cashtag', 'Cash App $Cashtag')).toEqual([]);
    expect(englishWordsLeft('zh', '{{count}} · https://example.com', '{{count}} · https://example.com')).toEqual([]);
    expect(englishWordsLeft('fr', 'Contact', 'Contact')).toEqual([]);
    expect(englishWordsLeft('de', 'Contact', 'Contact')).toEqual(['Contact']);
    expect(englishWordsLeft('fr', 'Your song is ready', 'Votre chanson est prête')).toEqual([]);
  });

  it('flags a copied file and accepts a translated one', () => {
    const english = new Map([
      ['a', 'Full name is required'],
      ['b', 'Country is required'],
      ['c', 'Blog'],
    ]);
    expect(looksUntranslated(english, new Map(english))).toBe(true);
    expect(
      looksUntranslated(
        english,
        new Map([
          ['a', 'Le nom complet est obligatoire'],
          ['b', 'Le pays est obligatoire'],
          ['c', 'Blog'],
        ]),
      ),
    ).toBe(false);
  });
});
