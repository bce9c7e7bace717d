import { z } from 'zod';
import { MESSAGES as M } from './messages.ts';
import { isCalendarDate } from './occasion.ts';
import { email, id } from './schemas/fields.ts';

/**
 * How long personal data is kept and when it goes (docs/privacy.md). The server's retention job, the
 * order page and the staff Privacy page all read these; change them there and in the document together.
 */
export const RETENTION = {
  /** The customer is asked what to do with their story and files this long after the song's delivery. */
  noticeAfterDeliveryMonths: 11,
  /** With no answer this long after the notice, the story and files are deleted. */
  answerDays: 30,
  /** "Keep it another year" keeps them this much longer, then asks again. */
  keepMonths: 12,
  /** A sent message's words are deleted this long after sending. */
  mailDays: 30,
  /** An order never paid loses its personal data this long after it was placed. */
  unpaidDays: 30,
  /** An emailed link to confirm the deletion of an order's story and files works this long. */
  erasureLinkHours: 24,
  /** The law's deadline for answering a request for a copy or an erasure. */
  requestDeadlineMonths: 1,
  /** What accounting keeps of a paid order (amounts, dates, refunds), in years after its tax year. */
  accountingYears: 6,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `iso` plus whole days, as an ISO instant. */
export const addDays = (iso: string, days: number): string => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/**
 * `iso` plus whole calendar months in UTC, the day held to the target month's last (31 January plus
 * one month is 28 or 29 February), as the law counts "one month" for a request.
 */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

/** Where an order's story and files stand, as its private page shows it. */
export interface OrderPrivacyView {
  /** When the story, files and personal details were deleted; null while they are kept. */
  erasedAt: string | null;
  /** When the story and files will be deleted unless the customer keeps them; null until the song is delivered. */
  deleteAfter: string | null;
  /** The retention notice has gone: `deleteAfter` is now the day they are deleted unless kept, not a day we ask before. */
  asked: boolean;
  /** Whether the customer has been asked (the retention notice) and may keep them another year now. */
  canKeep: boolean;
  /** Whether the story and files may be deleted now: not while the song is being made from them. */
  canErase: boolean;
}

/** The confirmation the emailed link carries back, with the order's own link. */
export const erasureConfirmSchema = z.object({
  order: id,
  token: z.string().min(1).max(128),
  confirmation: z.string().min(1).max(128),
});
export type ErasureConfirmInput = z.infer<typeof erasureConfirmSchema>;

/** The kinds of personal data the staff Privacy page finds for an address, one per feature that holds some. */
export const PERSONAL_DATA_KINDS = ['orders', 'conversations', 'affiliate', 'testimonials', 'mails', 'referralClicks'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** One record held about a person, as staff see it before exporting or erasing it. */
export interface HeldRecord {
  kind: PersonalDataKind;
  id: string;
  /** A short description in plain words (a suite's name, a subject line); no story, no file. */
  summary: string;
  /** When it was made, ISO. */
  at: string;
  /**
   * Why an erasure keeps it for now: an order still being made, or a closed affiliate account a payout
   * still owes (erased once that payout is marked paid); absent when it may be erased.
   */
  keptBecause?: 'in_production' | 'payout_owed';
}

export const PRIVACY_REQUEST_KINDS = ['access', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** A person's request under data protection law: the copy or the erasure, when it came and when it is due. */
export interface PrivacyRequestView {
  id: string;
  email: string;
  kind: PrivacyRequestKind;
  /** `customer` when the person did it themselves from their order page. */
  source: 'staff' | 'customer';
  receivedAt: string;
  /** One calendar month after it was received. */
  dueAt: string;
  completedAt: string | null;
  /** The staff member's email who completed it; null for the customer's own or until it is done. */
  completedBy: string | null;
}

/** What the staff Privacy page shows for an address: everything held, and its requests. */
export interface PrivacyLookup {
  email: string;
  records: HeldRecord[];
  requests: PrivacyRequestView[];
}

/** What an erasure did: records erased per kind, and those kept (still being made). */
export interface ErasureResult {
  erased: Partial<Record<PersonalDataKind, number>>;
  kept: HeldRecord[];
}

/** An address staff look up, export or erase; the Privacy page's form and the routes parse it alike. */
export const privacyEmailSchema = z.object({ email: email() });
export type PrivacyEmailInput = z.infer<typeof privacyEmailSchema>;

/** A request staff record when it reaches them (by mail, say): its deadline runs from when it was received. */
export const privacyRequestSchema = privacyEmailSchema.extend({
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  /** The calendar date it was received; today when absent. */
  receivedOn: z.string().max(10).refine(isCalendarDate, M.invalidInput).optional(),
});
export type PrivacyRequestInput = z.infer<typeof privacyRequestSchema>;

/** The fragment parameter carrying an erasure's confirmation on the order page's link: never sent to a server. */
export const ERASURE_CONFIRMATION_PARAM = 'erase';

/** The order page's link (its own fragment, if any, kept) with an erasure's confirmation added to the fragment. */
export function erasureConfirmPath(orderPath: string, confirmation: string): string {
  const param = `${ERASURE_CONFIRMATION_PARAM}=${encodeURIComponent(confirmation)}`;
  return orderPath.includes('#') ? `${orderPath}&${param}` : `${orderPath}#${param}`;
}

/** The confirmation in a page's fragment (`location.hash`), or null. */
export function erasureConfirmationIn(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(ERASURE_CONFIRMATION_PARAM);
}
