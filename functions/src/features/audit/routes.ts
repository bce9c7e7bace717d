import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery, auditQuerySchema } from '@storysong/core';
import { Hono } from 'hono';
import { requireAdmin } from '../../platform/auth.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readQuery } from '../../platform/request.ts';
import type { Filter } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { AUDIT_LOG, type AuditRecord } from './records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function filtersOf(query: AuditQuery): Filter[] {
  const where: Filter[] = [];
  if (query.actor) where.push({ field: 'actorEmail', op: '==', value: query.actor });
  if (query.action) where.push({ field: 'action', op: '==', value: query.action });
  if (query.from) where.push({ field: 'at', op: '>=', value: `${query.from}T00:00:00.000Z` });
  if (query.to)
    where.push({ field: 'at', op: '<', value: new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS).toISOString() });
  return where;
}

/** /api/admin/audit: staff read the log, newest first, with filters. There is no route that changes it. */
export function auditRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.get('/', async (c) => {
    const query = readQuery(c, auditQuerySchema);
    const cursor = query.before ? await services.documents.get<AuditRecord>(AUDIT_LOG, query.before) : null;
    const docs = await services.documents.query<AuditRecord>(AUDIT_LOG, {
      where: filtersOf(query),
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: AUDIT_PAGE_SIZE + 1,
      ...(cursor && { startAfter: cursor }),
    });
    const entries: AuditEntry[] = docs.slice(0, AUDIT_PAGE_SIZE).map(({ id, data }) => ({ id, ...data }));
    const page: AuditPage = { entries, next: docs.length > AUDIT_PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null };
    return c.json(page);
  });
  return routes;
}
