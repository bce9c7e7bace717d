import { z } from 'zod';
import { PRODUCT_IDS } from './catalogue.ts';
import { SITE_LANGUAGES, type SiteLanguage } from './enums.ts';

/**
 * The assistant's knowledge base: question-and-answer entries, each in up to eight languages, each
 * about one page of the site. An entry's answer is words only; a figure (a price, days, a count) is
 * a fact the assistant renders from core when it answers (`shopFacts.ts`), so an entry can never
 * state a price the catalogue no longer has.
 */
export const KNOWLEDGE_FACTS = [
  'suites',
  'suite_price',
  'suite_includes',
  'delivery_days',
  'rush_price',
  'revisions',
  'referral_discount',
  'occasion',
  'reveal',
  'languages',
  'genres',
  'payment',
  'terms_revenue',
  'terms_refunds',
  'terms_age',
  'business_hours',
] as const;
export type KnowledgeFactKey = (typeof KNOWLEDGE_FACTS)[number];

/** The site's pages an entry may point to: a path of the site, no query, no other origin. */
export const KNOWLEDGE_LINKS = [
  '/products/people',
  '/products/pro',
  '/terms',
  '/contact',
  '/contact-form',
  '/affiliate',
  '/blog',
  '/testimonies',
  '/',
] as const;

export const KNOWLEDGE_LIMITS = {
  questionMaxChars: 300,
  answerMaxChars: 2000,
  keywordsMaxChars: 500,
  /** The question a member of staff tries in the editor, as long as a visitor's message may be. */
  tryQuestionMaxChars: 2000,
} as const;

/**
 * The editor's messages, in English like core's MESSAGES; the web shows them from its `knowledge`
 * namespace (`errors.<key>`), the server answers with them.
 */
export const KNOWLEDGE_MESSAGES = {
  questionRequired: 'Please write the question',
  questionMax: `The question must be ${KNOWLEDGE_LIMITS.questionMaxChars} characters or fewer`,
  answerRequired: 'Please write the answer, or choose a fact to answer with',
  answerMax: `The answer must be ${KNOWLEDGE_LIMITS.answerMaxChars} characters or fewer`,
  answerFigures: 'Figures come from the shop\u2019s facts: choose a fact rather than typing a number',
  keywordsMax: `Keywords must be ${KNOWLEDGE_LIMITS.keywordsMaxChars} characters or fewer`,
  translationRequired: 'Please write the entry in at least one language',
  tryQuestionRequired: 'Please write a question',
  tryQuestionMax: `The question must be ${KNOWLEDGE_LIMITS.tryQuestionMaxChars} characters or fewer`,
} as const;
export type KnowledgeMessageKey = keyof typeof KNOWLEDGE_MESSAGES;
const M = KNOWLEDGE_MESSAGES;

const knowledgeKeyByText = new Map(Object.entries(M).map(([key, text]) => [text as string, key as KnowledgeMessageKey]));
/** The key of one of the messages above, for the web to translate; undefined for any other text. */
export const knowledgeMessageKey = (text: string): KnowledgeMessageKey | undefined => knowledgeKeyByText.get(text);

/** Any script's digits: an answer's figures come from a fact, never from its text. */
const DIGIT = /\p{Nd}/u;

export const knowledgeFactSchema = z.object({
  key: z.enum(KNOWLEDGE_FACTS),
  /** The suite the fact is about; absent, the suite the visitor names (or every suite). */
  productId: z.enum(PRODUCT_IDS).optional(),
});
export type KnowledgeFact = z.infer<typeof knowledgeFactSchema>;

export const knowledgeTranslationSchema = z.object({
  question: z.string().trim().min(1, M.questionRequired).max(KNOWLEDGE_LIMITS.questionMaxChars, M.questionMax),
  answer: z
    .string()
    .trim()
    .max(KNOWLEDGE_LIMITS.answerMaxChars, M.answerMax)
    .refine((text) => !DIGIT.test(text), M.answerFigures),
  /** Other ways visitors ask it, words the search should match; never shown. */
  keywords: z.string().trim().max(KNOWLEDGE_LIMITS.keywordsMaxChars, M.keywordsMax).default(''),
});
export type KnowledgeTranslation = z.infer<typeof knowledgeTranslationSchema>;

/** One entry as staff write it (the create and edit routes, the editor's form). */
export const knowledgeEntryInputSchema = z
  .object({
    link: z.enum(KNOWLEDGE_LINKS),
    fact: knowledgeFactSchema.nullable().default(null),
    translations: z.partialRecord(z.enum(SITE_LANGUAGES), knowledgeTranslationSchema),
  })
  .superRefine((entry, ctx) => {
    // Zod runs this even when a field failed, so the translations may be missing.
    const languages = Object.keys(entry.translations ?? {}) as SiteLanguage[];
    if (languages.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['translations'], message: M.translationRequired });
    }
    for (const language of languages) {
      if (!entry.fact && entry.translations[language]?.answer === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['translations', language, 'answer'],
          message: M.answerRequired,
        });
      }
    }
  });
export type KnowledgeEntryInput = z.input<typeof knowledgeEntryInputSchema>;
export type KnowledgeEntryData = z.output<typeof knowledgeEntryInputSchema>;

/** An entry as the staff routes answer, with the languages it still lacks. */
export interface KnowledgeEntry extends KnowledgeEntryData {
  id: string;
  missing: SiteLanguage[];
  updatedAt: string;
}

/** The languages an entry has no translation in, in the site's order. */
export function missingTranslations(entry: Pick<KnowledgeEntryData, 'translations'>): SiteLanguage[] {
  return SITE_LANGUAGES.filter((language) => !entry.translations[language]);
}

/** "Try a question" in the editor: what the assistant would answer a visitor. */
export const knowledgeTrySchema = z.object({
  question: z.string().trim().min(1, M.tryQuestionRequired).max(KNOWLEDGE_LIMITS.tryQuestionMaxChars, M.tryQuestionMax),
  language: z.enum(SITE_LANGUAGES),
});
export type KnowledgeTryInput = z.infer<typeof knowledgeTrySchema>;

/** The editor's form: every language's fields, blank where not written yet; a select's "none" is empty. */
export interface KnowledgeEntryForm {
  link: string;
  fact: { key: string; productId: string };
  translations: Record<SiteLanguage, { question: string; answer: string; keywords: string }>;
}

/** The form as the routes take it: a language left blank is not written, no fact chosen is none. */
function formToInput(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const form = value as Partial<KnowledgeEntryForm>;
  const written = SITE_LANGUAGES.filter((language) => {
    const t = form.translations?.[language];
    return t && `${t.question}${t.answer}${t.keywords}`.trim() !== '';
  });
  return {
    link: form.link,
    fact: form.fact?.key ? { key: form.fact.key, ...(form.fact.productId && { productId: form.fact.productId }) } : null,
    translations: Object.fromEntries(written.map((language) => [language, form.translations?.[language]])),
  };
}

/** The editor validates with the routes' own schema, on the form turned into what they take. */
export const knowledgeEntryFormSchema = z.preprocess(formToInput, knowledgeEntryInputSchema) as unknown as z.ZodType<
  KnowledgeEntryData,
  KnowledgeEntryForm
>;
