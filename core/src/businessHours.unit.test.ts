import { describe, expect, it } from 'vitest';
import { BUSINESS_DAY_MS, businessMsBetween, isOpenNow, nextOpening, teamAvailability } from './businessHours.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 60 * 60 * 1000;

describe('business hours (Mon–Fri 9:00–17:00 GMT)', () => {
  it('is open on a weekday from 9:00 up to 17:00 GMT', () => {
    expect(isOpenNow(at('2026-12-02T08:59:59Z'))).toBe(false);
    expect(isOpenNow(at('2026-12-02T09:00:00Z'))).toBe(true);
    expect(isOpenNow(at('2026-12-02T16:59:59Z'))).toBe(true);
    expect(isOpenNow(at('2026-12-02T17:00:00Z'))).toBe(false);
  });

  it('is closed all weekend', () => {
    expect(isOpenNow(at('2026-12-05T12:00:00Z'))).toBe(false); // Saturday
    expect(isOpenNow(at('2026-12-06T12:00:00Z'))).toBe(false); // Sunday
  });

  it('keeps GMT hours in British Summer Time: 9:00 GMT is 10:00 on UK clocks', () => {
    // Wednesday 1 July 2026: 08:30 GMT is 09:30 BST, still before the published 9:00 GMT.
    expect(isOpenNow(at('2026-07-01T08:30:00Z'))).toBe(false);
    expect(isOpenNow(at('2026-07-01T09:00:00Z'))).toBe(true);
    expect(isOpenNow(at('2026-07-01T16:30:00Z'))).toBe(true); // 17:30 BST
    expect(nextOpening(at('2026-07-01T08:30:00Z')).toISOString()).toBe('2026-07-01T09:00:00.000Z');
  });

  it('opens next at the same GMT hour on either side of the clocks changing', () => {
    // The UK's clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    expect(nextOpening(at('2026-03-28T10:00:00Z')).toISOString()).toBe('2026-03-30T09:00:00.000Z');
    expect(nextOpening(at('2026-10-24T10:00:00Z')).toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('is now while open, later today before opening, the next weekday after closing', () => {
    const open = at('2026-12-02T11:00:00Z');
    expect(nextOpening(open)).toBe(open);
    expect(nextOpening(at('2026-12-02T06:00:00Z')).toISOString()).toBe('2026-12-02T09:00:00.000Z');
    expect(nextOpening(at('2026-12-02T17:00:00Z')).toISOString()).toBe('2026-12-03T09:00:00.000Z');
  });

  it('skips the weekend: Friday evening, Saturday and Sunday all open on Monday', () => {
    for (const iso of ['2026-12-04T17:30:00Z', '2026-12-05T00:00:00Z', '2026-12-06T23:59:00Z']) {
      expect(nextOpening(at(iso)).toISOString()).toBe('2026-12-07T09:00:00.000Z');
    }
  });

  it('tells a visitor whether the team is in and when it next is', () => {
    expect(teamAvailability(at('2026-12-02T11:00:00Z'))).toEqual({ openNow: true, nextOpening: '2026-12-02T11:00:00.000Z' });
    expect(teamAvailability(at('2026-12-05T11:00:00Z'))).toEqual({ openNow: false, nextOpening: '2026-12-07T09:00:00.000Z' });
  });

  it('counts only open hours between two instants', () => {
    expect(businessMsBetween(at('2026-12-02T10:00:00Z'), at('2026-12-02T12:30:00Z'))).toBe(2.5 * HOUR);
    // Friday 16:00 to Monday 10:00: Friday's last hour and Monday's first.
    expect(businessMsBetween(at('2026-12-04T16:00:00Z'), at('2026-12-07T10:00:00Z'))).toBe(2 * HOUR);
    // Friday 17:30 to Monday 09:00: none.
    expect(businessMsBetween(at('2026-12-04T17:30:00Z'), at('2026-12-07T09:00:00Z'))).toBe(0);
    expect(businessMsBetween(at('2026-12-02T09:00:00Z'), at('2026-12-03T09:00:00Z'))).toBe(BUSINESS_DAY_MS);
    expect(businessMsBetween(at('2026-12-03T09:00:00Z'), at('2026-12-02T09:00:00Z'))).toBe(0);
  });
});
