import { factIsPerSuite, renderFact, SITE_LANGUAGES, type SiteLanguage } from '@storysong/core';
import type { KnowledgeItem } from '../ports/assistant/knowledge.ts';
import type { Assistant } from '../ports/assistant/port.ts';
import type { BenchQuestion } from './assistant-questions.ts';

export interface BenchOutcome {
  question: BenchQuestion;
  got: string;
  right: boolean;
  /** Answered with a figure other than the one core has for the suite asked about. */
  wrongFigure: boolean;
}

export interface BenchReport {
  outcomes: BenchOutcome[];
  perLanguage: { language: SiteLanguage; questions: number; right: number; wrong: number }[];
  wrongFigures: number;
}

/**
 * Asks every question and scores the answers: right when the expected entry answers (or a person
 * is asked for when one should be), and with a per-suite fact, only when the answer carries core's
 * figures for the suite the visitor named.
 */
export async function runBench(
  assistant: Assistant,
  knowledge: readonly KnowledgeItem[],
  questions: readonly BenchQuestion[],
): Promise<BenchReport> {
  const outcomes: BenchOutcome[] = [];
  for (const question of questions) {
    const answer = await assistant.answer({ question: question.question, language: question.language });
    const got = answer.kind === 'handover' ? 'handover' : (answer.entryId ?? '?');
    const fact = knowledge.find((k) => k.id === question.expect)?.entry.fact;
    const wrongFigure =
      answer.kind === 'answer' &&
      got === question.expect &&
      Boolean(fact && question.product && factIsPerSuite(fact)) &&
      !answer.text.includes(renderFact(fact as NonNullable<typeof fact>, question.language, question.product));
    outcomes.push({ question, got, right: got === question.expect && !wrongFigure, wrongFigure });
  }
  const perLanguage = SITE_LANGUAGES.map((language) => {
    const mine = outcomes.filter((o) => o.question.language === language);
    const right = mine.filter((o) => o.right).length;
    // Wrong: an answer given where another entry or a person was due (a handover is not a wrong answer).
    const wrong = mine.filter((o) => !o.right && o.got !== 'handover').length;
    return { language, questions: mine.length, right, wrong };
  });
  return { outcomes, perLanguage, wrongFigures: outcomes.filter((o) => o.wrongFigure).length };
}
