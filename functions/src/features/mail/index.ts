import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { adminMailRoutes } from './routes.ts';

/** Transactional mail: the outbox every message passes through, its templates, and staff's view of what failed. */
export const mailFeature: Feature = {
  name: 'mail',
  routes: (services) => new Hono<AppEnv>().route('/admin/mail', adminMailRoutes(services)),
};
