import { describe, expect, it } from 'vitest';
import { conversionPercent } from './referralClicks.ts';
import { recentWeekStarts, weekStartOf } from './weeks.ts';

describe('referral clicks', () => {
  it('puts a moment in the week that starts on its Monday, in UTC', () => {
    expect(weekStartOf(Date.parse('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(weekStartOf(Date.parse('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(weekStartOf(Date.parse('2026-11-22T23:59:59Z'))).toBe('2026-11-16');
    expect(weekStartOf(Date.parse('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
  });

  it('lists the recent weeks oldest first, ending with the current one', () => {
    expect(recentWeekStarts(Date.parse('2026-11-25T10:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(recentWeekStarts(Date.parse('2026-03-30T10:00:00Z'), 2)).toEqual(['2026-03-23', '2026-03-30']);
  });

  it('gives the conversion rate only once someone has clicked', () => {
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(3, 0)).toBeNull();
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(2, 8)).toBe(25);
    expect(conversionPercent(4, 2)).toBe(100);
  });
});
