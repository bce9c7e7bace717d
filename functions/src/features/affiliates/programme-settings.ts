import { DEFAULT_PROGRAMME_SETTINGS, type ProgrammeSettings, programmeSettingsSchema } from '@storysong/core';
import { Hono } from 'hono';
import { principalOf, requireAdmin, requireRecentFactor } from '../../platform/auth.ts';
import { isoNow } from '../../platform/clock.ts';
import type { AppEnv } from '../../platform/env.ts';
import { readJson } from '../../platform/request.ts';
import type { DocumentStore } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { auditLog } from '../audit/exports.ts';

/** Site-wide settings, one document per area; `affiliate_programme` holds the programme's. */
export const SITE_SETTINGS = 'site_settings';
const PROGRAMME = 'affiliate_programme';

interface ProgrammeSettingsRecord extends Record<string, unknown>, ProgrammeSettings {
  updatedAt: string;
  updatedBy: string;
}

/** The programme's settings, the defaults until staff first save them; readable in a transaction too. */
export async function programmeSettings(reader: Pick<DocumentStore, 'get'>): Promise<ProgrammeSettings> {
  const stored = await reader.get<ProgrammeSettingsRecord>(SITE_SETTINGS, PROGRAMME);
  return { holdingDays: stored?.data.holdingDays ?? DEFAULT_PROGRAMME_SETTINGS.holdingDays };
}

/** /api/admin/affiliate-settings: staff read and change the programme's settings. */
export function adminProgrammeSettingsRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const audit = auditLog(services);
  routes.use('*', requireAdmin);
  routes.get('/', async (c) => c.json(await programmeSettings(services.documents)));
  routes.put('/', requireRecentFactor, async (c) => {
    const input = await readJson(c, programmeSettingsSchema);
    const record: ProgrammeSettingsRecord = { ...input, updatedAt: isoNow(services.clock), updatedBy: principalOf(c).uid };
    await services.documents.set(SITE_SETTINGS, PROGRAMME, record);
    await audit(c, {
      action: 'settings.programme',
      target: { kind: 'settings', id: PROGRAMME },
      detail: `holding days: ${input.holdingDays}`,
    });
    return c.json(input);
  });
  return routes;
}
