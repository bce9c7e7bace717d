import { findProduct, formatPounds, type KnowledgeEntry, poundsToPence, SITE_LANGUAGES } from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswer } from '../../ports/assistant/port.ts';
import { type Caller, callers, statusesFor } from '../../testing/admin.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { KNOWLEDGE } from './records.ts';
import { seedKnowledge } from './seed.ts';
import { SEED_KNOWLEDGE } from './seed-entries.ts';

const GIFT_WRAP = {
  link: '/contact',
  fact: null,
  translations: {
    en: {
      question: 'Do you gift wrap the song?',
      answer: 'We send a gift link: no wrapping paper needed.',
      keywords: 'wrap wrapping paper',
    },
    fr: {
      question: 'Emballez-vous la chanson en cadeau ?',
      answer: 'Nous envoyons un lien cadeau : pas besoin de papier.',
      keywords: '',
    },
  },
};

describe('knowledge base (staff routes)', () => {
  let api: TestApi;
  let admin: Caller;
  let affiliate: Caller;
  const list = async () => (await api.json<KnowledgeEntry[]>('GET', '/api/admin/knowledge', { token: admin.token })).body;
  const tryQuestion = async (question: string, language = 'en') =>
    api.json<AssistantAnswer>('POST', '/api/admin/knowledge/try', { token: admin.token, body: { question, language } });

  beforeAll(async () => {
    api = await createTestApi();
    ({ adminA: admin, affiliate } = await callers(api));
    await seedKnowledge(api.services);
  });
  afterAll(() => api.close());

  it('lists the seeded entries with the languages each lacks, to staff only', async () => {
    const tokens = { affiliate: affiliate.token, admin: admin.token };
    expect(await statusesFor(api, 'GET', '/api/admin/knowledge', tokens)).toEqual([401, 403, 200]);
    const entries = await list();
    expect(entries.length).toBeGreaterThanOrEqual(SEED_KNOWLEDGE.length);
    expect(entries.every((e) => e.missing.length === 0)).toBe(true);
    expect(entries.find((e) => e.id === 'rush-delivery')).toMatchObject({
      link: '/products/people',
      fact: { key: 'rush_price' },
    });
  });

  it('creates, edits and deletes an entry, flags its missing translations, and the assistant follows at once', async () => {
    const created = await api.json<KnowledgeEntry>('POST', '/api/admin/knowledge', { token: admin.token, body: GIFT_WRAP });
    expect(created.status).toBe(201);
    expect(created.body.missing).toEqual(SITE_LANGUAGES.filter((l) => l !== 'en' && l !== 'fr'));
    expect((await tryQuestion('can you gift wrap it in paper?')).body).toMatchObject({
      kind: 'answer',
      entryId: created.body.id,
    });

    const path = `/api/admin/knowledge/${created.body.id}`;
    const { fr: _dropped, ...onlyEnglish } = GIFT_WRAP.translations;
    const edited = await api.json<KnowledgeEntry>('PUT', path, {
      token: admin.token,
      body: {
        ...GIFT_WRAP,
        translations: {
          ...onlyEnglish,
          de: { question: 'Verpacken Sie den Song als Geschenk?', answer: 'Wir senden einen Geschenklink.' },
        },
      },
    });
    expect(edited.status).toBe(200);
    const stored = await api.services.documents.get<{ translations: Record<string, unknown> }>(KNOWLEDGE, created.body.id);
    expect(Object.keys(stored?.data.translations ?? {}).sort()).toEqual(['de', 'en']);
    expect(edited.body.missing).toContain('fr');

    expect((await api.request('DELETE', path, { token: admin.token })).status).toBe(204);
    expect(await api.services.documents.get(KNOWLEDGE, created.body.id)).toBeNull();
    expect((await tryQuestion('can you gift wrap it in paper?')).body).toEqual({ kind: 'handover', reason: 'low_confidence' });
    expect((await api.request('DELETE', path, { token: admin.token })).status).toBe(404);
    expect((await api.json('PUT', path, { token: admin.token, body: GIFT_WRAP })).status).toBe(404);
  });

  it('refuses non-staff writes and bad input with the field’s message, storing nothing', async () => {
    const before = await api.services.documents.count(KNOWLEDGE);
    // Anyone but staff, with a body staff could send.
    const asOthers = async (method: string, path: string, body?: unknown) => [
      (await api.request(method, path, { body })).status,
      (await api.request(method, path, { body, token: affiliate.token })).status,
    ];
    expect(await asOthers('POST', '/api/admin/knowledge', GIFT_WRAP)).toEqual([401, 403]);
    expect(await asOthers('PUT', '/api/admin/knowledge/rush-delivery', GIFT_WRAP)).toEqual([401, 403]);
    expect(await asOthers('DELETE', '/api/admin/knowledge/rush-delivery')).toEqual([401, 403]);
    expect(await asOthers('POST', '/api/admin/knowledge/try', { question: 'hi', language: 'en' })).toEqual([401, 403]);
    expect((await api.services.documents.get(KNOWLEDGE, 'rush-delivery'))?.data).toMatchObject({ link: '/products/people' });
    const refused = async (body: unknown) => {
      const response = await api.json<{ error: { code: string; fields?: Record<string, string> } }>(
        'POST',
        '/api/admin/knowledge',
        {
          token: admin.token,
          body,
        },
      );
      expect(response.status).toBe(400);
      return response.body.error.fields ?? {};
    };
    expect(
      await refused({ ...GIFT_WRAP, translations: { en: { ...GIFT_WRAP.translations.en, answer: 'Only £5 extra' } } }),
    ).toEqual({
      'translations.en.answer': 'Figures come from the shop\u2019s facts: choose a fact rather than typing a number',
    });
    expect(await refused({ ...GIFT_WRAP, translations: {} })).toMatchObject({
      translations: 'Please write the entry in at least one language',
    });
    expect(await refused({ ...GIFT_WRAP, translations: { en: { question: '', answer: 'x' } } })).toMatchObject({
      'translations.en.question': 'Please write the question',
    });
    expect(await refused({ ...GIFT_WRAP, link: 'https://evil.example' })).toHaveProperty('link');
    expect(await refused({ ...GIFT_WRAP, translations: { xx: GIFT_WRAP.translations.en } })).toBeDefined();
    expect(await api.services.documents.count(KNOWLEDGE)).toBe(before);
    expect((await tryQuestion('', 'en')).status).toBe(400);
    expect((await tryQuestion('hello', 'xx')).status).toBe(400);
  });

  it('tries a question as a visitor asks it: the rush price for Basic Song from core, in French', async () => {
    const rush = findProduct('basic-song')?.rush;
    const { status, body } = await tryQuestion("Combien coûte l'option express pour Basic Song ?", 'fr');
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'answer', entryId: 'rush-delivery', link: '/products/people' });
    if (body.kind === 'answer' && rush) expect(body.text).toContain(formatPounds(poundsToPence(rush.pricePounds), 'fr-FR', 0));
    expect((await tryQuestion('Can I talk to a person?')).body).toEqual({ kind: 'handover', reason: 'asked_for_person' });
  });
});
