import { MESSAGES, REVEAL_MESSAGES } from '@storysong/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatRevealMoment, revealMessage, timeZoneOptions } from './revealWords.ts';

/** A translation function that names the key it was asked for. */
const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('the reveal’s words', () => {
  it('shows the moment on the recipient’s clocks, in the visitor’s language, whatever the device’s zone', () => {
    const instant = '2026-07-01T07:30:00.000Z';
    // ICU's punctuation varies between versions; the reading and the zone's name do not.
    expect(formatRevealMoment(instant, 'Europe/Paris', 'en')).toMatch(/^Wednesday,? 1 July 2026 at 09:30 CEST$/);
    expect(formatRevealMoment(instant, 'Europe/Paris', 'de')).toMatch(/^Mittwoch, 1\. Juli 2026 um 09:30 MESZ$/);
    expect(formatRevealMoment(instant, 'America/New_York', 'en')).toMatch(/ 03:30 (EDT|GMT-4)$/);
  });

  it('names zones in the visitor’s language with their place, sorted as the language sorts', () => {
    const english = timeZoneOptions(['Europe/Paris', 'Asia/Tokyo', 'UTC', 'America/Sao_Paulo'], 'en');
    expect(english.map((o) => o.value)).toEqual(['America/Sao_Paulo', 'Europe/Paris', 'UTC', 'Asia/Tokyo']);
    expect(english.find((o) => o.value === 'Europe/Paris')?.label).toBe('Central European Time (Paris)');
    expect(english.find((o) => o.value === 'America/Sao_Paulo')?.label).toMatch(/^Brasilia .*Time \(Sao Paulo\)$/);
    const german = timeZoneOptions(['Europe/Paris'], 'de');
    expect(german[0]?.label).toBe('Mitteleuropäische Zeit (Paris)');
  });

  it('shows the reveal’s messages from its own namespace and any other as the site does', () => {
    expect(revealMessage(t, REVEAL_MESSAGES.revealInPast)).toBe('[reveal:errors.revealInPast]');
    expect(revealMessage(t, MESSAGES.emailInvalid)).toBe('[validation:emailInvalid]');
    expect(revealMessage(t, 'Something the server said')).toBe('Something the server said');
    expect(revealMessage(t, undefined)).toBeUndefined();
  });
});
