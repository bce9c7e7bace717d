import type { Hono } from 'hono';
import type { AppEnv } from '../platform/env.ts';
import type { Services } from '../services.ts';
import type { SitemapEntry } from '../site/crawler-files.ts';
import type { PageResolver } from '../site/page-routes.ts';
import type { RenderedPage } from '../site/rendered-pages.ts';

/**
 * A feature contributes API routes (paths relative to /api) and, optionally, pages it knows from
 * its data (head tags, or that there is no such page), pages rendered with their data, and the public pages it adds to the sitemap.
 */
export interface Feature {
  name: string;
  routes(services: Services): Hono<AppEnv>;
  pageResolvers?: PageResolver[];
  renderedPages?: RenderedPage[];
  /** Files the feature serves at the site's root rather than under /api (a feed, say). */
  siteRoutes?(services: Services): Hono<AppEnv>;
  sitemapEntries?(services: Services): Promise<SitemapEntry[]>;
}
