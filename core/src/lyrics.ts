import { findProduct } from './catalogue.ts';
import { DAY_MS } from './durations.ts';
import type { OrderStage, PaymentStatus } from './enums.ts';
import { LIMITS } from './limits.ts';
import type { MessageKey } from './messages.ts';

/** The customer's answer to a lyric draft; `automatic` when nobody answered and it was approved for them. */
export interface LyricAnswer {
  kind: 'approved' | 'changes';
  /** What to change; null for an approval. */
  notes: string | null;
  at: string;
  automatic: boolean;
}

/** A lyric draft as the customer and staff see it; answering it with changes uses a round. */
export interface LyricDraft {
  text: string;
  sentAt: string;
  /** Null while it waits for the customer. */
  answer: LyricAnswer | null;
}

/** What the time rules read of a draft: when it was sent, answered, and whether its reminder went. */
export type LyricDraftTimes = Pick<LyricDraft, 'sentAt' | 'answer'> & { remindedAt?: string | null };

/**
 * Lyric rounds a product includes: a round is one round of changes the customer may ask for after a
 * draft (as a revision is one new version of the song); none for a product the catalogue no longer sells.
 */
export function lyricRoundsIncluded(productId: string): number {
  return findProduct(productId)?.lyricRounds ?? 0;
}

/** The rounds of changes the customer has used: the drafts they answered with changes. */
export function lyricRoundsUsed(drafts: readonly LyricDraftTimes[]): number {
  return drafts.filter((draft) => draft.answer?.kind === 'changes').length;
}

/** The rounds of changes the customer may still ask for. */
export function lyricRoundsLeft(productId: string, drafts: readonly LyricDraftTimes[]): number {
  return Math.max(0, lyricRoundsIncluded(productId) - lyricRoundsUsed(drafts));
}

/** The draft waiting for the customer's answer, if any: the newest, while unanswered. There is at most one. */
export function openLyricDraft<D extends LyricDraftTimes>(drafts: readonly D[]): D | null {
  const last = drafts.at(-1);
  return last && last.answer === null ? last : null;
}

/** The customer approved the newest draft (or it was approved for them): recording may start. */
export function lyricsApproved(drafts: readonly LyricDraftTimes[]): boolean {
  return drafts.at(-1)?.answer?.kind === 'approved';
}

/**
 * Why staff cannot send a lyric draft now (a MESSAGES key), or null when they can: the order is paid
 * and not yet recording, no draft waits for an answer, and the lyrics are not approved (there is none
 * yet, or the newest was answered with changes, which the customer may ask for only while a round is left).
 */
export function lyricDraftRefusal(order: {
  paymentStatus: PaymentStatus;
  stage: OrderStage;
  lyricDrafts: readonly LyricDraftTimes[];
}): MessageKey | null {
  if (order.paymentStatus !== 'paid') return 'lyricsNotPaid';
  if (order.stage !== 'received') return 'lyricsNotReceived';
  if (openLyricDraft(order.lyricDrafts)) return 'lyricDraftOpen';
  if (lyricsApproved(order.lyricDrafts)) return 'lyricsAlreadyApproved';
  return null;
}

/**
 * Why the customer cannot give this answer to draft `round` (1 for the first) now, or null when they
 * can: it must be the draft that waits, on an order not cancelled since, and changes need a round of
 * changes left; once they are used up the draft can only be approved.
 */
export function lyricAnswerRefusal(
  order: { productId: string; stage: OrderStage; lyricDrafts: readonly LyricDraftTimes[] },
  answer: { kind: LyricAnswer['kind']; round: number },
): MessageKey | null {
  const open = openLyricDraft(order.lyricDrafts);
  if (!open || order.stage !== 'received' || answer.round !== order.lyricDrafts.length) return 'lyricDraftNotOpen';
  if (answer.kind === 'changes' && lyricRoundsLeft(order.productId, order.lyricDrafts) === 0) return 'lyricChangesUsedUp';
  return null;
}

/** Why recording cannot start yet, or null when the newest draft is approved. */
export function productionLyricsRefusal(drafts: readonly LyricDraftTimes[]): MessageKey | null {
  return lyricsApproved(drafts) ? null : 'lyricsNotApproved';
}

const daysAfter = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** When the customer is reminded of a draft they have not answered; null once answered or reminded. */
export function lyricReminderDueAt(draft: LyricDraftTimes): string | null {
  if (draft.answer || draft.remindedAt) return null;
  return daysAfter(draft.sentAt, LIMITS.lyricReminderDays);
}

/** When an unanswered draft is approved for the customer; null once answered. */
export function lyricAutoApprovalAt(draft: LyricDraftTimes): string | null {
  return draft.answer ? null : daysAfter(draft.sentAt, LIMITS.lyricAutoApprovalDays);
}

/** When the lyrics schedule next acts on an order (the reminder, else the approval); null when no draft waits. */
export function lyricsNextDueAt(drafts: readonly LyricDraftTimes[]): string | null {
  const open = openLyricDraft(drafts);
  if (!open) return null;
  return lyricReminderDueAt(open) ?? lyricAutoApprovalAt(open);
}

/** The whole days the customer took to answer a draft; none while it waits. */
export function lyricDaysTaken(draft: LyricDraftTimes): number {
  if (!draft.answer) return 0;
  return Math.max(0, Math.floor((Date.parse(draft.answer.at) - Date.parse(draft.sentAt)) / DAY_MS));
}

/** The whole days the customer took over every draft they answered: the promised date moves by them. */
export function customerLyricDays(drafts: readonly LyricDraftTimes[] | undefined): number {
  return (drafts ?? []).reduce((days, draft) => days + lyricDaysTaken(draft), 0);
}

/** The lyrics as the order page and the drawer show them. */
export interface LyricsView {
  /** Oldest first; the newest may be waiting for an answer. */
  drafts: LyricDraft[];
  /** Rounds of changes the suite includes. */
  roundsIncluded: number;
  /** Rounds of changes left: the customer may ask for changes to the waiting draft while one is. */
  roundsLeft: number;
  /** The whole days the customer took to answer, by which the promised date moved. */
  daysTaken: number;
}

/** An order's lyrics as its pages show them: the drafts' words and answers, nothing of who sent them. */
export function lyricsView(productId: string, drafts: readonly LyricDraft[] = []): LyricsView {
  return {
    drafts: drafts.map(({ text, sentAt, answer }) => ({ text, sentAt, answer })),
    roundsIncluded: lyricRoundsIncluded(productId),
    roundsLeft: lyricRoundsLeft(productId, drafts),
    daysTaken: customerLyricDays(drafts),
  };
}
