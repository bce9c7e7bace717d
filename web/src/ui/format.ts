import { dateTimeFormat, languageOption } from '@storysong/core';

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
