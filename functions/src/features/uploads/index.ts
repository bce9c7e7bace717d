import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { fileRoutes, uploadRoutes } from './routes.ts';

export const uploadsFeature: Feature = {
  name: 'uploads',
  routes: (services) => new Hono<AppEnv>().route('/uploads', uploadRoutes(services)).route('/files', fileRoutes(services)),
};
