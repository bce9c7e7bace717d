import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from './enums.ts';
import {
  type KnowledgeEntryForm,
  knowledgeEntryFormSchema,
  knowledgeEntryInputSchema,
  missingTranslations,
} from './knowledge.ts';

const blankForm = (): KnowledgeEntryForm => ({
  link: '/terms',
  fact: { key: '', productId: '' },
  translations: Object.fromEntries(
    SITE_LANGUAGES.map((l) => [l, { question: '', answer: '', keywords: '' }]),
  ) as KnowledgeEntryForm['translations'],
});

describe('knowledge base entries', () => {
  it('refuse any digit in an answer, in any script: a figure is a fact', () => {
    const entry = (answer: string) => ({ link: '/terms', translations: { en: { question: 'Q?', answer } } });
    expect(knowledgeEntryInputSchema.safeParse(entry('No refunds once work begins.')).success).toBe(true);
    for (const answer of ['Refunds within 7 days', 'خلال ٧ أيام', '७ दिन']) {
      expect(knowledgeEntryInputSchema.safeParse(entry(answer)).success, answer).toBe(false);
    }
  });

  it('need an answer in a language unless a fact answers', () => {
    const noAnswer = { link: '/terms', translations: { en: { question: 'Q?', answer: '' } } };
    expect(knowledgeEntryInputSchema.safeParse(noAnswer).success).toBe(false);
    expect(knowledgeEntryInputSchema.safeParse({ ...noAnswer, fact: { key: 'terms_refunds' } }).success).toBe(true);
  });

  it('lists the languages not written yet', () => {
    expect(missingTranslations({ translations: { en: { question: 'Q', answer: 'A', keywords: '' } } })).toEqual(
      SITE_LANGUAGES.filter((l) => l !== 'en'),
    );
  });
});

describe("the editor's form", () => {
  it('drops blank languages and an unchosen fact, then validates as the routes do', () => {
    const form = blankForm();
    form.translations.fr = { question: 'Remboursement ?', answer: '', keywords: '' };
    form.fact = { key: 'terms_refunds', productId: '' };
    expect(knowledgeEntryFormSchema.parse(form)).toEqual({
      link: '/terms',
      fact: { key: 'terms_refunds' },
      translations: { fr: { question: 'Remboursement ?', answer: '', keywords: '' } },
    });
  });

  it('asks for at least one language when none is written', () => {
    const result = knowledgeEntryFormSchema.safeParse(blankForm());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['translations']);
  });
});
