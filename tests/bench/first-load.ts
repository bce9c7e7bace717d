import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  files: { path: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript a visitor downloads before the first page renders: the entry module and the
 * chunks index.html modulepreloads. Lazily loaded pages and the 3D scene are not counted.
 */
export function firstLoadJs(buildDir: string): FirstLoad {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((match) => match[1]);
  const files = [...new Set(scripts)].map((path) => ({
    path,
    gzipBytes: gzipSync(readFileSync(join(buildDir, path)), { level: 9 }).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
