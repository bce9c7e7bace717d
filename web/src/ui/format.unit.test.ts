import { describe, expect, it } from 'vitest';
import { count, money } from './format.ts';

describe('figures in the visitor’s language', () => {
  it('formats counts and rates in the language’s number format', () => {
    expect(count(1234, 'en')).toBe('1,234');
    expect(count(1234, 'de')).toBe('1.234');
    expect(count(12.5, 'fr')).toBe('12,5');
    expect(count(1234, 'en-US')).toBe('1,234');
  });

  it('formats money as pounds with two decimals', () => {
    expect(money(123456, 'en')).toBe('£1,234.56');
  });
});
