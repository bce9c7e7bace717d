import { knowledgeEntryInputSchema, SITE_LANGUAGES } from '@storysong/core';
import { describe, expect, it } from 'vitest';
import { fixedKnowledge } from '../../ports/assistant/knowledge.ts';
import { RetrievalAssistant } from '../../ports/assistant/retrieval.ts';
import { runBench } from '../../testing/assistant-bench.ts';
import { BENCH_QUESTIONS } from '../../testing/assistant-questions.ts';
import { SEED_KNOWLEDGE } from './seed-entries.ts';

describe('the seeded knowledge base', () => {
  it('has at least thirty entries, each valid and written in all eight languages', () => {
    expect(SEED_KNOWLEDGE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEED_KNOWLEDGE.map((s) => s.id)).size).toBe(SEED_KNOWLEDGE.length);
    for (const { entry } of SEED_KNOWLEDGE) {
      expect(knowledgeEntryInputSchema.parse(entry)).toEqual(entry);
      expect(Object.keys(entry.translations).sort()).toEqual([...SITE_LANGUAGES].sort());
    }
  });
});

describe('the embedded assistant on the benchmark’s questions (npm run bench:assistant)', () => {
  it('answers at least 90% right in every language, none with a wrong figure', async () => {
    const report = await runBench(new RetrievalAssistant(fixedKnowledge(SEED_KNOWLEDGE)), SEED_KNOWLEDGE, BENCH_QUESTIONS);
    for (const row of report.perLanguage) {
      expect(row.questions, row.language).toBeGreaterThanOrEqual(10);
      expect(row.right / row.questions, `${row.language}: ${row.right} of ${row.questions} right`).toBeGreaterThanOrEqual(0.9);
    }
    expect(report.wrongFigures).toBe(0);
  });
});
