import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { orderPagePath, songPagePath } from '@storysong/core';
import { DEMO_DELIVERED_ORDER } from '../../functions/src/features/orders/seed.ts';
import type { RunningStack } from './stack.ts';

/** A seeded post whose cover is its largest paint on a phone: the image the post page's srcset must keep small. */
export const POST_PAGE = '/blog/post/from-first-dance-to-amapiano-a-wedding-story';

/** The public pages the web benchmarks measure, each with seeded content on a fresh data dir. */
const ALL_PAGES = [
  '/',
  '/products/people',
  '/blog',
  POST_PAGE,
  '/testimonies',
  songPagePath(DEMO_DELIVERED_ORDER.shareId),
  orderPagePath(DEMO_DELIVERED_ORDER),
];

/**
 * Of `paths`, all, or with `BENCH_WEB_PAGES=/,/songs/` those equal to one of the list or (for an
 * entry ending in /) starting with it.
 */
export function pagesMatching(paths: string[], only = process.env.BENCH_WEB_PAGES): string[] {
  const wanted = only?.split(',').filter(Boolean);
  if (!wanted) return paths;
  return paths.filter((path) =>
    wanted.some((entry) => path === entry || (entry.endsWith('/') && entry !== '/' && path.startsWith(entry))),
  );
}

/** The pages to measure (see pagesMatching). */
export function benchPages(only = process.env.BENCH_WEB_PAGES): string[] {
  return pagesMatching(ALL_PAGES, only);
}

/** Builds a tree's PWA (this one's unless named) into `outDir`, a fresh temp dir by default, as production would; returns the dir. */
export function buildWeb(
  root = resolve(import.meta.dirname, '../..'),
  outDir = mkdtempSync(join(tmpdir(), 'storysong-web-bench-')),
): string {
  console.log(`▶ Building the PWA of ${root} into ${outDir}…`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: join(root, 'web'),
    env: { ...process.env, WEB_OUT_DIR: outDir },
    stdio: 'inherit',
  });
  return outDir;
}

/**
 * The server answers each page a few times first, as a running server would have (bench:api warms
 * up too): its first renders (JIT, loading the renderer) would otherwise share this machine's two
 * cores with the browser being measured.
 */
export async function warmUp(stack: RunningStack, pages: string[]) {
  for (let i = 0; i < 3; i++) for (const path of pages) await (await fetch(`${stack.url}${path}`)).text();
}
