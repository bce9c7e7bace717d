import { describe, expect, it } from 'vitest';
import { asksForPerson } from './person-request.ts';
import { coverage, fold, searchTerms } from './tokenize.ts';

describe('search terms', () => {
  it('folds accents and case and drops everyday words in the European languages, with a light stem', () => {
    expect(searchTerms('fr', "Combien coûte l'option EXPRESS ?")).toEqual(['cout', 'option', 'expres']);
    expect(searchTerms('en', 'How quickly are songs delivered?')).toEqual(['quick', 'deliver']);
    expect(searchTerms('de', 'Änderungen')).toEqual(searchTerms('de', 'ändern'));
  });

  it('folds Arabic vowel marks, alef forms and taa marbuta, and drops the article', () => {
    expect(fold('ar', 'أُغْنِيَة')).toBe('اغنيه');
    expect(searchTerms('ar', 'التسليم السريع')).toEqual(['تسليم', 'سريع']);
  });

  it('splits Hindi on spaces and punctuation, without its nukta, shedding plural endings', () => {
    expect(fold('hi', 'ज़्यादा')).toBe('ज्यादा');
    expect(searchTerms('hi', 'गीत कितने दिनों में।')).toEqual(['दिन']);
  });

  it("cuts Chinese into Intl.Segmenter's words and character pairs", () => {
    const terms = searchTerms('zh', '加急交付多少钱');
    expect(terms).toEqual(expect.arrayContaining(['加急', '交付', '多少钱', '急交']));
  });

  it('measures Chinese coverage in characters, not in overlapping pairs', () => {
    expect(coverage('zh', '加急多少钱', ['加急', '多少钱'])).toBe(1);
    expect(coverage('zh', '明天北京天气', ['天气'])).toBeLessThan(0.5);
    expect(coverage('en', 'rush price please', ['rush'])).toBe(0.5);
  });
});

describe('asking for a person', () => {
  it('is heard in every language, and not in a question that only mentions people', () => {
    for (const text of [
      'Can I speak to a human?',
      "Puis-je parler à quelqu'un de l'équipe ?",
      'quiero hablar con alguien',
      'Posso falar com uma pessoa?',
      'Ich möchte mit einem Menschen sprechen',
      'أريد التحدث مع موظف',
      'क्या मैं किसी इंसान से बात कर सकता हूँ',
      '转人工',
    ]) {
      expect(asksForPerson(text), text).toBe(true);
    }
    for (const text of [
      'A song for a special person',
      'Une chanson pour ma personne préférée',
      'Ein Lied für einen besonderen Menschen',
    ]) {
      expect(asksForPerson(text), text).toBe(false);
    }
  });
});
