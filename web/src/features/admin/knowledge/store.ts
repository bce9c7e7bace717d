import type { KnowledgeEntry, KnowledgeEntryInput, KnowledgeTryInput } from '@storysong/core';
import { api } from '../../../lib/api.ts';
import { createCollectionStore } from '../collectionStore.ts';

/** The knowledge base's entries, with the languages each still lacks. */
export const useKnowledge = createCollectionStore<KnowledgeEntry, KnowledgeEntryInput>('/admin/knowledge');

/** What the assistant would answer a visitor (the server's own answer type). */
export type TriedAnswer =
  | { kind: 'answer'; text: string; entryId?: string; link?: string }
  | { kind: 'handover'; reason: 'low_confidence' | 'asked_for_person' };

export const tryQuestion = (input: KnowledgeTryInput) =>
  api<TriedAnswer>('/admin/knowledge/try', { method: 'POST', body: input });
