import type Anthropic from '@anthropic-ai/sdk';
import { KNOWLEDGE_FACTS, renderFact, type SiteLanguage } from '@storysong/core';
import { z } from 'zod';
import type { KnowledgeItem, KnowledgeSource } from './knowledge.ts';
import { asksForPerson } from './person-request.ts';
import type { Assistant, AssistantAnswer, AssistantQuestion } from './port.ts';
import type { RetrievalAssistant } from './retrieval.ts';

/** What the model must answer with: the one tool it is given, forced. */
const REPLY_TOOL = 'reply';

const replySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answer'), entryId: z.string().min(1), text: z.string().trim().min(1).max(2000) }),
  z.object({ kind: z.literal('handover') }),
]);

const INSTRUCTIONS = `You answer visitors' questions for Storysong, a small company that writes custom songs from customers' stories.
Use ONLY the knowledge base entries and the shop facts below. Never state a price, a number of days, a date, a percentage or a promise that is not written there.
If they do not answer the question, or you are unsure, hand over to a person: a member of the team will reply. Never guess.
Answer briefly and warmly, in the visitor's language (its code is given), and name the entry your answer comes from.
Always reply by calling the "reply" tool.`;

/**
 * The knowledge base and the catalogue's facts in the visitor's language: all the model is told
 * about the shop. Entries without a translation in that language are left out: the model would
 * have to translate, and might not say what the entry says.
 */
export function modelContext(items: readonly KnowledgeItem[], language: SiteLanguage): string {
  const entries = items.flatMap(({ id, entry }) => {
    const translation = entry.translations[language];
    if (!translation) return [];
    const fact = entry.fact ? renderFact(entry.fact, language) : '';
    return [
      `<entry id="${id}">\nQ: ${translation.question}\nA: ${[translation.answer, fact].filter(Boolean).join(' ')}\n</entry>`,
    ];
  });
  const facts = KNOWLEDGE_FACTS.map((key) => `- ${renderFact({ key }, language)}`);
  return `<knowledge_base language="${language}">\n${entries.join('\n')}\n</knowledge_base>\n<shop_facts>\n${facts.join('\n')}\n</shop_facts>`;
}

/** Digits of any script as Latin ones, and a figure's grouping dropped: "٣٬٥٠٠", "3 500", "3.500" are all 3500. */
function figuresIn(text: string): Set<string> {
  const latin = text.replace(/\p{Nd}/gu, (digit) => String(digitValue(digit)));
  const figures = latin.match(/\d(?:[\d\s.,\u00a0\u202f\u066c]*\d)?/g) ?? [];
  return new Set(figures.map((figure) => figure.replace(/[\s.,\u00a0\u202f\u066c]/g, '')));
}

/** A digit's value in any script: Unicode numbers each script's ten digits in a row. */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0) ?? 0;
  for (let zero = code; zero > code - 10; zero--) {
    if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return code - zero;
  }
  return 0;
}

/** Whether every figure of the answer is one the context states: the model may not make one up. */
export function figuresFromContext(answer: string, context: string): boolean {
  const known = figuresIn(context);
  return [...figuresIn(answer)].every((figure) => known.has(figure));
}

export interface AnthropicAssistantOptions {
  model: string;
  timeoutMs: number;
  /** Told when the model failed and retrieval answered instead. */
  onFallback?: (reason: string) => void;
}

/**
 * The production assistant: Anthropic's model through its SDK, given only the knowledge base and
 * the shop's facts, made to answer through one tool (an entry and its words, or a handover). Any
 * error, time-out, malformed reply, unknown entry or figure the context does not state falls back to
 * retrieval, which answers from the entries themselves.
 */
export class AnthropicAssistant implements Assistant {
  readonly kind = 'anthropic';

  constructor(
    private readonly client: Anthropic,
    private readonly knowledge: KnowledgeSource,
    private readonly fallback: RetrievalAssistant,
    private readonly options: AnthropicAssistantOptions,
  ) {}

  async answer(input: AssistantQuestion): Promise<AssistantAnswer> {
    // Asking for a person is not a question for the model: it is handed over as asked.
    if (asksForPerson(input.question)) return { kind: 'handover', reason: 'asked_for_person' };
    try {
      const items = await this.knowledge.entries();
      const context = modelContext(items, input.language);
      const reply = await this.ask(input, context);
      if (reply.kind === 'handover') return { kind: 'handover', reason: 'low_confidence' };
      const item = items.find((i) => i.id === reply.entryId && i.entry.translations[input.language]);
      if (!item) return this.fallBack(input, 'unknown_entry');
      if (!figuresFromContext(reply.text, context)) return this.fallBack(input, 'figure_not_in_context');
      return { kind: 'answer', text: reply.text, entryId: item.id, link: item.entry.link };
    } catch (error) {
      return this.fallBack(input, error instanceof Error ? error.name : 'error');
    }
  }

  private async ask(input: AssistantQuestion, context: string): Promise<z.infer<typeof replySchema>> {
    const history = (input.history ?? []).map((m) => ({
      role: m.author === 'visitor' ? ('user' as const) : ('assistant' as const),
      content: m.text,
    }));
    const message = await this.client.messages.create(
      {
        model: this.options.model,
        max_tokens: 600,
        system: `${INSTRUCTIONS}\n\n${context}`,
        messages: mergedTurns([...history, { role: 'user', content: `[language: ${input.language}]\n${input.question}` }]),
        tools: [
          {
            name: REPLY_TOOL,
            description: 'Answer the visitor from one knowledge base entry, or hand the conversation to a person.',
            input_schema: {
              type: 'object',
              properties: {
                kind: { type: 'string', enum: ['answer', 'handover'] },
                entryId: { type: 'string', description: 'The id of the entry the answer comes from.' },
                text: { type: 'string', description: "The answer, in the visitor's language." },
              },
              required: ['kind'],
            },
          },
        ],
        tool_choice: { type: 'tool', name: REPLY_TOOL },
      },
      // A visitor is waiting: one try within the time-out, then retrieval answers.
      { timeout: this.options.timeoutMs, maxRetries: 0 },
    );
    const call = message.content.find((block) => block.type === 'tool_use' && block.name === REPLY_TOOL);
    if (call?.type !== 'tool_use') throw new TypeError('The model did not reply through its tool');
    return replySchema.parse(call.input);
  }

  private fallBack(input: AssistantQuestion, reason: string): Promise<AssistantAnswer> {
    this.options.onFallback?.(reason);
    return this.fallback.answer(input);
  }
}

/**
 * The conversation as the Messages API takes it: it must start with the visitor and alternate, so
 * staff replies count as the assistant's side, consecutive turns of one side are joined, and
 * anything said before the visitor's first message is left out.
 */
function mergedTurns(turns: { role: 'user' | 'assistant'; content: string }[]) {
  const merged: { role: 'user' | 'assistant'; content: string }[] = [];
  for (const turn of turns) {
    const last = merged.at(-1);
    if (last && last.role === turn.role) last.content = `${last.content}\n${turn.content}`;
    else if (merged.length > 0 || turn.role === 'user') merged.push({ ...turn });
  }
  return merged;
}
