import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { adminRoutes } from './routes.ts';

export const adminFeature: Feature = {
  name: 'admin',
  routes: (services) => new Hono<AppEnv>().route('/admin', adminRoutes(services)),
};
