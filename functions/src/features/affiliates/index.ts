import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { adminAffiliateRoutes, adminTransactionRoutes } from './admin.ts';
import { referralClickRoutes, referralLinkRoutes } from './clicks.ts';
import { adminPayoutRoutes } from './payouts.ts';
import { adminProgrammeSettingsRoutes } from './programme-settings.ts';
import { affiliateRoutes } from './routes.ts';

/** The affiliate programme: accounts, dashboard data, link clicks, password recovery, staff decisions, payouts and the programme's settings. */
export const affiliatesFeature: Feature = {
  name: 'affiliates',
  routes: (services) =>
    new Hono<AppEnv>()
      .route('/affiliates', affiliateRoutes(services))
      .route('/referral-clicks', referralClickRoutes(services))
      .route('/admin/affiliates', adminAffiliateRoutes(services))
      .route('/admin/referral-transactions', adminTransactionRoutes(services))
      .route('/admin/payouts', adminPayoutRoutes(services))
      .route('/admin/affiliate-settings', adminProgrammeSettingsRoutes(services)),
  siteRoutes: referralLinkRoutes,
};
