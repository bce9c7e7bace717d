import { serveStatic } from '@hono/node-server/serve-static';
import { PRECOMPRESSED_SUFFIXES } from '@storysong/core';
import type { MiddlewareHandler } from 'hono';

/** Cache rules mirrored in firebase.json's Hosting headers. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/sw.js' || path.endsWith('.html') || /^\/manifest(-[a-z]{2})?\.webmanifest$/.test(path)) return 'no-cache';
  if (path.startsWith('/locales/')) return 'public, max-age=300, stale-while-revalidate=86400';
  return 'public, max-age=3600';
}

const SUFFIXES = Object.values(PRECOMPRESSED_SUFFIXES);

/**
 * Not published, as firebase.json's `ignore` says: dot files and folders (such as the page renderer
 * in .server/), and the build's compressed copies, which are sent only in place of their file.
 */
const isHidden = (path: string) =>
  SUFFIXES.some((suffix) => path.endsWith(suffix)) || path.split('/').some((segment) => segment.startsWith('.'));

/**
 * Built files from `root` (local only; Hosting serves them in production), as the build's brotli or
 * gzip copy when the browser accepts one, with the Cache-Control Hosting gives the same path.
 * `fileFor` maps the request's path to the file's (Hosting's cleanUrls: `/404` is 404.html).
 * Passes on what it has no file for.
 */
export function builtFiles(root: string, fileFor: (path: string) => string = (path) => path): MiddlewareHandler {
  const files = serveStatic({ root, precompressed: true, rewriteRequestPath: fileFor });
  return async (c, next) => {
    const path = fileFor(c.req.path);
    if (isHidden(path)) return next();
    let found = true;
    const answer = await files(c, () => {
      found = false;
      return next();
    });
    // On the answer itself: serveStatic calls onFound after making it, and headers set there are lost.
    if (found) answer?.headers.set('Cache-Control', cacheControlFor(path));
    return answer;
  };
}
