import { describe, expect, it } from 'vitest';
import { siteTimeToUtc, utcToSiteTime } from './siteTime.ts';

describe('UK time for scheduling', () => {
  it('reads winter times as UTC and summer times as UTC+1', () => {
    expect(siteTimeToUtc('2026-01-15T09:30')).toBe('2026-01-15T09:30:00.000Z');
    expect(siteTimeToUtc('2026-07-01T09:30')).toBe('2026-07-01T08:30:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(siteTimeToUtc('2026-03-29T00:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(siteTimeToUtc('2026-03-29T01:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(siteTimeToUtc('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(siteTimeToUtc('2026-10-25T03:00')).toBe('2026-10-25T03:00:00.000Z');
  });

  it('shows a stored instant in UK time, and round-trips', () => {
    expect(utcToSiteTime('2026-07-01T08:30:00.000Z')).toBe('2026-07-01T09:30');
    expect(utcToSiteTime('2026-12-24T18:05:00.000Z')).toBe('2026-12-24T18:05');
    for (const local of ['2026-02-02T23:59', '2026-06-21T00:00', '2026-10-25T00:15']) {
      expect(utcToSiteTime(siteTimeToUtc(local) ?? '')).toBe(local);
    }
  });

  it('refuses what is not a date and time', () => {
    expect(siteTimeToUtc('')).toBeNull();
    expect(siteTimeToUtc('2026-01-15')).toBeNull();
    expect(siteTimeToUtc('tomorrow at nine')).toBeNull();
  });
});
