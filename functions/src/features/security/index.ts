import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { factorRoutes } from './routes.ts';

/** Staff account security: the second factor and the staff sessions it opens (issue 75 §3). */
export const securityFeature: Feature = {
  name: 'security',
  routes: (services) => new Hono<AppEnv>().route('/admin/factor', factorRoutes(services)),
};
