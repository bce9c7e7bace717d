import { describe, expect, it } from 'vitest';
import { findProduct, PRODUCTS } from './catalogue.ts';
import { SITE_LANGUAGES } from './enums.ts';
import { KNOWLEDGE_FACTS } from './knowledge.ts';
import { formatPounds, poundsToPence } from './pricing.ts';
import { productMentioned, renderFact } from './shopFacts.ts';

const basicSong = findProduct('basic-song');

describe('renderFact', () => {
  it('says the rush price and days of the suite named, from the catalogue, in the visitor’s format', () => {
    const rush = basicSong?.rush;
    if (!rush) throw new Error('Basic Song has rush delivery');
    const french = renderFact({ key: 'rush_price' }, 'fr', 'basic-song');
    expect(french).toContain(formatPounds(poundsToPence(rush.pricePounds), 'fr-FR', 0));
    expect(french).toContain(`${rush.days} jours`);
    expect(french).not.toContain('£90');
    expect(renderFact({ key: 'rush_price' }, 'en', 'basic-song')).toContain(`£${rush.pricePounds}`);
  });

  it('says every suite when none is named, and that a suite without rush cannot be rushed', () => {
    const text = renderFact({ key: 'rush_price' }, 'en');
    for (const product of PRODUCTS) expect(text).toContain(product.name);
    expect(text).toMatch(/Producer Elite cannot be rushed/);
  });

  it('prefers the entry’s own suite over the one the visitor names', () => {
    expect(renderFact({ key: 'suite_price', productId: 'pro-studio' }, 'en', 'basic-song')).toBe('Pro Studio costs £3,500.');
  });

  it('renders every fact in every language, keeping a price’s direction in Arabic', () => {
    for (const language of SITE_LANGUAGES) {
      for (const key of KNOWLEDGE_FACTS) expect(renderFact({ key }, language).length).toBeGreaterThan(10);
    }
    expect(renderFact({ key: 'suite_price', productId: 'basic-song' }, 'ar')).toContain('\u2068');
    expect(renderFact({ key: 'revisions', productId: 'pro-studio' }, 'de')).toContain('3 Überarbeitungen');
  });
});

describe('productMentioned', () => {
  it('finds the suite a visitor names in any language, the longest name winning', () => {
    expect(productMentioned("Combien coûte l'option express pour Basic Song ?")?.id).toBe('basic-song');
    expect(productMentioned('rush for the basic full song?')?.id).toBe('basic-full-song');
    expect(productMentioned('¿Cuánto cuesta la canción completa básica?')?.id).toBe('basic-full-song');
    expect(productMentioned('基础完整歌曲加急多少钱')?.id).toBe('basic-full-song');
    expect(productMentioned('प्रो स्टूडियो कितने का है')?.id).toBe('pro-studio');
    expect(productMentioned('برو ستوديو كم سعره')?.id).toBe('pro-studio');
  });

  it('does not read an everyday word as a suite', () => {
    expect(productMentioned('Is collaboration possible?')).toBeNull();
    expect(productMentioned('我们可以合作吗')).toBeNull();
  });
});
