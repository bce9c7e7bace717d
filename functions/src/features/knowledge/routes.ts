import { randomBytes } from 'node:crypto';
import { id, type KnowledgeEntry, knowledgeEntryInputSchema, knowledgeTrySchema } from '@storysong/core';
import { Hono } from 'hono';
import { requireAdmin } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { notFound } from '../../platform/errors.ts';
import { parse, readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { KNOWLEDGE, type KnowledgeRecord, toEntry } from './records.ts';

const ENTRY_NOT_FOUND = 'Knowledge base entry not found';

/**
 * /api/admin/knowledge: staff read and edit the knowledge base the assistant answers from, and try
 * a question as a visitor would ask it. Every write tells the assistant to read the base afresh.
 */
export function knowledgeRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);

  routes.get('/', async (c) => {
    const docs = await services.documents.query<KnowledgeRecord>(KNOWLEDGE, {});
    const entries: KnowledgeEntry[] = docs.map((d) => toEntry(d.id, d.data)).sort((a, b) => a.id.localeCompare(b.id));
    return c.json(entries);
  });

  routes.post('/', async (c) => {
    const input = await readJson(c, knowledgeEntryInputSchema);
    const entryId = randomBytes(12).toString('base64url');
    const record: KnowledgeRecord = { ...input, updatedAt: isoNow(services.clock) };
    await services.documents.create(KNOWLEDGE, entryId, record);
    services.knowledge.forget();
    return c.json(toEntry(entryId, record), 201);
  });

  routes.put('/:id', async (c) => {
    const entryId = parse(id, c.req.param('id'));
    const input = await readJson(c, knowledgeEntryInputSchema);
    const existing = await services.documents.get<KnowledgeRecord>(KNOWLEDGE, entryId);
    if (!existing) throw notFound(ENTRY_NOT_FOUND);
    const record: KnowledgeRecord = { ...input, updatedAt: isoNow(services.clock) };
    // Every field replaced (translations whole: one staff removed must not survive), unless another edit came first.
    await services.documents.update(KNOWLEDGE, entryId, record, { updateTime: existing.updateTime });
    services.knowledge.forget();
    return c.json(toEntry(entryId, record));
  });

  routes.delete('/:id', async (c) => {
    const entryId = parse(id, c.req.param('id'));
    if (!(await services.documents.get(KNOWLEDGE, entryId))) throw notFound(ENTRY_NOT_FOUND);
    await services.documents.delete(KNOWLEDGE, entryId);
    services.knowledge.forget();
    return c.body(null, 204);
  });

  /** What the assistant would answer a visitor asking this, now. */
  routes.post('/try', async (c) => {
    const { question, language } = await readJson(c, knowledgeTrySchema);
    return c.json(await services.assistant.answer({ question, language }));
  });
  return routes;
}
