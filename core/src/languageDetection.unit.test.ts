import { describe, expect, it } from 'vitest';
import { type LanguageSignals, languageCandidates } from './languageDetection.ts';

const visit: LanguageSignals = {
  search: '',
  stored: null,
  browser: [],
  htmlLang: null,
  pathname: '/',
  hostname: 'storysong.example',
};

describe('languageCandidates', () => {
  it('puts a link naming its language first, then the visitor’s kept choice, then the browser’s languages in order', () => {
    expect(
      languageCandidates({ ...visit, search: '?order=x&lng=fr', stored: 'de', browser: ['pt-BR', 'es'], htmlLang: 'en' }),
    ).toEqual(['fr', 'de', 'pt-BR', 'es', 'en']);
  });

  it('falls back to the html lang, then the first path segment, then a language subdomain', () => {
    expect(languageCandidates({ ...visit, htmlLang: 'en', pathname: '/hi/blog', hostname: 'ar.storysong.co.uk' })).toEqual([
      'en',
      'hi',
      'ar',
    ]);
  });

  it('leaves out what a visit does not say', () => {
    expect(languageCandidates({ ...visit, search: '?lng=', stored: '' })).toEqual([]);
    expect(languageCandidates({ ...visit, pathname: '/2026/post', hostname: 'localhost' })).toEqual([]);
  });
});
