import { dateTimeFormat, formatPounds, languageOption, numberFormat, SITE_TIME_ZONE } from '@storysong/core';

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

/** Money as GBP with 2 decimals in the visitor's language's number format. */
export function money(pence: number, language: string): string {
  return formatPounds(pence, languageOption(language).dateLocale);
}

/** A count or rate in the visitor's language's number format (e.g. 1,234 in English, 1.234 in German). */
export function count(value: number, language: string): string {
  return numberFormat(languageOption(language).dateLocale, {}).format(value);
}
