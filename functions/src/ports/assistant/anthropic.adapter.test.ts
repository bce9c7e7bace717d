import { renderFact } from '@storysong/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { SEED_KNOWLEDGE } from '../../features/knowledge/seed-entries.ts';
import { silentLogger } from '../../platform/logging.ts';
import { openAssistant } from '../../services.ts';
import { type AnthropicStandIn, STAND_IN_API_KEY, startAnthropicStandIn } from '../../testing/anthropic-server.ts';
import { figuresFromContext } from './anthropic.ts';
import { fixedKnowledge } from './knowledge.ts';
import type { Assistant } from './port.ts';
import { RetrievalAssistant } from './retrieval.ts';

const RUSH_QUESTION = { question: 'How much is rush delivery for Basic Song?', language: 'en' } as const;

describe('anthropic assistant (against a local Messages API stand-in)', () => {
  let standIn: AnthropicStandIn;
  let assistant: Assistant;
  const fallbacks: string[] = [];
  const retrieval = new RetrievalAssistant(fixedKnowledge(SEED_KNOWLEDGE));
  const open = async (env: Record<string, string> = {}) =>
    openAssistant(
      loadConfig({ ASSISTANT_API_KEY: STAND_IN_API_KEY, ASSISTANT_API_BASE: standIn.url, LOG_LEVEL: 'silent', ...env }),
      fixedKnowledge(SEED_KNOWLEDGE),
      { ...silentLogger, warn: (_event, fields) => fallbacks.push(String(fields?.reason)) },
    );

  beforeAll(async () => {
    standIn = await startAnthropicStandIn();
    assistant = await open({ ASSISTANT_TIMEOUT_MS: '400' });
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    fallbacks.length = 0;
  });
  afterAll(() => standIn.close());

  it('is off without a key: retrieval answers', async () => {
    expect((await openAssistant(loadConfig({ LOG_LEVEL: 'silent' }), fixedKnowledge(SEED_KNOWLEDGE), silentLogger)).kind).toBe(
      'retrieval',
    );
  });

  it('asks the configured model with the key, only the knowledge base and the facts, and one forced tool', async () => {
    standIn.reply = () => ({ tool: { kind: 'answer', entryId: 'payment', text: 'You pay by card on a secure page.' } });
    const answer = await assistant.answer({
      question: 'Can I pay by card?',
      language: 'en',
      history: [
        { author: 'assistant', text: 'Hello! How can I help?' },
        { author: 'visitor', text: 'Hi' },
        { author: 'staff', text: 'Hello, this is Ana.' },
      ],
    });
    expect(answer).toEqual({
      kind: 'answer',
      text: 'You pay by card on a secure page.',
      entryId: 'payment',
      link: '/products/people',
    });
    const [request] = standIn.requests;
    expect(request?.headers['x-api-key'] ?? request?.headers.authorization).toMatch(STAND_IN_API_KEY);
    expect(request?.body.model).toBe('claude-haiku-4-5');
    expect(request?.body.tool_choice).toEqual({ type: 'tool', name: 'reply' });
    expect(request?.body.system).toContain('<entry id="rush-delivery">');
    expect(request?.body.system).toContain(renderFact({ key: 'rush_price' }, 'en'));
    // The French wording is not the English visitor's context.
    expect(request?.body.system).not.toContain("l'option express");
    // It starts with the visitor and alternates: what came before the visitor's first message is left out.
    expect(request?.body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(fallbacks).toEqual([]);
  });

  it('hands over when the model says it cannot answer from the context', async () => {
    standIn.reply = () => ({ tool: { kind: 'handover' } });
    expect(await assistant.answer(RUSH_QUESTION)).toEqual({ kind: 'handover', reason: 'low_confidence' });
  });

  it('falls back to retrieval when the model states a figure the context does not', async () => {
    standIn.reply = () => ({ tool: { kind: 'answer', entryId: 'rush-delivery', text: 'Rush costs £45 and takes 2 days.' } });
    expect(await assistant.answer(RUSH_QUESTION)).toEqual(await retrieval.answer(RUSH_QUESTION));
    expect(fallbacks).toEqual(['figure_not_in_context']);
  });

  it('falls back to retrieval on an unknown entry, a reply without the tool, an error and a time-out', async () => {
    const cases: [AnthropicStandIn['reply'], string][] = [
      [() => ({ tool: { kind: 'answer', entryId: 'made-up', text: 'Yes.' } }), 'unknown_entry'],
      [() => ({ text: 'Rush is cheap!' }), 'TypeError'],
      [() => ({ tool: { kind: 'answer' } }), 'ZodError'],
      [() => ({ error: { status: 529, type: 'overloaded_error', message: 'Overloaded' } }), 'OverloadedError'],
      [() => ({ hang: true }), 'APIConnectionTimeoutError'],
    ];
    const expected = await retrieval.answer(RUSH_QUESTION);
    for (const [reply, reason] of cases) {
      standIn.reply = reply;
      expect(await assistant.answer(RUSH_QUESTION)).toEqual(expected);
      expect(fallbacks.at(-1)).toBe(reason);
    }
    expect(standIn.requests).toHaveLength(cases.length);
  });

  it('falls back to retrieval when the key is refused', async () => {
    const refused = await open({ ASSISTANT_API_KEY: 'sk-ant-wrong' });
    expect(await refused.answer(RUSH_QUESTION)).toEqual(await retrieval.answer(RUSH_QUESTION));
    expect(fallbacks).toEqual(['AuthenticationError']);
  });

  it('hands a request for a person over without asking the model', async () => {
    expect(await assistant.answer({ question: 'I want to speak to a human', language: 'en' })).toEqual({
      kind: 'handover',
      reason: 'asked_for_person',
    });
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('figuresFromContext', () => {
  it('accepts only figures the context states, in any script and grouping', () => {
    const context = 'Pro Studio costs £3,500. Rush: 10 days. ١٠ أيام';
    expect(figuresFromContext('It is 3 500 £ with rush in 10 days', context)).toBe(true);
    expect(figuresFromContext('Es kostet 3.500 £', context)).toBe(true);
    expect(figuresFromContext('٣٬٥٠٠ £', context)).toBe(true);
    expect(figuresFromContext('It is £3,000', context)).toBe(false);
    expect(figuresFromContext('in 9 days', context)).toBe(false);
    expect(figuresFromContext('No figures at all.', context)).toBe(true);
  });
});
