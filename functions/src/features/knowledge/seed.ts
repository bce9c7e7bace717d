import type { Services } from '../../services.ts';
import { KNOWLEDGE, type KnowledgeRecord } from './records.ts';
import { SEED_KNOWLEDGE } from './seed-entries.ts';

/** The knowledge base a new site starts with; an entry staff already have is left as it is. Answers how many it wrote. */
export async function seedKnowledge(services: Services): Promise<number> {
  const updatedAt = new Date(services.clock.now()).toISOString();
  let written = 0;
  for (const { id, entry } of SEED_KNOWLEDGE) {
    if (await services.documents.get(KNOWLEDGE, id)) continue;
    const record: KnowledgeRecord = { ...entry, updatedAt };
    await services.documents.set(KNOWLEDGE, id, record);
    written += 1;
  }
  services.knowledge.forget();
  return written;
}
