import { languageOption } from '@storysong/core';

/** Building an Intl formatter costs far more than using one; a list formats many dates. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in the visitor's language (e.g. 28/02/2025 in English, 28.02.2025 in German). */
export function formatDate(date: Date | string, language: string, options: Intl.DateTimeFormatOptions = {}): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const locale = languageOption(language).dateLocale;
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
      ...options,
    });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(value);
}
