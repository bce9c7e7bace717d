import { describe, expect, it } from 'vitest';
import { count, money, percent, songLength } from './format.ts';

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

  it('writes every price with the pound sign, isolated from a right-to-left sentence', () => {
    expect(money(44000, 'es', 0)).toMatch(/^440\s£$/u);
    expect(money(44000, 'fr', 0)).toMatch(/^440\s£$/u);
    expect(money(44000, 'ar', 0)).toMatch(/^\u2068\u200f?440\s£\u2069$/u);
    expect(percent(10, 'de')).toMatch(/^10\s%$/u);
    expect(percent(10, 'ar')).toMatch(/^\u2068.*10.*%.*\u2069$/u);
  });

  it('writes a song’s length as a player does, to the whole second', () => {
    expect(songLength(8, 'en')).toBe('0:08');
    expect(songLength(187.4, 'en')).toBe('3:07');
    expect(songLength(59.6, 'de')).toBe('1:00');
    expect(songLength(3725, 'fr')).toBe('1:02:05');
    expect(songLength(187, 'ar')).toMatch(/^\u2068.+:.+\u2069$/u);
  });
});
