import { extname, join, resolve } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../../platform/env.ts';
import type { Services } from '../../services.ts';
import { loadTemplate, type PageMeta, renderPage } from './render.ts';
import { pageRenderer, RENDERER_IN_WEB_BUILD, type RenderedPage } from './renderer.ts';
import { serveFile } from './static.ts';

export interface WebOptions {
  /** Built PWA folder; set by server.ts. Hosting serves it in production. */
  root?: string;
  /** The app shell (app.html), also the template for server-rendered pages and head tags. */
  templatePath?: string;
  /** The web app's page renderer (see renderer.ts); defaults to the one in `root`. */
  rendererPath?: string;
}

export type MetaResolver = (path: string, services: Services) => Promise<PageMeta | null>;

/**
 * The client-rendered shell the web build emits (web/vite-prerender.ts; functions/build.mjs copies
 * it beside the function); prerendered pages are their own files.
 */
export const SHELL_FILE = 'app.html';

/** Files to try for a path, as Hosting's cleanUrls does: `/` → index.html, `/terms` → terms.html. */
const candidates = (path: string) => (path === '/' ? ['/index.html'] : extname(path) ? [path] : [path, `${path}.html`]);

export interface PageSources {
  /** Give crawlers a page's real title, description and JSON-LD (e.g. a blog post's). */
  metaResolvers: MetaResolver[];
  /** Pages rendered whole, with their data, on each request (e.g. the blog's list). */
  renderedPages: RenderedPage[];
}

/**
 * Pages: built files (prerendered pages by their clean URL); then the pages the function renders
 * with their data, so they paint without waiting for the app and the API; then the app shell,
 * with a page's head tags where a resolver knows them, for every other path.
 */
export function pageRoutes(services: Services, options: WebOptions, sources: PageSources) {
  const routes = new Hono<AppEnv>();
  const root = options.root ? resolve(options.root) : null;
  const templatePath = options.templatePath ?? (root ? `${root}/${SHELL_FILE}` : null);
  const rendererPath = options.rendererPath ?? (root ? join(root, RENDERER_IN_WEB_BUILD) : null);
  let template: string | null = null;
  const loadShell = () => {
    template ??= templatePath ? loadTemplate(templatePath) : null;
    return template;
  };
  const renderer = rendererPath ? pageRenderer(rendererPath, services) : null;
  const shellAtStart = loadShell();
  if (renderer && shellAtStart) renderer.warmUp(sources.renderedPages, shellAtStart);

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
    const shell = loadShell();
    if (!shell) return next();
    c.header('Cache-Control', 'no-cache');
    const rendered = sources.renderedPages.find((page) => page.path === c.req.path);
    const html = rendered && renderer && (await renderer.render(rendered, shell));
    if (html) return c.html(html);
    let meta: PageMeta | null = null;
    for (const resolve of sources.metaResolvers) {
      meta = await resolve(c.req.path, services);
      if (meta) break;
    }
    return c.html(meta ? renderPage(shell, meta, services.config.siteName) : shell);
  });
  return routes;
}
