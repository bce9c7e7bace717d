import { dateTimeFormat, formatPercent, formatPounds, languageOption, numberFormat, SITE_TIME_ZONE } from '@storysong/core';

/** A calendar date in the visitor's language (e.g. 28/02/2025 in English, 28.02.2025 in German). */
export function formatDate(date: Date | string, language: string, options: Intl.DateTimeFormatOptions = {}): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return dateTimeFormat(languageOption(language).dateLocale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(value);
}

/**
 * A calendar date with no time (`2026-02-14`: an occasion's day, the day a song will be ready) in the
 * visitor's language, written out ("14 February 2026"): the same day wherever it is read.
 */
export function formatCalendarDate(date: string, language: string): string {
  return formatDate(`${date}T00:00:00Z`, language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * An instant as a day in a given zone, written out ("22 January 2026"): the order page shows its
 * promise in the customer's zone, the same on the server's render as in their browser.
 */
export function formatDayIn(instant: string, language: string, timeZone: string): string {
  return formatDate(instant, language, { day: 'numeric', month: 'long', year: 'numeric', timeZone });
}

/** An instant as a date and time where the visitor is (their browser's zone): staff read due dates this way. */
export function formatDateTimeIn(instant: string, language: string, timeZone: string): string {
  return formatDate(instant, language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    // Due dates are weeks away at most: the year is noise.
    year: undefined,
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A date and time as the business keeps them, in UK time (e.g. 24 Dec 2026, 18:05), whatever the browser's zone. */
export function formatSiteDateTime(date: Date | string, language: string): string {
  return formatDate(date, language, {
    timeZone: SITE_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * Text that must keep its own direction inside a right-to-left sentence (a price, a percentage):
 * wrapped in the bidi isolates FSI…PDI, the plain-text form of <bdi>, which also works inside a
 * translated sentence or an aria-label. Left-to-right languages need none.
 */
export function isolate(text: string, language: string): string {
  return languageOption(language).dir === 'rtl' ? `\u2068${text}\u2069` : text;
}

/** Every price on screen: pounds in the visitor's language's number format (whole pounds with 0 digits). */
export function money(pence: number, language: string, fractionDigits = 2): string {
  return isolate(formatPounds(pence, languageOption(language).dateLocale, fractionDigits), language);
}

/** A percentage inside a sentence, as the visitor's language writes it (10%, 10 %). */
export function percent(value: number, language: string): string {
  return isolate(formatPercent(value, languageOption(language).dateLocale), language);
}

/** A count or rate in the visitor's language's number format (e.g. 1,234 in English, 1.234 in German). */
export function count(value: number, language: string): string {
  return numberFormat(languageOption(language).dateLocale, {}).format(value);
}

/** A song's length as a player shows it (3:07, 1:02:05) in the language's digits, whole seconds. */
export function songLength(seconds: number, language: string): string {
  const locale = languageOption(language).dateLocale;
  const total = Math.round(seconds);
  const [hours, minutes, secs] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const twoDigits = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const plain = numberFormat(locale, { useGrouping: false });
  const parts = hours > 0 ? [plain.format(hours), twoDigits.format(minutes)] : [plain.format(minutes)];
  return isolate([...parts, twoDigits.format(secs)].join(':'), language);
}
