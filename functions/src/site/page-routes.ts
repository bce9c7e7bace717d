import { readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { type InitialData, type PageMeta, SHELL_FILE, withPageHead, withSiteOrigin } from '@storysong/core';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { clientAddress } from '../platform/client.ts';
import type { AppEnv } from '../platform/env.ts';
import type { Services } from '../services.ts';
import { builtPages } from './built-pages.ts';
import { RENDERER_IN_WEB_BUILD, type RenderedPage, renderedPages } from './rendered-pages.ts';
import { builtFiles } from './static-files.ts';

export interface WebOptions {
  /** Built PWA folder; set by server.ts. Hosting serves it in production. */
  root?: string;
  /** The app shell (app.html), also the template for server-rendered pages and head tags. */
  templatePath?: string;
  /** The web app's page renderer (see rendered-pages.ts), beside its prerendered pages; defaults to the one in `root`. */
  rendererPath?: string;
}

/** A page asked for: its path, its query, and who asks (for the limits a private page's reads share with the API's). */
export interface PageRequest {
  path: string;
  query: URLSearchParams;
  clientAddress: string;
}

/**
 * A page the function knows about from its data: its head tags (with the status to send them with,
 * for an app page that itself says why there is nothing to show) and, where it read them, the data
 * the page shows, rendered into it (decision 014); that it lives at another path now (answered with
 * a permanent redirect that keeps the query); or that it does not exist. A `personal` page (one
 * customer's order, a gift page with its signed links) is kept out of every cache.
 */
export type PageResolution =
  | { meta: PageMeta; status?: 404 | 410; data?: InitialData; personal?: true }
  | { redirect: string }
  | { notFound: true };

/** A path segment as written, for a resolver; a malformed escape names nothing. */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Null for a path the resolver does not handle. */
export type PageResolver = (request: PageRequest, services: Services) => Promise<PageResolution | null>;

/**
 * Prerendered pages are the same for every visitor until the next deploy: Hosting's CDN may keep
 * them (a deploy clears it), browsers check back each time.
 */
const PRERENDERED_CACHE = 'public, max-age=0, s-maxage=600';

const loadText = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

export interface PageSources {
  /** Pages known from data: a blog post's head tags, or that there is no such post. */
  resolvers: PageResolver[];
  /** Pages rendered whole, with their data, on each request (e.g. the blog's list). */
  renderedPages: RenderedPage[];
}

/**
 * Every page the site serves, the same locally and behind Hosting (decision 010): built files; the
 * prerendered pages; the pages rendered with their data; the app shell, with a page's head where a
 * resolver knows it, for the app's other routes; and the not-found page, with status 404, for any
 * other path. Absolute URLs in pages built before SITE_URL was known get it here.
 */
export function pageRoutes(services: Services, options: WebOptions, sources: PageSources) {
  const routes = new Hono<AppEnv>();
  const { siteUrl } = services.config;
  const root = options.root ? resolve(options.root) : null;
  const templatePath = options.templatePath ?? (root ? `${root}/${SHELL_FILE}` : null);
  const rendererPath = options.rendererPath ?? (root ? join(root, RENDERER_IN_WEB_BUILD) : null);
  let template: string | null = null;
  const loadShell = () => {
    template ??= templatePath ? loadText(templatePath) : null;
    return template;
  };
  const renderer = rendererPath ? renderedPages(rendererPath, services) : null;
  const built = builtPages(rendererPath ? dirname(rendererPath) : null, services.log);
  const shellAtStart = loadShell();
  if (renderer && shellAtStart) renderer.warmUp(sources.renderedPages, shellAtStart);

  const page = (c: Context<AppEnv>, html: string, status: 200 | 404 | 410 = 200) => c.html(withSiteOrigin(html, siteUrl), status);
  const notFound = (c: Context<AppEnv>, shell: string) => page(c, built.notFound() ?? shell, 404);

  async function resolveFromData(request: PageRequest): Promise<PageResolution | null> {
    for (const resolver of sources.resolvers) {
      const resolution = await resolver(request, services);
      if (resolution) return resolution;
    }
    return null;
  }

  const isApi = (c: Context) => c.req.path.startsWith('/api/');
  // Hosting compresses in production; locally the server does, for files and pages alike.
  routes.use('*', async (c, next) => (isApi(c) ? next() : compress()(c, next)));
  if (root) {
    const files = builtFiles(root);
    // Hosting's cleanUrls: `/404` is also 404.html.
    const pagesWithoutExtension = builtFiles(root, (path) => `${path}.html`);
    routes.use('*', async (c, next) => (isApi(c) ? next() : files(c, next)));
    routes.use('*', async (c, next) =>
      isApi(c) || extname(c.req.path) || c.req.path.endsWith('/') ? next() : pagesWithoutExtension(c, next),
    );
  }
  routes.on(['GET', 'HEAD'], '*', async (c, next) => {
    const { path } = c.req;
    if (isApi(c)) return next();
    const shell = loadShell();
    if (!shell) return next();
    const prerendered = built.prerendered(path);
    if (prerendered) {
      c.header('Cache-Control', PRERENDERED_CACHE);
      return page(c, prerendered);
    }
    c.header('Cache-Control', 'no-cache');
    const rendered = sources.renderedPages.find((candidate) => candidate.path === path);
    const html = rendered && renderer && (await renderer.render(path, rendered.data(services), shell));
    if (html) return page(c, html);
    const url = new URL(c.req.url);
    const resolution = await resolveFromData({ path, query: url.searchParams, clientAddress: clientAddress(c, services) });
    if (resolution && 'notFound' in resolution) return notFound(c, shell);
    if (resolution && 'redirect' in resolution) return c.redirect(`${resolution.redirect}${url.search}`, 301);
    if (!resolution) return built.isAppRoute(path) ? page(c, shell) : notFound(c, shell);
    if (resolution.personal) c.header('Cache-Control', 'private, no-store');
    // Rendered at the address asked for, query included, which is what the app hydrates (web/src/app/start.tsx).
    const withData = resolution.data && renderer && (await renderer.render(`${path}${url.search}`, resolution.data, shell));
    return page(c, withData || withPageHead(shell, resolution.meta, siteUrl), resolution.status);
  });
  return routes;
}
