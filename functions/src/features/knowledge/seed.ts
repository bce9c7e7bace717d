import type { Seeder } from '../seeder.ts';
import { KNOWLEDGE, type KnowledgeRecord } from './records.ts';
import { SEED_KNOWLEDGE } from './seed-entries.ts';

/** The knowledge base a new site starts with; an entry staff already have is left as it is. */
export const seedKnowledge: Seeder = async (services) => {
  const updatedAt = new Date(services.clock.now()).toISOString();
  for (const { id, entry } of SEED_KNOWLEDGE) {
    if (await services.documents.get(KNOWLEDGE, id)) continue;
    const record: KnowledgeRecord = { ...entry, updatedAt };
    await services.documents.set(KNOWLEDGE, id, record);
  }
  services.knowledge.forget();
};
