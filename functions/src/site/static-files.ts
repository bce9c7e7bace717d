import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Cache rules mirrored in firebase.json's Hosting headers. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/sw.js' || path.endsWith('.html') || path === '/manifest.webmanifest') return 'no-cache';
  if (path.startsWith('/locales/')) return 'public, max-age=300, stale-while-revalidate=86400';
  return 'public, max-age=3600';
}

/** Dot files and folders (such as the page renderer in .server/) are not published, as firebase.json's `**\/.*` says. */
const isHidden = (path: string) => path.split('/').some((segment) => segment.startsWith('.'));

/** Serves a built file from `root` (local only; Hosting serves them in production). Null when absent. */
export async function serveFile(c: Context, root: string, urlPath: string): Promise<Response | null> {
  const decoded = decodeURIComponent(urlPath);
  const target = normalize(join(root, decoded));
  if (!target.startsWith(root + sep) || decoded.endsWith('/') || isHidden(decoded)) return null;
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) return null;
  c.header('Content-Type', TYPES[extname(target)] ?? 'application/octet-stream');
  c.header('Content-Length', String(info.size));
  c.header('Cache-Control', cacheControlFor(decoded));
  if (c.req.method === 'HEAD') return c.body(null);
  return c.body(Readable.toWeb(createReadStream(target)) as ReadableStream);
}
