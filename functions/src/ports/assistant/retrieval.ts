import { factIsPerSuite, productMentioned, renderFact, type SiteLanguage, withoutSuiteNames } from '@storysong/core';
import MiniSearch from 'minisearch';
import type { KnowledgeItem, KnowledgeSource } from './knowledge.ts';
import { asksForPerson } from './person-request.ts';
import type { Assistant, AssistantAnswer, AssistantQuestion } from './port.ts';
import { coverage, processTerm, tokenize } from './tokenize.ts';

/** The entry a question found, how sure the search is, and the answer it makes. */
export interface RetrievalMatch {
  item: KnowledgeItem;
  /** The share of the question's search terms the entry matched, 0 to 1. */
  coverage: number;
  score: number;
  answer: Extract<AssistantAnswer, { kind: 'answer' }>;
}

/**
 * Below these the search is not sure enough and a person answers: a question must share at least
 * half its search terms with the entry it found, and score beyond a match on one common word.
 * Set with `npm run bench:assistant`, whose questions are phrased unlike the entries.
 */
export const CONFIDENCE = { minCoverage: 0.5, minScore: 4 } as const;

interface IndexedEntry {
  id: string;
  question: string;
  keywords: string;
  answer: string;
}

type Index = MiniSearch<IndexedEntry>;

function buildIndex(language: SiteLanguage, items: readonly KnowledgeItem[]): Index {
  const index = new MiniSearch<IndexedEntry>({
    fields: ['question', 'keywords', 'answer'],
    tokenize: (text) => tokenize(language, text),
    processTerm: (term) => processTerm(language, term),
    searchOptions: {
      boost: { question: 2, keywords: 1.5, answer: 0.5 },
      // Typos: one edit in five letters; none in Chinese, where a character is a word.
      fuzzy: (term) => (language !== 'zh' && term.length >= 5 ? 0.2 : false),
      prefix: (term) => language !== 'zh' && term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(
    items.flatMap(({ id, entry }) => {
      const translation = entry.translations[language];
      return translation ? [{ id, ...translation }] : [];
    }),
  );
  return index;
}

/** The facts a question concerns: the suite it names, else the one the visitor named last. */
function suiteAskedAbout(input: AssistantQuestion): string | undefined {
  const named = productMentioned(input.question);
  if (named) return named.id;
  const earlier = [...(input.history ?? [])].reverse().filter((m) => m.author === 'visitor');
  for (const message of earlier) {
    const product = productMentioned(message.text);
    if (product) return product.id;
  }
  return undefined;
}

/** An entry's answer in the visitor's language: its words, then its fact rendered from core now. */
export function answerFrom(item: KnowledgeItem, input: AssistantQuestion): RetrievalMatch['answer'] {
  const { entry } = item;
  const words = entry.translations[input.language]?.answer ?? '';
  const productId = entry.fact && factIsPerSuite(entry.fact) ? suiteAskedAbout(input) : undefined;
  const fact = entry.fact ? renderFact(entry.fact, input.language, productId) : '';
  const separator = input.language === 'zh' ? '' : ' ';
  return { kind: 'answer', text: [words, fact].filter(Boolean).join(separator), entryId: item.id, link: entry.link };
}

/**
 * The embedded assistant, and the production one's fallback: full-text search (MiniSearch) over the
 * knowledge base in the visitor's language, answering with the best entry when it is sure enough.
 */
export class RetrievalAssistant implements Assistant {
  readonly kind = 'retrieval';
  private indexes = new WeakMap<readonly KnowledgeItem[], Map<SiteLanguage, Index>>();

  constructor(private readonly knowledge: KnowledgeSource) {}

  async answer(input: AssistantQuestion): Promise<AssistantAnswer> {
    if (asksForPerson(input.question)) return { kind: 'handover', reason: 'asked_for_person' };
    const match = await this.match(input);
    return match ? match.answer : { kind: 'handover', reason: 'low_confidence' };
  }

  /** The entry the question finds, or null when none is a sure enough match. */
  async match(input: AssistantQuestion): Promise<RetrievalMatch | null> {
    const items = await this.knowledge.entries();
    // A suite's name says which suite, not what about it: "Pro Studio" must not find the entry about pro artists.
    const asked = withoutSuiteNames(input.question);
    const [best] = this.indexOf(items, input.language).search(asked);
    if (!best) return null;
    const share = coverage(input.language, asked, best.queryTerms);
    if (share < CONFIDENCE.minCoverage || best.score < CONFIDENCE.minScore) return null;
    const item = items.find((i) => i.id === best.id);
    return item ? { item, coverage: share, score: best.score, answer: answerFrom(item, input) } : null;
  }

  private indexOf(items: readonly KnowledgeItem[], language: SiteLanguage): Index {
    let byLanguage = this.indexes.get(items);
    if (!byLanguage) {
      byLanguage = new Map();
      this.indexes.set(items, byLanguage);
    }
    let index = byLanguage.get(language);
    if (!index) {
      index = buildIndex(language, items);
      byLanguage.set(language, index);
    }
    return index;
  }
}
