import { seedKnowledge } from '../features/knowledge/exports.ts';
import type { Migration } from './migration.ts';

/**
 * Every site starts with the knowledge base's seeded entries, production included: without them the
 * assistant would hand every question to a person. An entry staff already have is left as it is.
 */
export const knowledgeBase: Migration = {
  id: '006-knowledge-base',
  run: seedKnowledge,
};
