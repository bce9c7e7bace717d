import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './catalogue.ts';
import {
  customerLyricDays,
  type LyricAnswer,
  lyricAnswerRefusal,
  lyricAutoApprovalAt,
  lyricDraftRefusal,
  lyricReminderDueAt,
  lyricRoundsIncluded,
  lyricRoundsLeft,
  lyricsNextDueAt,
  lyricsView,
  productionLyricsRefusal,
} from './lyrics.ts';
import { expectedDeliveryAt, promisedDeliveryAt } from './revisions.ts';
import { lyricAnswerRequestSchema, lyricChangesSchema, lyricDraftSchema } from './schemas/lyrics.ts';

const SENT = '2026-03-02T09:00:00.000Z';
const answer = (kind: LyricAnswer['kind'], at: string): LyricAnswer => ({
  kind,
  notes: kind === 'changes' ? 'Say her name Ah-nya' : null,
  at,
  automatic: false,
});
const draft = (answered: LyricAnswer | null = null) => ({ text: 'Verse', sentAt: SENT, answer: answered });
const changed = draft(answer('changes', '2026-03-03T09:00:00.000Z'));
const approved = draft(answer('approved', '2026-03-03T09:00:00.000Z'));

describe('lyric rounds', () => {
  it('are one round of changes on the people suites and three on the pro suites, apart from revisions', () => {
    expect(PRODUCTS.map((p) => [p.id, lyricRoundsIncluded(p.id)])).toEqual([
      ['basic-song', 1],
      ['basic-full-song', 1],
      ['pro-studio', 3],
      ['producer-elite', 3],
    ]);
    expect(lyricRoundsIncluded('retired-song')).toBe(0);
  });

  it('are used by the drafts answered with changes, not by the drafts sent', () => {
    expect(lyricRoundsLeft('basic-song', [])).toBe(1);
    expect(lyricRoundsLeft('basic-song', [draft()])).toBe(1);
    expect(lyricRoundsLeft('basic-song', [changed, draft()])).toBe(0);
    expect(lyricRoundsLeft('pro-studio', [changed, changed, approved])).toBe(1);
    expect(lyricRoundsLeft('pro-studio', [changed, changed, changed, changed])).toBe(0);
    expect(lyricRoundsLeft('retired-song', [changed])).toBe(0);
  });

  it('let staff send a draft to a paid order before recording, one open at a time, until the lyrics are approved', () => {
    const paid = { paymentStatus: 'paid' as const, stage: 'received' as const, lyricDrafts: [] };
    expect(lyricDraftRefusal(paid)).toBeNull();
    expect(lyricDraftRefusal({ ...paid, paymentStatus: 'awaiting_payment' })).toBe('lyricsNotPaid');
    expect(lyricDraftRefusal({ ...paid, stage: 'in_production' })).toBe('lyricsNotReceived');
    expect(lyricDraftRefusal({ ...paid, lyricDrafts: [draft()] })).toBe('lyricDraftOpen');
    expect(lyricDraftRefusal({ ...paid, lyricDrafts: [approved] })).toBe('lyricsAlreadyApproved');
    expect(lyricDraftRefusal({ ...paid, lyricDrafts: [changed, changed] })).toBeNull();
    expect(lyricDraftRefusal({ ...paid, lyricDrafts: [changed, changed, changed] })).toBeNull();
    expect(lyricDraftRefusal({ ...paid, lyricDrafts: [changed, changed, changed, approved] })).toBe('lyricsAlreadyApproved');
  });

  it('let the customer answer only the open draft, and ask for changes only while a round is left', () => {
    const pro = { productId: 'pro-studio', stage: 'received' as const, lyricDrafts: [changed, draft()] };
    expect(lyricAnswerRefusal(pro, { kind: 'changes', round: 2 })).toBeNull();
    expect(lyricAnswerRefusal(pro, { kind: 'approved', round: 1 })).toBe('lyricDraftNotOpen');
    expect(lyricAnswerRefusal({ ...pro, stage: 'cancelled' }, { kind: 'approved', round: 2 })).toBe('lyricDraftNotOpen');
    expect(lyricAnswerRefusal({ ...pro, lyricDrafts: [changed, approved] }, { kind: 'approved', round: 2 })).toBe(
      'lyricDraftNotOpen',
    );
    const first = { productId: 'basic-song', stage: 'received' as const, lyricDrafts: [draft()] };
    expect(lyricAnswerRefusal(first, { kind: 'changes', round: 1 })).toBeNull();
    const last = { ...first, lyricDrafts: [changed, draft()] };
    expect(lyricAnswerRefusal(last, { kind: 'changes', round: 2 })).toBe('lyricChangesUsedUp');
    expect(lyricAnswerRefusal(last, { kind: 'approved', round: 2 })).toBeNull();
    const proLast = { ...pro, lyricDrafts: [changed, changed, changed, draft()] };
    expect(lyricAnswerRefusal(proLast, { kind: 'changes', round: 4 })).toBe('lyricChangesUsedUp');
    expect(
      lyricAnswerRefusal({ ...proLast, lyricDrafts: [changed, changed, draft()] }, { kind: 'changes', round: 3 }),
    ).toBeNull();
  });

  it('hold recording until the newest draft is approved', () => {
    expect(productionLyricsRefusal([])).toBe('lyricsNotApproved');
    expect(productionLyricsRefusal([draft()])).toBe('lyricsNotApproved');
    expect(productionLyricsRefusal([changed])).toBe('lyricsNotApproved');
    expect(productionLyricsRefusal([changed, approved])).toBeNull();
  });
});

describe('time on a lyric draft', () => {
  it('reminds after five days without an answer, once, and approves after ten', () => {
    expect(lyricReminderDueAt(draft())).toBe('2026-03-07T09:00:00.000Z');
    expect(lyricReminderDueAt({ ...draft(), remindedAt: '2026-03-07T09:05:00.000Z' })).toBeNull();
    expect(lyricReminderDueAt(approved)).toBeNull();
    expect(lyricAutoApprovalAt(draft())).toBe('2026-03-12T09:00:00.000Z');
    expect(lyricAutoApprovalAt(changed)).toBeNull();
    expect(lyricsNextDueAt([changed, draft()])).toBe('2026-03-07T09:00:00.000Z');
    expect(lyricsNextDueAt([{ ...draft(), remindedAt: '2026-03-07T09:05:00.000Z' }])).toBe('2026-03-12T09:00:00.000Z');
    expect(lyricsNextDueAt([approved])).toBeNull();
  });

  it('counts the whole days the customer took to answer each draft, none for the one waiting', () => {
    const slow = draft(answer('changes', '2026-03-05T08:59:00.000Z'));
    const slower = { ...draft(answer('approved', '2026-03-09T10:00:00.000Z')), sentAt: '2026-03-06T09:00:00.000Z' };
    // A minute short of three days is two.
    expect(customerLyricDays([slow, slower])).toBe(2 + 3);
    expect(customerLyricDays([slow, draft()])).toBe(2);
    expect(customerLyricDays(undefined)).toBe(0);
    expect(lyricsView('pro-studio', [slow, slower])).toEqual({
      drafts: [slow, slower],
      roundsIncluded: 3,
      roundsLeft: 2,
      daysTaken: 5,
    });
  });

  it('moves the promised and expected dates by those days', () => {
    const order = {
      productId: 'basic-song',
      paymentStatus: 'paid' as const,
      stage: 'received' as const,
      paidAt: '2026-03-02T09:00:00.000Z',
      revisions: [],
    };
    const lyricDrafts = [draft(answer('approved', '2026-03-05T12:00:00.000Z'))];
    expect(promisedDeliveryAt(order)).toBe('2026-03-09T09:00:00.000Z');
    expect(promisedDeliveryAt({ ...order, lyricDrafts })).toBe('2026-03-12T09:00:00.000Z');
    expect(expectedDeliveryAt({ ...order, rush: { days: 3 }, lyricDrafts })).toBe('2026-03-08T09:00:00.000Z');
  });
});

describe('the lyrics’ schemas', () => {
  it('take a draft of up to the lyrics limit, and notes within their limits, trimmed', () => {
    expect(lyricDraftSchema.safeParse({ text: '  ' }).success).toBe(false);
    expect(lyricDraftSchema.parse({ text: ' Verse ' })).toEqual({ text: 'Verse' });
    expect(lyricChangesSchema.safeParse({ notes: 'Too short' }).error?.issues[0]?.message).toBe(
      'Please describe the changes to the lyrics in at least 10 characters',
    );
    const link = { order: 'order-1', token: 't', round: 1 };
    expect(lyricAnswerRequestSchema.parse({ ...link, kind: 'approved', notes: 'ignored' })).toEqual({
      ...link,
      kind: 'approved',
    });
    expect(lyricAnswerRequestSchema.safeParse({ ...link, kind: 'changes' }).success).toBe(false);
    expect(lyricAnswerRequestSchema.safeParse({ ...link, kind: 'maybe' }).success).toBe(false);
  });
});
