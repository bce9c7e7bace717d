/**
 * `npm run bench:assistant`: the embedded assistant (retrieval over the seeded knowledge base) asked
 * visitor questions in every language, phrased unlike the entries and some with typos. Prints top-1
 * accuracy per language and the share of wrong answers (an answer where another entry or a person
 * was due). Goal: at least 90% right in every language, no answer with a wrong figure.
 * `BENCH_VERBOSE=1` lists every question that missed.
 */
import { SEED_KNOWLEDGE } from '../../functions/src/features/knowledge/seed-entries.ts';
import { fixedKnowledge } from '../../functions/src/ports/assistant/knowledge.ts';
import { RetrievalAssistant } from '../../functions/src/ports/assistant/retrieval.ts';
import { runBench } from '../../functions/src/testing/assistant-bench.ts';
import { BENCH_QUESTIONS } from '../../functions/src/testing/assistant-questions.ts';

const GOAL_PERCENT = 90;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10);

const report = await runBench(new RetrievalAssistant(fixedKnowledge(SEED_KNOWLEDGE)), SEED_KNOWLEDGE, BENCH_QUESTIONS);
console.log('language  questions  top-1 right  wrong answers');
for (const row of report.perLanguage) {
  const right = percent(row.right, row.questions);
  console.log(
    `${row.language.padEnd(8)}  ${String(row.questions).padStart(9)}  ${`${right}%`.padStart(11)}  ${`${percent(row.wrong, row.questions)}%`.padStart(13)}${right < GOAL_PERCENT ? '  below goal' : ''}`,
  );
}
const total = report.outcomes.length;
const right = report.outcomes.filter((o) => o.right).length;
const wrong = report.perLanguage.reduce((sum, row) => sum + row.wrong, 0);
console.log(
  `all       ${String(total).padStart(9)}  ${`${percent(right, total)}%`.padStart(11)}  ${`${percent(wrong, total)}%`.padStart(13)}`,
);
console.log(`answers with a wrong figure: ${report.wrongFigures} (goal 0)`);
if (process.env.BENCH_VERBOSE) {
  for (const o of report.outcomes.filter((x) => !x.right)) {
    console.log(`  ${o.question.language} "${o.question.question}": expected ${o.question.expect}, got ${o.got}`);
  }
}
const met = report.perLanguage.every((row) => percent(row.right, row.questions) >= GOAL_PERCENT) && report.wrongFigures === 0;
process.exitCode = met ? 0 : 1;
