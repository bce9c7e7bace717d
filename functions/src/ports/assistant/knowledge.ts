import type { KnowledgeEntryData } from '@storysong/core';
import type { Clock } from '../../platform/clock.ts';
import type { DocumentStore } from '../documents/port.ts';

/** The knowledge base's collection; the knowledge feature writes it, the assistant reads it. */
export const KNOWLEDGE = 'knowledge';

export type KnowledgeRecord = KnowledgeEntryData & { updatedAt: string };

export interface KnowledgeItem {
  id: string;
  entry: KnowledgeEntryData;
}

/** Where the assistant reads the knowledge base from. */
export interface KnowledgeSource {
  entries(): Promise<readonly KnowledgeItem[]>;
  /** The knowledge base changed here: read it afresh on the next question. */
  forget(): void;
}

/** A fixed knowledge base (the benchmark, the contract suites). */
export function fixedKnowledge(items: readonly KnowledgeItem[]): KnowledgeSource {
  return { entries: async () => items, forget: () => {} };
}

/**
 * The knowledge base on the documents port, read at most once per `maxAgeMs`: every visitor message
 * asks, and a few dozen entries change a few times a week. An edit on this instance is seen at
 * once (the staff routes call `forget`); another instance sees it within `maxAgeMs`.
 */
export function storedKnowledge(documents: DocumentStore, clock: Clock, maxAgeMs = 30_000): KnowledgeSource {
  let cached: { at: number; items: Promise<readonly KnowledgeItem[]> } | null = null;
  const read = async (): Promise<readonly KnowledgeItem[]> =>
    (await documents.query<KnowledgeRecord>(KNOWLEDGE, {})).map((doc) => ({
      id: doc.id,
      entry: doc.data,
    }));
  return {
    entries() {
      const now = clock.now();
      if (!cached || now - cached.at >= maxAgeMs) {
        const items = read();
        cached = { at: now, items };
        // A failed read is not kept: the next question tries again.
        items.catch(() => {
          if (cached?.items === items) cached = null;
        });
      }
      return cached.items;
    },
    forget() {
      cached = null;
    },
  };
}
