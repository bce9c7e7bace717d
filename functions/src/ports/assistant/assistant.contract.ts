import { findProduct, formatPounds, poundsToPence, renderFact, SITE_LANGUAGES, type SiteLanguage } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assistant } from './port.ts';

export interface AssistantUnderTest {
  /** An assistant reading the seeded knowledge base. */
  assistant: Assistant;
  close(): Promise<void>;
}

const ASKING_FOR_PERSON: Record<SiteLanguage, string> = {
  en: 'Can I talk to someone from your team?',
  fr: "Je voudrais parler à quelqu'un de l'équipe",
  es: 'Quiero hablar con una persona, por favor',
  pt: 'Quero falar com um atendente',
  de: 'Kann ich mit einem Mitarbeiter sprechen?',
  ar: 'أريد التحدث مع موظف',
  hi: 'मुझे किसी इंसान से बात करनी है',
  zh: '我要转人工客服',
};

/** What every assistant must do, whichever adapter: the shop's figures from core, in the visitor's language, or a person. */
export function assistantContract(name: string, open: () => Promise<AssistantUnderTest>) {
  describe(`assistant contract: ${name}`, () => {
    let subject: AssistantUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject.close());

    it("answers what rush costs for Basic Song with core's figure, in French, with the page it concerns", async () => {
      const rush = findProduct('basic-song')?.rush;
      if (!rush) throw new Error('Basic Song has rush delivery');
      const answer = await subject.assistant.answer({
        question: "Combien coûte l'option express pour Basic Song ?",
        language: 'fr',
      });
      expect(answer).toMatchObject({ kind: 'answer', entryId: 'rush-delivery', link: '/products/people' });
      if (answer.kind !== 'answer') return;
      expect(answer.text).toContain(formatPounds(poundsToPence(rush.pricePounds), 'fr-FR', 0));
      expect(answer.text).toContain(`${rush.days} jours`);
    });

    it("answers in the visitor's language", async () => {
      const answer = await subject.assistant.answer({ question: '可以退款吗？我可以申请退款吗', language: 'zh' });
      expect(answer).toMatchObject({ kind: 'answer', entryId: 'refunds', link: '/terms' });
      if (answer.kind === 'answer') expect(answer.text).toContain(renderFact({ key: 'terms_refunds' }, 'zh'));
    });

    it('hands over when the visitor asks for a person, in every language', async () => {
      for (const language of SITE_LANGUAGES) {
        expect(await subject.assistant.answer({ question: ASKING_FOR_PERSON[language], language })).toEqual({
          kind: 'handover',
          reason: 'asked_for_person',
        });
      }
    });

    it('hands over rather than guess when the knowledge base does not say', async () => {
      for (const [question, language] of [
        ['Can you fix my car engine before Tuesday?', 'en'],
        ['Quel temps fera-t-il demain à Lyon ?', 'fr'],
      ] as const) {
        expect(await subject.assistant.answer({ question, language })).toEqual({ kind: 'handover', reason: 'low_confidence' });
      }
    });
  });
}
