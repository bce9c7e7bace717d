import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { inboxRoutes } from './admin-routes.ts';
import { conversationRoutes } from './routes.ts';

/** Conversations between visitors and the business: the consultation, the chat widget, the contact form, and the team's inbox. */
export const conversationsFeature: Feature = {
  name: 'conversations',
  routes: (services) =>
    new Hono<AppEnv>().route('/conversations', conversationRoutes(services)).route('/admin/conversations', inboxRoutes(services)),
};
