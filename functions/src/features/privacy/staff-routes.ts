import {
  type ErasureResult,
  type HeldRecord,
  type PrivacyLookup,
  privacyEmailSchema,
  privacyRequestSchema,
} from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin, requireRecentFactor } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readJson } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { archiveResponse } from './archive.ts';
import { completeRequests, recentRequests, recordRequest, requestsFor } from './requests.ts';
import { PERSONAL_DATA_SOURCES } from './sources.ts';

/** Everything every feature holds for the address. */
async function heldFor(services: Services, email: string): Promise<HeldRecord[]> {
  const found = await Promise.all(PERSONAL_DATA_SOURCES.map((source) => source.find(services, email)));
  return found.flat();
}

/** A file name for the address's archive that says whose it is without the address itself. */
const archiveName = (services: Services) => `personal-data-${isoNow(services.clock).slice(0, 10)}.zip`;

/**
 * Staff's Privacy page (`/api/admin/privacy`): look up an address, export everything held for it as
 * one zip, erase it, and the log of requests with their deadlines. Staff only, decided here; an
 * export or an erasure also needs the second factor proved in the last five minutes.
 */
export function privacyStaffRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.post('/lookup', async (c) => {
    const { email } = await readJson(c, privacyEmailSchema);
    const lookup: PrivacyLookup = {
      email,
      records: await heldFor(services, email),
      requests: await requestsFor(services, email),
    };
    c.header('Cache-Control', 'private, no-store');
    return c.json(lookup);
  });
  routes.post('/export', requireRecentFactor, async (c) => {
    const { email } = await readJson(c, privacyEmailSchema);
    const files = [];
    for (const source of PERSONAL_DATA_SOURCES) files.push(...(await source.export(services, email)));
    await completeRequests(services, email, 'access', { by: principalOf(c).email, source: 'staff' });
    return archiveResponse(c, files, archiveName(services));
  });
  routes.post('/erase', requireRecentFactor, async (c) => {
    const { email } = await readJson(c, privacyEmailSchema);
    const result: ErasureResult = { erased: {}, kept: [] };
    for (const source of PERSONAL_DATA_SOURCES) {
      const { erased, kept } = await source.erase(services, email);
      result.erased[source.kind] = erased;
      result.kept.push(...kept);
    }
    // An erasure that had to keep an order still being made is not answered yet: it stays open.
    if (result.kept.length === 0) {
      await completeRequests(services, email, 'erasure', { by: principalOf(c).email, source: 'staff' });
    }
    return c.json(result);
  });
  routes.get('/requests', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await recentRequests(services));
  });
  routes.post('/requests', async (c) => {
    const input = await readJson(c, privacyRequestSchema);
    const receivedAt = input.receivedOn ? new Date(`${input.receivedOn}T12:00:00Z`).toISOString() : isoNow(services.clock);
    return c.json(await recordRequest(services, { email: input.email, kind: input.kind, source: 'staff', receivedAt }), 201);
  });
  return routes;
}
