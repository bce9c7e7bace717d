import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { knowledgeRoutes } from './routes.ts';

export const knowledgeFeature: Feature = {
  name: 'knowledge',
  routes: (services) => new Hono<AppEnv>().route('/admin/knowledge', knowledgeRoutes(services)),
};
