import { describe, expect, it } from 'vitest';
import { REVEAL_LIMITS, REVEAL_MESSAGES, revealMessageKey, revealPending, revealTimeRefusal, timeZoneChoices } from './reveal.ts';
import { revealRequestSchema, revealSchema } from './schemas/reveal.ts';
import { isTimeZone, utcToZonedTime, zonedTimeToUtc } from './zonedTime.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('a wall-clock time in a zone as a UTC instant', () => {
  it('reads ordinary times with the zone’s offset, whole and half hours alike', () => {
    expect(zonedTimeToUtc('2026-01-15T09:30', 'Europe/London')).toBe('2026-01-15T09:30:00.000Z');
    expect(zonedTimeToUtc('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedTimeToUtc('2026-07-01T09:30', 'Europe/Paris')).toBe('2026-07-01T07:30:00.000Z');
    expect(zonedTimeToUtc('2026-06-01T09:00', 'Asia/Kolkata')).toBe('2026-06-01T03:30:00.000Z');
    expect(zonedTimeToUtc('2026-06-01T09:00', 'America/Sao_Paulo')).toBe('2026-06-01T12:00:00.000Z');
    expect(zonedTimeToUtc('2026-12-31T23:59', 'UTC')).toBe('2026-12-31T23:59:00.000Z');
    // Across the date line: 1 January in Kiribati is still 31 December in UTC.
    expect(zonedTimeToUtc('2027-01-01T00:00', 'Pacific/Kiritimati')).toBe('2026-12-31T10:00:00.000Z');
  });

  it('takes a time the clocks skip in spring as far past the change as it was into the gap', () => {
    // London, 29 March 2026: 01:00 GMT becomes 02:00 BST, so 01:30 never shows; it is 02:30 BST.
    expect(zonedTimeToUtc('2026-03-29T00:59', 'Europe/London')).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedTimeToUtc('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-29T02:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT; 02:30 is 03:30 EDT.
    expect(zonedTimeToUtc('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // Sydney, 4 October 2026 (southern spring): 02:00 AEST becomes 03:00 AEDT.
    expect(zonedTimeToUtc('2026-10-04T02:30', 'Australia/Sydney')).toBe('2026-10-03T16:30:00.000Z');
  });

  it('takes the first of a time the clocks show twice in autumn', () => {
    // London, 25 October 2026: 02:00 BST becomes 01:00 GMT, so 01:30 happens at 00:30Z and at 01:30Z.
    expect(zonedTimeToUtc('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedTimeToUtc('2026-10-25T02:00', 'Europe/London')).toBe('2026-10-25T02:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    // Sydney, 5 April 2026: 03:00 AEDT becomes 02:00 AEST; 02:30 first happens in daylight time.
    expect(zonedTimeToUtc('2026-04-05T02:30', 'Australia/Sydney')).toBe('2026-04-04T15:30:00.000Z');
  });

  it('round-trips with the zone’s reading of the instant', () => {
    for (const [local, zone] of [
      ['2026-02-02T23:59', 'Europe/Berlin'],
      ['2026-06-21T00:00', 'America/Los_Angeles'],
      ['2026-10-25T00:15', 'Europe/London'],
      ['2026-12-24T18:05', 'Asia/Tokyo'],
      ['2028-02-29T12:00', 'Africa/Lagos'],
    ] as const) {
      const instant = zonedTimeToUtc(local, zone) ?? '';
      expect(utcToZonedTime(instant, zone)).toEqual({ date: local.slice(0, 10), time: local.slice(11) });
    }
    expect(utcToZonedTime('2026-03-29T01:30:00.000Z', 'Europe/London')).toEqual({ date: '2026-03-29', time: '02:30' });
  });

  it('refuses what is not a date and time, a date the calendar lacks, and an unknown zone', () => {
    expect(zonedTimeToUtc('', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-01-15', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-02-29T10:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-13-01T10:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-01-15T24:00', 'UTC')).toBeNull();
    expect(zonedTimeToUtc('2026-01-15T10:00', 'Mars/Olympus_Mons')).toBeNull();
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('Europe/Paris; drop')).toBe(false);
  });

  it('offers every zone the runtime knows, with UTC and the device’s own', () => {
    const zones = timeZoneChoices(['Asia/Calcutta', 'Nowhere/Else']);
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Asia/Calcutta');
    expect(zones).not.toContain('Nowhere/Else');
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('when a reveal may be', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');

  it('is in the future and at most a year ahead', () => {
    expect(revealTimeRefusal('2026-05-10T11:59:00.000Z', now)).toBe('revealInPast');
    expect(revealTimeRefusal('2026-05-10T12:00:00.000Z', now)).toBe('revealInPast');
    expect(revealTimeRefusal(new Date(now + MINUTE).toISOString(), now)).toBeNull();
    expect(revealTimeRefusal(new Date(now + REVEAL_LIMITS.maxAheadDays * DAY).toISOString(), now)).toBeNull();
    expect(revealTimeRefusal(new Date(now + REVEAL_LIMITS.maxAheadDays * DAY + MINUTE).toISOString(), now)).toBe('revealTooFar');
  });

  it('holds the gift page back only until its moment', () => {
    expect(revealPending(null, now)).toBe(false);
    expect(revealPending({ revealAt: '2026-05-10T12:00:01.000Z' }, now)).toBe(true);
    expect(revealPending({ revealAt: '2026-05-10T12:00:00.000Z' }, now)).toBe(false);
  });

  it('knows its own messages', () => {
    expect(revealMessageKey(REVEAL_MESSAGES.revealInPast)).toBe('revealInPast');
    expect(revealMessageKey('Something else')).toBeUndefined();
  });
});

describe('the reveal form’s schema', () => {
  const now = () => Date.parse('2026-05-10T12:00:00Z');
  const valid = {
    recipientEmail: '  mia@example.com ',
    message: '  Happy birthday, Mia!  ',
    date: '2026-05-11',
    time: '09:00',
    timeZone: 'Europe/Paris',
  };
  const fieldErrors = (input: unknown) => {
    const result = revealSchema(now).safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a reveal, trimmed', () => {
    expect(revealSchema(now).parse(valid)).toEqual({
      ...valid,
      recipientEmail: 'mia@example.com',
      message: 'Happy birthday, Mia!',
    });
  });

  it('names the field at fault', () => {
    expect(fieldErrors({ ...valid, message: '   ' })).toEqual({ message: REVEAL_MESSAGES.revealMessageRequired });
    expect(fieldErrors({ ...valid, message: 'x'.repeat(REVEAL_LIMITS.messageMaxChars + 1) })).toEqual({
      message: REVEAL_MESSAGES.revealMessageMax,
    });
    expect(fieldErrors({ ...valid, date: '' })).toEqual({ date: REVEAL_MESSAGES.revealDateRequired });
    expect(fieldErrors({ ...valid, time: '9' })).toEqual({ time: REVEAL_MESSAGES.revealTimeRequired });
    expect(fieldErrors({ ...valid, timeZone: '' })).toEqual({ timeZone: REVEAL_MESSAGES.revealTimeZoneRequired });
    expect(fieldErrors({ ...valid, timeZone: 'Mars/Olympus_Mons' })).toEqual({ timeZone: REVEAL_MESSAGES.revealTimeZoneUnknown });
    expect(fieldErrors({ ...valid, date: '2027-02-29' })).toEqual({ date: REVEAL_MESSAGES.revealDateInvalid });
  });

  it('refuses a moment already past in the recipient’s zone, though not yet in the customer’s', () => {
    // 12:00 UTC is 14:00 in Paris and 08:00 in New York: 10:00 today has passed in Paris only.
    expect(fieldErrors({ ...valid, date: '2026-05-10', time: '10:00' })).toEqual({ time: REVEAL_MESSAGES.revealInPast });
    expect(fieldErrors({ ...valid, date: '2026-05-10', time: '10:00', timeZone: 'America/New_York' })).toEqual({});
    expect(fieldErrors({ ...valid, date: '2027-05-11' })).toEqual({ date: REVEAL_MESSAGES.revealTooFar });
  });

  it('adds the secret link and the language of the email for the route', () => {
    const parsed = revealRequestSchema(now).parse({ ...valid, order: 'o1', token: 't1', siteLanguage: 'fr' });
    expect(parsed.siteLanguage).toBe('fr');
    expect(revealRequestSchema(now).safeParse({ ...valid, order: 'o1' }).success).toBe(false);
    expect(
      revealRequestSchema(now).safeParse({ ...valid, order: 'o1', token: 't1', time: '10:00', date: '2026-05-10' }).success,
    ).toBe(false);
  });
});
