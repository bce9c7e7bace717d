import { utcToZonedTime, zonedTimeToUtc } from './zonedTime.ts';

/** The business's clock: staff schedule posts in UK time whatever their browser's zone; the server stores UTC. */
export const SITE_TIME_ZONE = 'Europe/London';

/**
 * The UTC instant (ISO) of a UK wall-clock time typed into a `datetime-local` input, or null when
 * it is not one. A time the clocks skip in spring (01:30 on the last Sunday of March) is taken an
 * hour later, as the clocks then read.
 */
export function siteTimeToUtc(local: string): string | null {
  return zonedTimeToUtc(local, SITE_TIME_ZONE);
}

/** A UTC instant as a `datetime-local` value in UK time (minutes). */
export function utcToSiteTime(iso: string): string {
  const { date, time } = utcToZonedTime(iso, SITE_TIME_ZONE);
  return `${date}T${time}`;
}
