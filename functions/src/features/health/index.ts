import type { Feature } from '../feature.ts';
import { healthRoutes } from './routes.ts';

export const healthFeature: Feature = { name: 'health', routes: healthRoutes };
