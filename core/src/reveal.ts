import { DAY_MS } from './durations.ts';
import type { SongShareView } from './schemas/delivery.ts';
import { isTimeZone } from './zonedTime.ts';

/**
 * The reveal on the day: once the song is delivered the customer may choose when the person it is
 * for hears of it. At that moment (a wall-clock time in the recipient's time zone) the recipient is
 * emailed the gift link; until then the gift page shows a countdown and the server serves no song.
 */

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
