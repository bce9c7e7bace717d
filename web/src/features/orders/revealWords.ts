import { dateTimeFormat, languageOption, revealMessageKey } from '@storysong/core';
import type { TFunction } from 'i18next';
import { translateMessage } from '../../ui/messages.ts';

/** A reveal's message (core's REVEAL_MESSAGES, from the form or the API) in the visitor's language; any other as `translateMessage` shows it. */
export function revealMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = revealMessageKey(message);
  return key ? t(`reveal:errors.${key}`, { defaultValue: message }) : translateMessage(t, message);
}

/**
 * A moment of the reveal as the recipient's clocks read it, in the visitor's language, with the
 * zone's short name (Friday 16 January 2026 at 09:00 CET). The same on the server and in the
 * browser, so a page rendered by the function hydrates as it was rendered.
 */
export function formatRevealMoment(iso: string, timeZone: string, language: string): string {
  return dateTimeFormat(languageOption(language).dateLocale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A zone's name in the visitor's language (Mitteleuropäische Zeit), with its place from the IANA id to tell zones apart. */
function timeZoneLabel(zone: string, locale: string, at: Date): string {
  let name = zone;
  try {
    name =
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {}
  const place = zone.split('/').slice(1).join(' / ').replaceAll('_', ' ');
  return place ? `${name} (${place})` : name;
}

/** The time zone picker's choices, named in the visitor's language and sorted as it sorts. */
export function timeZoneOptions(zones: readonly string[], language: string): { value: string; label: string }[] {
  const locale = languageOption(language).dateLocale;
  const at = new Date();
  const collator = new Intl.Collator(locale);
  return zones
    .map((zone) => ({ value: zone, label: timeZoneLabel(zone, locale, at) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The date `days` from now on this device's calendar, as a date input holds it (YYYY-MM-DD). */
export function localDateIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
