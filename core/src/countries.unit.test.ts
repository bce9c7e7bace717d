import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  countryName,
  countryOptions,
  findCountry,
  foldCountryText,
  isCountryCode,
  searchCountries,
} from './countries.ts';
import { LANGUAGE_CODES } from './enums.ts';
import { country } from './schemas/fields.ts';

describe('the country list', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes once each, and each has a name in every site language', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      for (const locale of LANGUAGE_CODES) expect(countryName(code, locale)).not.toBe(code);
    }
    expect(isCountryCode('GW')).toBe(true);
    expect(isCountryCode('XK')).toBe(false);
    expect(isCountryCode('gw')).toBe(false);
  });

  it("names a country in the visitor's language, also one stored as its name before countries were codes", () => {
    expect(countryName('GW', 'en')).toBe('Guinea-Bissau');
    expect(countryName('GW', 'fr')).toBe('Guinée-Bissau');
    expect(countryName('CI', 'fr')).toBe('Côte d’Ivoire');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('EG', 'ar')).toBe('مصر');
    expect(countryName('United Kingdom', 'fr')).toBe('Royaume-Uni');
    expect(countryName('Wales', 'fr')).toBe('Wales');
  });

  it("lists the countries in the locale's alphabetical order", () => {
    const french = countryOptions('fr').map((o) => o.name);
    expect(french.indexOf('Équateur')).toBeLessThan(french.indexOf('Espagne'));
    expect(french.indexOf('Côte d’Ivoire')).toBeLessThan(french.indexOf('Croatie'));
    expect(countryOptions('en')).toHaveLength(249);
  });

  it('searches without regard to accents, case, hyphens or apostrophes', () => {
    expect(foldCountryText('  Côte d’Ivoire ')).toBe('cote d ivoire');
    expect(foldCountryText('Guinea-Bissau')).toBe('guinea bissau');
    expect(searchCountries("cote d'iv", 'fr').map((o) => o.code)).toEqual(['CI']);
    expect(searchCountries('guinee bissau', 'fr').map((o) => o.code)).toEqual(['GW']);
    expect(searchCountries('timor', 'en').map((o) => o.code)).toEqual(['TL']);
    expect(searchCountries('', 'en')).toHaveLength(249);
  });

  it('finds the country a code or a full name in any site language names', () => {
    expect(findCountry('GW')).toBe('GW');
    expect(findCountry('gw')).toBe('GW');
    expect(findCountry('Guinea-Bissau')).toBe('GW');
    expect(findCountry("Cote d'Ivoire")).toBe('CI');
    expect(findCountry('Timor-Leste')).toBe('TL');
    expect(findCountry('Allemagne')).toBe('DE');
    expect(findCountry(' united kingdom ')).toBe('GB');
    expect(findCountry('Narnia')).toBeNull();
    expect(findCountry('XK')).toBeNull();
  });
});

describe('the country field', () => {
  const parse = (value: unknown) => {
    const result = country().safeParse(value);
    return result.success ? { code: result.data } : { message: result.error.issues[0]?.message };
  };

  it('stores the ISO code of a picked or named country', () => {
    expect(parse('GW')).toEqual({ code: 'GW' });
    expect(parse('Guinea-Bissau')).toEqual({ code: 'GW' });
    expect(parse("Côte d'Ivoire")).toEqual({ code: 'CI' });
    expect(parse('Timor-Leste')).toEqual({ code: 'TL' });
  });

  it("keeps the spec's messages for text that names no country", () => {
    expect(parse('')).toEqual({ message: 'Country is required' });
    expect(parse('   ')).toEqual({ message: 'Country is required' });
    expect(parse('France 2')).toEqual({ message: 'Country should only contain letters and spaces' });
    expect(country('Country name should only contain letters and spaces').safeParse('Narnia-2').error?.issues[0]?.message).toBe(
      'Country name should only contain letters and spaces',
    );
    expect(parse('Narnia')).toEqual({ message: 'Please choose a country from the list' });
    expect(parse('x'.repeat(101))).toEqual({ message: 'Must be 100 characters or fewer' });
  });
});
