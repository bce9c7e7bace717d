import { DAY_MS } from './durations.ts';
import { dateTimeFormat } from './intl.ts';

/**
 * Wall-clock times in a time zone and the UTC instants they name: the reveal's moment on the
 * recipient's clocks, a post's schedule on the site's (UK) clocks.
 */

/** A wall-clock date and time with no zone, as a date and a time input give them together. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Whether the runtime knows this IANA time zone (Europe/Paris, America/Sao_Paulo, UTC…). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A zone's wall-clock reading of an instant, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
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

/** The wall-clock reading `local` ('YYYY-MM-DDTHH:mm') as milliseconds of a UTC date, or null when no calendar has it. */
function wallMs(local: string): number | null {
  const match = LOCAL_TIME.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // 30 February rolls over into March: a date the calendar does not have is refused, not moved.
  return new Date(wall).getUTCDate() === d ? wall : null;
}

/**
 * The UTC instant (ISO) at which the clocks of `timeZone` read `local` ('YYYY-MM-DDTHH:mm'), or null
 * when `local` is not a date and time or the zone is unknown. Where the clocks go back and a reading
 * happens twice, the first is taken; where they go forward and skip it, it is taken as far past the
 * change as it was into the gap (02:30 on a night that jumps from 02:00 to 03:00 is 03:30), as
 * a phone's clock app and Temporal's `compatible` choice do.
 */
export function zonedTimeToUtc(local: string, timeZone: string): string | null {
  const wall = wallMs(local);
  if (wall === null || !isTimeZone(timeZone)) return null;
  const offsetAt = (instant: number) => wallClockMs(instant, timeZone) - instant;
  // The zone's offset on each side of the moment: the same, unless the clocks change near it.
  const before = offsetAt(wall - DAY_MS);
  const after = offsetAt(wall + DAY_MS);
  const readings = [wall - before, wall - after].filter((instant) => wallClockMs(instant, timeZone) === wall);
  const instant = readings.length > 0 ? Math.min(...readings) : wall - before;
  return new Date(instant).toISOString();
}

/** What the clocks of `timeZone` read at a UTC instant, as the date and time inputs hold it. */
export function utcToZonedTime(iso: string, timeZone: string): { date: string; time: string } {
  const local = new Date(wallClockMs(Date.parse(iso), timeZone)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
