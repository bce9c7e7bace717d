import { LANGUAGE_CODES } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { fill, localised, MAIL_COPY } from './copy.ts';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const values = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : values(value, `${prefix}${key}.`),
  );

describe('mail copy', () => {
  it('exists for every site language', () => {
    expect(Object.keys(MAIL_COPY).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has the keys and placeholders English has, translated', (language) => {
    const english = MAIL_COPY.en as unknown as Tree;
    const translated = MAIL_COPY[language] as unknown as Tree;
    expect(keys(translated).sort()).toEqual(keys(english).sort());
    const theirs = new Map(values(translated));
    for (const [key, text] of values(english)) {
      expect(placeholders(theirs.get(key) ?? ''), `${language}: ${key}`).toEqual(placeholders(text));
      expect(theirs.get(key), `${language}: ${key} is English`).not.toBe(text);
    }
  });

  it('falls back to English for a missing or unknown language, and reads regional codes', () => {
    expect(localised(undefined).language).toBe('en');
    expect(localised('xx').language).toBe('en');
    expect(localised('pt-BR').copy).toBe(MAIL_COPY.pt);
    expect(localised('ar').dir).toBe('rtl');
    expect(localised('fr').tagline).toBe('immortaliser les expériences par la musique');
    expect(localised('fr').productName('basic-song', 'Basic Song')).toBe('Chanson de base');
    expect(localised('fr').productName('retired-song', 'Retired Song')).toBe('Retired Song');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Hello {{name}}, {{other}}', { name: 'Zoé' })).toBe('Hello Zoé, {{other}}');
  });
});
