import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import type { Feature } from '../feature.ts';
import { checkoutRoutes } from './checkout.ts';
import { findOrderRoutes } from './find-orders.ts';
import { localCheckoutRoutes } from './local-checkout.ts';
import { lyricRoutes } from './lyrics.ts';
import { orderRoutes } from './orders.ts';
import { orderPage, songPage } from './pages.ts';
import { referralRoutes } from './referrals.ts';
import { revealPlayRoutes, revealRoutes } from './reveals.ts';
import { revisionRoutes } from './revisions.ts';
import { songRoutes } from './songs.ts';
import { tipRoutes } from './tips.ts';
import { webhookRoutes } from './webhook.ts';

/** Ordering: referral checks, orders, checkout, the payment events that settle them, songs, revisions, reveals and tips. */
export const ordersFeature: Feature = {
  name: 'orders',
  routes: (services) =>
    new Hono<AppEnv>()
      .route('/referrals', referralRoutes(services))
      .route('/orders/revisions', revisionRoutes(services))
      .route('/orders/reveal', revealRoutes(services))
      .route('/orders/lyrics', lyricRoutes(services))
      .route('/orders/tip', tipRoutes(services))
      .route('/orders/find', findOrderRoutes(services))
      .route('/orders', orderRoutes(services))
      .route('/checkout', checkoutRoutes(services))
      .route('/payments', webhookRoutes(services))
      .route('/local-checkout', localCheckoutRoutes(services))
      .route('/songs', songRoutes(services))
      .route('/songs', revealPlayRoutes(services)),
  pageResolvers: [orderPage, songPage],
};
