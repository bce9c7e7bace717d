import type { TeamAvailability } from './conversations.ts';
import { DAY_MS } from './durations.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When a member of the team is in: Mon–Fri 9:00 AM–5:00 PM GMT, closed Sat–Sun, as the contact page
 * and the spec say. GMT all year: in British Summer Time the office opens at 10:00 on UK clocks, which
 * is what the published hours promise; a reply time computed here never depends on the server's zone.
 */
export const BUSINESS_HOURS = {
  timeZone: 'GMT',
  /** Days open, as `Date.getUTCDay()` numbers them (0 is Sunday). */
  days: [1, 2, 3, 4, 5],
  openHour: 9,
  closeHour: 17,
} as const;

const isOpenDay = (day: number) => (BUSINESS_HOURS.days as readonly number[]).includes(day);

/** Whether the team is in at `date`: a weekday, from 9:00 up to (not including) 17:00 GMT. */
export function isOpenNow(date: Date): boolean {
  const hour = date.getUTCHours();
  return isOpenDay(date.getUTCDay()) && hour >= BUSINESS_HOURS.openHour && hour < BUSINESS_HOURS.closeHour;
}

/** The next moment the team is in: `date` itself while open, else the next weekday's 9:00 GMT. */
export function nextOpening(date: Date): Date {
  if (isOpenNow(date)) return date;
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const todayOpening = midnight + BUSINESS_HOURS.openHour * HOUR_MS;
  for (let day = date.getTime() < todayOpening ? 0 : 1; day <= 7; day++) {
    const opening = new Date(todayOpening + day * DAY_MS);
    if (isOpenDay(opening.getUTCDay())) return opening;
  }
  throw new Error('BUSINESS_HOURS opens on no day of the week');
}

/** Whether the team is in at `date`, and if not when it next is: what the chat tells a visitor. */
export function teamAvailability(date: Date): TeamAvailability {
  return { openNow: isOpenNow(date), nextOpening: nextOpening(date).toISOString() };
}

/**
 * Business time between two instants, in milliseconds: only the hours the team is in count, so a
 * question asked on Friday evening has waited none of the weekend by Monday at 9:00.
 */
export function businessMsBetween(from: Date, to: Date): number {
  let total = 0;
  let at = nextOpening(from).getTime();
  while (at < to.getTime()) {
    const day = new Date(at);
    const closing = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), BUSINESS_HOURS.closeHour);
    total += Math.min(closing, to.getTime()) - at;
    at = nextOpening(new Date(closing)).getTime();
  }
  return total;
}

/** A business day's worth of open hours, for "waiting longer than a business day". */
export const BUSINESS_DAY_MS = (BUSINESS_HOURS.closeHour - BUSINESS_HOURS.openHour) * HOUR_MS;
