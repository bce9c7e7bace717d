import { extname, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../../platform/env.ts';
import type { Services } from '../../services.ts';
import { loadTemplate, type PageMeta, renderPage } from './render.ts';
import { serveFile } from './static.ts';

export interface WebOptions {
  /** Built PWA folder; set by server.ts. Hosting serves it in production. */
  root?: string;
  /** The app shell (app.html), also the template for server-rendered head tags. */
  templatePath?: string;
}

export type MetaResolver = (path: string, services: Services) => Promise<PageMeta | null>;

/**
 * The client-rendered shell the web build emits (web/vite-prerender.ts; functions/build.mjs copies
 * it beside the function); prerendered pages are their own files.
 */
export const SHELL_FILE = 'app.html';

/** Files to try for a path, as Hosting's cleanUrls does: `/` → index.html, `/terms` → terms.html. */
const candidates = (path: string) => (path === '/' ? ['/index.html'] : extname(path) ? [path] : [path, `${path}.html`]);

/**
 * Pages: built files (prerendered pages by their clean URL), then the app shell with each
 * page's head tags for every other path.
 * Resolvers (e.g. the blog's) give crawlers a page's real title, description and JSON-LD.
 */
export function pageRoutes(services: Services, options: WebOptions, resolvers: MetaResolver[]) {
  const routes = new Hono<AppEnv>();
  const root = options.root ? resolve(options.root) : null;
  const templatePath = options.templatePath ?? (root ? `${root}/${SHELL_FILE}` : null);
  let template: string | null = null;

  // Hosting compresses in production; locally the server does, for files and pages alike.
  routes.use('*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : compress()(c, next)));
  routes.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    if (root) {
      for (const path of candidates(c.req.path)) {
        const file = await serveFile(c, root, path);
        if (file) return file;
      }
    }
    template ??= templatePath ? loadTemplate(templatePath) : null;
    if (!template) return next();
    let meta: PageMeta | null = null;
    for (const resolve of resolvers) {
      meta = await resolve(c.req.path, services);
      if (meta) break;
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(meta ? renderPage(template, meta, services.config.siteName) : template);
  });
  return routes;
}
