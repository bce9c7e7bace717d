import { dateTimeFormat } from './intl.ts';
import type { SongShareView } from './schemas/delivery.ts';

/**
 * The reveal on the day: once the song is delivered the customer may choose when the person it is
 * for hears of it. At that moment (a wall-clock time in the recipient's time zone) the recipient is
 * emailed the gift link; until then the gift page shows a countdown and the server serves no song.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const REVEAL_LIMITS = {
  /** The customer's note to the recipient, in the email. */
  messageMaxChars: 500,
  /** How far ahead a reveal may be: a year (a birthday or an anniversary a year off). */
  maxAheadDays: 365,
} as const;

/**
 * The reveal's messages, in English like core's MESSAGES; the web shows them from its `reveal`
 * namespace (`errors.<key>`), the server answers with them.
 */
export const REVEAL_MESSAGES = {
  revealMessageRequired: 'Please write a short message for them',
  revealMessageMax: 'The message must be 500 characters or fewer',
  revealDateRequired: 'Please choose a date',
  revealDateInvalid: 'This date does not exist',
  revealTimeRequired: 'Please choose a time',
  revealTimeZoneRequired: 'Please choose their time zone',
  revealTimeZoneUnknown: 'Please choose a time zone from the list',
  revealInPast: 'This time has already passed there. Please choose a later one',
  revealTooFar: 'Please choose a time within a year from now',
  revealNotDelivered: 'A reveal can be scheduled once your song is delivered',
  revealAlreadySent: 'The reveal has already gone out, so it can no longer be changed',
  revealNothingToCancel: 'There is no reveal to cancel',
} as const;
export type RevealMessageKey = keyof typeof REVEAL_MESSAGES;

const revealKeyByText = new Map<string, RevealMessageKey>(
  (Object.entries(REVEAL_MESSAGES) as [RevealMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The reveal message key for a message text, or undefined when it is not one of the reveal's. */
export const revealMessageKey = (text: string): RevealMessageKey | undefined => revealKeyByText.get(text);

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

/** Why a reveal cannot be at this instant, or null when it can: never in the past, never more than a year ahead. */
export function revealTimeRefusal(revealAt: string, now: number): 'revealInPast' | 'revealTooFar' | null {
  const at = Date.parse(revealAt);
  if (!(at > now)) return 'revealInPast';
  if (at > now + REVEAL_LIMITS.maxAheadDays * DAY_MS) return 'revealTooFar';
  return null;
}

/** Whether a gift page must still show its countdown: a reveal is set and its moment has not come. */
export function revealPending(reveal: { revealAt: string } | null | undefined, now: number): boolean {
  return reveal != null && Date.parse(reveal.revealAt) > now;
}

/**
 * The time zone this device is set to, for the picker's default; UTC where the runtime will not
 * say. Some systems report an old alias (Asia/Calcutta), which `isTimeZone` still accepts.
 */
export function deviceTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * Every zone the picker offers: the runtime's list, with UTC (which some leave out) and `keep`
 * (the device's own or a saved one, an alias the list may not name).
 */
export function timeZoneChoices(keep: readonly string[] = []): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC', ...keep.filter(isTimeZone)])];
}

/** `sending` once the gift link is queued for the recipient, `sent` once the mail has gone. */
export type RevealStatus = 'scheduled' | 'sending' | 'sent';

/** The reveal as the customer sees it on their order page. */
export interface RevealView {
  recipientEmail: string;
  message: string;
  /** The wall-clock date and time in `timeZone` the customer chose. */
  date: string;
  time: string;
  timeZone: string;
  /** That moment in UTC. */
  revealAt: string;
  status: RevealStatus;
  /** When the email went out; null until then. */
  sentAt: string | null;
  /** When the gift page first played the song after the reveal; null until then. */
  openedAt: string | null;
}

/**
 * The gift page before its reveal: what the song is and when it arrives, never the song itself
 * (no audio, no lyrics, no earlier versions). `serverNow` lets the page count down on the
 * server's clock whatever the visitor's device says.
 */
export interface SongCountdownView {
  productId: string;
  productName: string;
  title: string | null;
  coverUrl: string | null;
  song: null;
  revealAt: string;
  timeZone: string;
  serverNow: string;
}

/** What a gift page shows: the song, or its countdown until the reveal. */
export type GiftPageView = SongShareView | SongCountdownView;

export const isCountdown = (view: GiftPageView): view is SongCountdownView => view.song === null;
