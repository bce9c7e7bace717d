import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a visitor to / downloads to start the app: the prerendered page's boot script
 * and the entry module and chunks it loads (named on its tag). Lazily loaded pages and the 3D
 * scene are not counted.
 */
export function firstLoadJs(buildDir: string): FirstLoad {
  // The home page as prerendered, beside the page renderer (web/vite-prerender.ts).
  const html = readFileSync(join(buildDir, '.server/pages/index.html'), 'utf8');
  const boot = /<script[^>]*src="([^"]+)"[^>]*data-entry="([^"]+)"[^>]*data-preload="([^"]*)"/.exec(html);
  if (!boot) throw new Error('The home page has no boot script naming the app entry');
  const scripts = [boot[1], boot[2], ...boot[3].split(' ').filter(Boolean)] as string[];
  const files = [...new Set(scripts)].map((path) => ({
    path,
    gzipBytes: gzipSync(readFileSync(join(buildDir, path)), { level: 9 }).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
