import type { SiteLanguage } from '@storysong/core';

/** Who wrote a message the assistant may read as context. */
export type AssistantHistoryAuthor = 'visitor' | 'assistant' | 'staff';

export interface AssistantQuestion {
  /** The visitor's latest message, as written. */
  question: string;
  /** The visitor's language: the answer is written in it. */
  language: SiteLanguage;
  /** Earlier messages of the conversation, oldest first. */
  history?: { author: AssistantHistoryAuthor; text: string }[];
}

/** Why the assistant hands a conversation to a person. */
export type HandoverReason = 'low_confidence' | 'asked_for_person';

/**
 * What the assistant says: an answer (its text, the knowledge-base entry it came from and the page
 * it concerns, a site path such as `/product/basic-song`), or that a person must take over. The
 * caller writes the handover message itself (it knows business hours and the visitor's email).
 */
export type AssistantAnswer =
  | { kind: 'answer'; text: string; entryId?: string; link?: string }
  | { kind: 'handover'; reason: HandoverReason };

/** Answers a visitor's question from the shop's own facts, or says a person must. */
export interface Assistant {
  /** What `GET /api/health` reports: `retrieval`, or `anthropic` (which falls back to retrieval). */
  readonly kind: string;
  answer(input: AssistantQuestion): Promise<AssistantAnswer>;
}
