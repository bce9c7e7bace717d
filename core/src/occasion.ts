import { findProduct, type RushOption } from './catalogue.ts';
import { DAY_MS } from './durations.ts';
import { dateTimeFormat } from './intl.ts';
import type { MessageKey } from './messages.ts';

/** What the song is for; the wizard asks it, staff see it on the production board. */
export const OCCASIONS = [
  'birthday',
  'wedding',
  'anniversary',
  'mothers_day',
  'fathers_day',
  'memorial',
  'just_because',
  'other',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** How far ahead an occasion's date may be: we promise dates, not wishes for the year after next. */
export const OCCASION_DATE_MAX_YEARS = 1;

/** A calendar date as a date input holds it, with no zone: `2026-02-14`. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) return null;
  return [y, m, d];
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return dateParts(value) !== null;
}

/** The calendar date an instant falls on in a zone: what "today" is for someone there. */
export function calendarDateIn(instantMs: number, timeZone: string): string {
  const parts = dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instantMs);
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${field('year')}-${field('month')}-${field('day')}`;
}

/** A calendar date `days` later (or earlier, when negative). */
export function addCalendarDays(date: string, days: number): string {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const [y, m, d] = parts;
  return isoDate(Date.UTC(y, m - 1, d) + days * DAY_MS);
}

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function addCalendarYears(date: string, years: number): string {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const [y, m, d] = parts;
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return isoDate(Date.UTC(y + years, m - 1, Math.min(d, lastDay)));
}

/** The dates an occasion may have, seen from `today` where the customer is: today up to the same day a year on. */
export function occasionDateWindow(today: string): { earliest: string; latest: string } {
  return { earliest: today, latest: addCalendarYears(today, OCCASION_DATE_MAX_YEARS) };
}

/** Why an occasion date is refused (a MESSAGES key), or null when it is in the window. */
export function occasionDateRefusal(date: string, today: string): MessageKey | null {
  if (!isCalendarDate(date)) return 'occasionDateInvalid';
  const { earliest, latest } = occasionDateWindow(today);
  if (date < earliest) return 'occasionDatePast';
  if (date > latest) return 'occasionDateTooFar';
  return null;
}

/**
 * The calendar date, in the customer's zone, on which a song started at `fromMs` and taking `days`
 * is ready: the promise is `days` whole days from payment (see `promisedDeliveryAt`).
 */
export function readyDate(fromMs: number, days: number, timeZone: string): string {
  return calendarDateIn(fromMs + days * DAY_MS, timeZone);
}

/**
 * How a suite meets an occasion's date if paid for now: `no_date` (none given), `in_time` (its own
 * delivery days are enough), `rush` (only rush delivery gets it there), `too_late` (not even rush,
 * or the suite has no rush). Ready on the day itself counts as in time.
 */
export type OccasionFit = 'no_date' | 'in_time' | 'rush' | 'too_late';

export interface OccasionEstimate {
  fit: OccasionFit;
  /** When the song is ready at the suite's own pace, a calendar date in the customer's zone. */
  readyBy: string;
  /** The suite's rush terms and when rush would have it ready; null for a suite without rush. */
  rush: (RushOption & { readyBy: string }) | null;
}

/** What the wizard tells the customer: when the song will be ready and whether that meets their date. */
export function occasionEstimate(
  productId: string,
  occasionDate: string | null,
  nowMs: number,
  timeZone: string,
): OccasionEstimate | null {
  const product = findProduct(productId);
  if (!product) return null;
  const readyBy = readyDate(nowMs, product.deliveryDays, timeZone);
  const rush = product.rush ? { ...product.rush, readyBy: readyDate(nowMs, product.rush.days, timeZone) } : null;
  let fit: OccasionFit = 'no_date';
  if (occasionDate) {
    if (readyBy <= occasionDate) fit = 'in_time';
    else if (rush && rush.readyBy <= occasionDate) fit = 'rush';
    else fit = 'too_late';
  }
  return { fit, readyBy, rush };
}
