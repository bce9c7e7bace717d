import { execFileSync, execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = 5;

/** Bundles a tree's function (its own `functions/build.mjs`) as it is deployed. */
export function buildFunction(root = ROOT) {
  execSync('node build.mjs', { cwd: join(root, 'functions'), stdio: 'ignore' });
}

/** The chunk a build's function loads on its first request or event (function-instance.ts), where it has one. */
function instanceChunk(root: string): string | null {
  try {
    return readdirSync(join(root, 'functions/lib/chunks')).find((name) => name.startsWith('function-instance-')) ?? null;
  } catch {
    return null;
  }
}

/**
 * One import of a tree's built function module in a fresh Node process, in ms (`entry`), and in the
 * same process the instance code its first request or event then loads (`instance`, null for a
 * build that loads everything with its entry).
 */
export function importOnce(root = ROOT): { entry: number; instance: number | null } {
  const chunk = instanceChunk(root);
  const script = [
    "const t = performance.now(); await import('./lib/index.js'); const entry = performance.now() - t;",
    chunk ? `await import('./lib/chunks/${chunk}');` : '',
    'console.log(JSON.stringify([entry, performance.now() - t - entry]));',
  ].join(' ');
  const [entry, instance] = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(root, 'functions'), encoding: 'utf8' }),
  ) as [number, number];
  return { entry: Math.round(entry), instance: chunk ? Math.round(instance) : null };
}

export function importOnceMs(root = ROOT): number {
  return importOnce(root).entry;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * How long the deployed function's module takes to import in a fresh Node process (a cold
 * start's share before the first request), the median of five, and what its first request then
 * loads. Builds the bundle first.
 */
export function functionImportMs(): { median: number; runs: number[]; instance: { median: number; runs: number[] } | null } {
  buildFunction();
  const measured = Array.from({ length: RUNS }, () => importOnce());
  const runs = measured.map((m) => m.entry);
  const instanceRuns = measured.flatMap((m) => (m.instance === null ? [] : [m.instance]));
  return {
    median: median(runs),
    runs,
    instance: instanceRuns.length ? { median: median(instanceRuns), runs: instanceRuns } : null,
  };
}
