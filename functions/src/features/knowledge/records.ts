import { type KnowledgeEntry, missingTranslations } from '@storysong/core';
import type { KnowledgeRecord } from '../../ports/assistant/knowledge.ts';

export { KNOWLEDGE, type KnowledgeRecord } from '../../ports/assistant/knowledge.ts';

/** An entry as the staff routes answer: its languages still to write flagged. */
export function toEntry(id: string, record: KnowledgeRecord): KnowledgeEntry {
  return {
    id,
    link: record.link,
    fact: record.fact,
    translations: record.translations,
    missing: missingTranslations(record),
    updatedAt: record.updatedAt,
  };
}
