import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { auditRoutes } from './routes.ts';

/** Who did what in the back office: append-only, read by staff with filters (issue 75 §5). */
export const auditFeature: Feature = {
  name: 'audit',
  routes: (services) => new Hono<AppEnv>().route('/admin/audit', auditRoutes(services)),
};
