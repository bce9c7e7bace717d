import { execFileSync, execSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = 5;

/** Bundles a tree's function (its own `functions/build.mjs`) as it is deployed. */
export function buildFunction(root = ROOT) {
  execSync('node build.mjs', { cwd: join(root, 'functions'), stdio: 'ignore' });
}

/** One import of a tree's built function module in a fresh Node process, in ms. */
export function importOnceMs(root = ROOT): number {
  const script = "const t = performance.now(); await import('./lib/index.js'); console.log(performance.now() - t);";
  return Math.round(
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(root, 'functions'), encoding: 'utf8' }),
    ),
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * How long the deployed function's module takes to import in a fresh Node process (a cold
 * start's share before the first request), the median of five. Builds the bundle first.
 */
export function functionImportMs(): { median: number; runs: number[] } {
  buildFunction();
  const runs = Array.from({ length: RUNS }, () => importOnceMs());
  return { median: median(runs), runs };
}
