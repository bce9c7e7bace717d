import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { watchAudit } from '../audit/exports.ts';
import type { Feature } from '../feature.ts';
import { watchForBurst } from './burst.ts';
import { adminRoutes } from './routes.ts';

// A burst of one member of staff's refunds or exports tells the rest of the team.
watchAudit(watchForBurst);

export const adminFeature: Feature = {
  name: 'admin',
  routes: (services) => new Hono<AppEnv>().route('/admin', adminRoutes(services)),
};
