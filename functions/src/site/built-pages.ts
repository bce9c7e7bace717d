import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES_DIR, PAGES_MANIFEST, type PagesManifest } from '@storysong/core';
import type { Logger } from '../platform/logging.ts';

/*
 * What the web build leaves beside its page renderer (web/vite-prerender.ts): the prerendered
 * pages, and a manifest naming them, the not-found page, and every path pattern of the app's
 * route table (web/src/app/routes.tsx), the one list of the paths the app has a page for.
 */

/** Whether a route pattern (`/orders/:token`) matches a path; a trailing slash is ignored. */
export function matchesRoute(pattern: string, path: string): boolean {
  const segments = (value: string) => value.replace(/\/+$/, '').split('/');
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}

export interface BuiltPages {
  /** Whether the app has a page at this path; true for every path when the build named none. */
  isAppRoute(path: string): boolean;
  /** The prerendered page for a path, as built (with the placeholder origin), or null. */
  prerendered(path: string): string | null;
  /** The prerendered not-found page, or null. */
  notFound(): string | null;
}

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The built pages in `dir` (the renderer's folder); each file is read once, as it never changes. */
export function builtPages(dir: string | null, log: Logger): BuiltPages {
  const manifestText = dir && readText(join(dir, PAGES_MANIFEST));
  const manifest = manifestText ? (JSON.parse(manifestText) as PagesManifest) : null;
  if (dir && !manifest) log.warn('pages_manifest_missing', { dir });
  const files = new Map<string, string | null>();
  const page = (path: string) => {
    const file = manifest?.prerendered[path];
    if (!dir || !file) return null;
    if (!files.has(file)) files.set(file, readText(join(dir, PAGES_DIR, file)));
    return files.get(file) ?? null;
  };
  return {
    isAppRoute: (path) => !manifest || manifest.routes.some((pattern) => matchesRoute(pattern, path)),
    prerendered: page,
    notFound: () => (manifest ? page(manifest.notFound) : null),
  };
}
