import { calendarDateIn, isTimeZone, SITE_TIME_ZONE } from '@storysong/core';

/** The visitor's own time zone, as their browser reports it; the business's where it reports none we know. */
export function visitorTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : SITE_TIME_ZONE;
}

/** Today's calendar date where the visitor is (`2026-01-15`). */
export function visitorToday(nowMs: number = Date.now()): string {
  return calendarDateIn(nowMs, visitorTimeZone());
}
