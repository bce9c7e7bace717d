import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { privacyCustomerRoutes } from './customer-routes.ts';
import { privacyStaffRoutes } from './staff-routes.ts';

/** Privacy: what is held about a person, given back and erased (docs/privacy.md). */
export const privacyFeature: Feature = {
  name: 'privacy',
  routes: (services) =>
    new Hono<AppEnv>()
      .route('/orders/privacy', privacyCustomerRoutes(services))
      .route('/admin/privacy', privacyStaffRoutes(services)),
};
