import { dateTimeFormat, languageOption } from '@storysong/core';

/** "March 2025" in the visitor's language. */
export function monthYear(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

export function dateTime(iso: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The short link an affiliate shares: it opens the product page with their code filled in (and counts the visit). */
export function shareLink(code: string): string {
  return `${window.location.origin}/r/${encodeURIComponent(code)}`;
}
