import { Hono } from 'hono';
import type { AppEnv } from '../platform/env.ts';
import type { Services } from '../services.ts';

/** A page in the sitemap: its path, and when its content last changed if the source knows. */
export interface SitemapEntry {
  path: string;
  /** ISO date-time; crawlers read `<lastmod>` to revisit what changed. */
  lastModified?: string;
}

/** Whatever adds public pages to the sitemap (each feature may). */
export interface SitemapSource {
  sitemapEntries?(services: Services): Promise<SitemapEntry[]>;
}

/** Indexable pages of the shell itself; contact, terms, admin and the dashboard are noindex. */
const STATIC_PATHS = [
  '/',
  '/products/people',
  '/products/pro',
  '/blog',
  '/testimonies',
  '/contact-form',
  '/affiliate',
  '/affiliate/register',
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * robots.txt and sitemap.xml, generated so they carry this deployment's absolute URLs and the
 * posts published right now. Hosting rewrites both paths to the function.
 */
export function crawlerFileRoutes(services: Services, sources: readonly SitemapSource[]) {
  const routes = new Hono<AppEnv>();
  const { siteUrl } = services.config;

  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /affiliate/dashboard',
        'Disallow: /affiliate/transactions',
        `Sitemap: ${siteUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  routes.get('/sitemap.xml', async (c) => {
    const sourceEntries = await Promise.all(sources.map((source) => source.sitemapEntries?.(services) ?? Promise.resolve([])));
    const entries: SitemapEntry[] = [...STATIC_PATHS.map((path) => ({ path })), ...sourceEntries.flat()];
    const urls = entries.map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod}</url>`;
    });
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });
  return routes;
}
