import { dateTimeFormat } from './intl.ts';

/** The business's clock: staff schedule posts in UK time whatever their browser's zone; the server stores UTC. */
export const SITE_TIME_ZONE = 'Europe/London';

/** What a `datetime-local` input holds: a wall-clock time with no zone. */
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's wall-clock reading of an instant, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: number): number {
  const parts = dateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/**
 * The UTC instant (ISO) of a UK wall-clock time typed into a `datetime-local` input, or null when
 * it is not one. A time the clocks skip in spring (01:30 on the last Sunday of March) is taken an
 * hour later, as the clocks then read.
 */
export function siteTimeToUtc(local: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  // The zone's offset at the guess, then again at the result: right on both sides of a change.
  let instant = wall - (wallClockMs(wall) - wall);
  instant = wall - (wallClockMs(instant) - instant);
  return new Date(instant).toISOString();
}

/** A UTC instant as a `datetime-local` value in UK time (minutes). */
export function utcToSiteTime(iso: string): string {
  return new Date(wallClockMs(Date.parse(iso))).toISOString().slice(0, 16);
}
