import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './catalogue.ts';
import {
  addCalendarDays,
  addCalendarYears,
  calendarDateIn,
  isCalendarDate,
  OCCASIONS,
  occasionDateRefusal,
  occasionDateWindow,
  occasionEstimate,
  readyDate,
} from './occasion.ts';
import { isTimeZone } from './zonedTime.ts';

describe('occasions', () => {
  it('are one list, from birthdays to "other"', () => {
    expect(OCCASIONS).toEqual([
      'birthday',
      'wedding',
      'anniversary',
      'mothers_day',
      'fathers_day',
      'memorial',
      'just_because',
      'other',
    ]);
  });
});

describe('calendar dates', () => {
  it('are real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-02-01')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it('are read in a zone: the same instant is a different day in Auckland and Honolulu', () => {
    const instant = Date.parse('2026-01-15T10:30:00Z');
    expect(calendarDateIn(instant, 'Europe/London')).toBe('2026-01-15');
    expect(calendarDateIn(instant, 'Pacific/Auckland')).toBe('2026-01-15');
    expect(calendarDateIn(Date.parse('2026-01-15T12:30:00Z'), 'Pacific/Auckland')).toBe('2026-01-16');
    expect(calendarDateIn(Date.parse('2026-01-15T08:00:00Z'), 'Pacific/Honolulu')).toBe('2026-01-14');
  });

  it('move by days across months and years, and by years keeping the day (29 February becomes the 28th)', () => {
    expect(addCalendarDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarYears('2026-01-15', 1)).toBe('2027-01-15');
    expect(addCalendarYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(() => addCalendarDays('nope', 1)).toThrow(RangeError);
  });

  it('know real time zones and refuse made-up ones', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('an occasion date', () => {
  it('may be from today to the same day a year on, where the customer is', () => {
    expect(occasionDateWindow('2026-01-15')).toEqual({ earliest: '2026-01-15', latest: '2027-01-15' });
    expect(occasionDateRefusal('2026-01-15', '2026-01-15')).toBeNull();
    expect(occasionDateRefusal('2027-01-15', '2026-01-15')).toBeNull();
    expect(occasionDateRefusal('2026-01-14', '2026-01-15')).toBe('occasionDatePast');
    expect(occasionDateRefusal('2027-01-16', '2026-01-15')).toBe('occasionDateTooFar');
    expect(occasionDateRefusal('2026-02-30', '2026-01-15')).toBe('occasionDateInvalid');
  });
});

describe('when the song will be ready', () => {
  const now = Date.parse('2026-01-15T10:00:00Z');

  it('is the suite’s delivery days from now, on the calendar of the customer’s zone', () => {
    expect(readyDate(now, 7, 'Europe/London')).toBe('2026-01-22');
    // 10:00 UTC is already the next day in Auckland.
    expect(readyDate(Date.parse('2026-01-15T12:00:00Z'), 7, 'Pacific/Auckland')).toBe('2026-01-23');
  });

  it('says the suite meets the date, that only rush does, or that nothing can', () => {
    const estimate = (productId: string, date: string | null) => occasionEstimate(productId, date, now, 'Europe/London');
    expect(estimate('basic-song', null)).toEqual({
      fit: 'no_date',
      readyBy: '2026-01-22',
      rush: { pricePounds: 90, days: 3, readyBy: '2026-01-18' },
    });
    // Ready on the day itself is in time.
    expect(estimate('basic-song', '2026-01-22')?.fit).toBe('in_time');
    expect(estimate('basic-song', '2026-01-21')?.fit).toBe('rush');
    expect(estimate('basic-song', '2026-01-18')?.fit).toBe('rush');
    expect(estimate('basic-song', '2026-01-17')?.fit).toBe('too_late');
    expect(estimate('basic-song', '2026-01-15')?.fit).toBe('too_late');
    // A collaboration cannot be rushed: a date it misses cannot be met.
    expect(estimate('producer-elite', '2026-02-01')).toMatchObject({ fit: 'too_late', readyBy: '2026-02-14', rush: null });
    expect(estimate('retired-song', null)).toBeNull();
  });

  it('rush is faster than the suite and priced per suite, except a collaboration', () => {
    expect(Object.fromEntries(PRODUCTS.map((p) => [p.id, p.rush]))).toEqual({
      'basic-song': { pricePounds: 90, days: 3 },
      'basic-full-song': { pricePounds: 150, days: 7 },
      'pro-studio': { pricePounds: 750, days: 10 },
      'producer-elite': null,
    });
    for (const product of PRODUCTS) if (product.rush) expect(product.rush.days).toBeLessThan(product.deliveryDays);
  });
});
