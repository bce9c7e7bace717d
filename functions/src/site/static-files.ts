import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { PRECOMPRESSED_SUFFIXES, type PrecompressedEncoding } from '@storysong/core';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';

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
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Cache rules mirrored in firebase.json's Hosting headers. */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (path === '/sw.js' || path.endsWith('.html') || /^\/manifest(-[a-z]{2})?\.webmanifest$/.test(path)) return 'no-cache';
  if (path.startsWith('/locales/')) return 'public, max-age=300, stale-while-revalidate=86400';
  return 'public, max-age=3600';
}

/**
 * Not published, as firebase.json's `ignore` says: dot files and folders (such as the page renderer
 * in .server/), and the build's compressed copies, which are sent only in place of their file.
 */
const isHidden = (path: string) =>
  Object.values(PRECOMPRESSED_SUFFIXES).some((suffix) => path.endsWith(suffix)) ||
  path.split('/').some((segment) => segment.startsWith('.'));

const ENCODINGS = Object.keys(PRECOMPRESSED_SUFFIXES) as PrecompressedEncoding[];

/** The build's compressed copy of `target` the browser prefers among those it accepts, if any. */
async function compressedCopy(c: Context, target: string) {
  const present = await Promise.all(
    ENCODINGS.map(async (encoding) => {
      const info = await stat(target + PRECOMPRESSED_SUFFIXES[encoding]).catch(() => null);
      return info?.isFile() ? { encoding, size: info.size } : null;
    }),
  );
  const available = present.filter((copy) => copy !== null);
  if (available.length === 0) return { varies: false, copy: null };
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: available.map((copy) => copy.encoding),
    default: '',
    // Browsers list gzip before br at the same weight: the weight decides, then our order (the smaller copy first).
    match: (accepted, { supports }) => {
      const weight = (encoding: string) =>
        accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ??
        accepted.find((entry) => entry.type === '*')?.q ??
        0;
      const best = supports.reduce((chosenSoFar, encoding) => (weight(encoding) > weight(chosenSoFar) ? encoding : chosenSoFar));
      return weight(best) > 0 ? best : '';
    },
  });
  return { varies: true, copy: available.find((copy) => copy.encoding === chosen) ?? null };
}

/**
 * Serves a built file from `root` (local only; Hosting serves them in production), as the build's
 * brotli or gzip copy when the browser accepts one. Null when absent.
 */
export async function serveFile(c: Context, root: string, urlPath: string): Promise<Response | null> {
  const decoded = decodeURIComponent(urlPath);
  const target = normalize(join(root, decoded));
  if (!target.startsWith(root + sep) || decoded.endsWith('/') || isHidden(decoded)) return null;
  const info = await stat(target).catch(() => null);
  if (!info?.isFile()) return null;
  const { varies, copy } = await compressedCopy(c, target);
  c.header('Content-Type', TYPES[extname(target)] ?? 'application/octet-stream');
  c.header('Content-Length', String(copy?.size ?? info.size));
  c.header('Cache-Control', cacheControlFor(decoded));
  if (varies) c.header('Vary', 'Accept-Encoding');
  if (copy) c.header('Content-Encoding', copy.encoding);
  if (c.req.method === 'HEAD') return c.body(null);
  const sent = copy ? target + PRECOMPRESSED_SUFFIXES[copy.encoding] : target;
  return c.body(Readable.toWeb(createReadStream(sent)) as ReadableStream);
}
