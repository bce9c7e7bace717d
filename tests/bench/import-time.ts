import { execFileSync, execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

const functionsDir = resolve(import.meta.dirname, '../../functions');
const RUNS = 5;

const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? Number.NaN;

/**
 * How long the deployed function's module takes to import in a fresh Node process (a cold
 * start's share before the first request), the median of five; and, in the same processes, how
 * long the instance code its first request or event then loads takes (`instance`, where the build
 * has one: function-instance.ts). Builds the bundle first.
 */
export function functionImportMs(): { median: number; runs: number[]; instance: { median: number; runs: number[] } | null } {
  execSync('node build.mjs', { cwd: functionsDir, stdio: 'ignore' });
  const chunks = resolve(functionsDir, 'lib/chunks');
  const instanceChunk = (() => {
    try {
      return readdirSync(chunks).find((name) => name.startsWith('function-instance-')) ?? null;
    } catch {
      return null;
    }
  })();
  const script = [
    "const t = performance.now(); await import('./lib/index.js'); const entry = performance.now() - t;",
    instanceChunk ? `await import('./lib/chunks/${instanceChunk}');` : '',
    'console.log(JSON.stringify([entry, performance.now() - t - entry]));',
  ].join(' ');
  const measured = Array.from(
    { length: RUNS },
    () =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: functionsDir, encoding: 'utf8' }),
      ) as [number, number],
  );
  const runs = measured.map(([entry]) => Math.round(entry));
  const instanceRuns = measured.map(([, instance]) => Math.round(instance));
  return {
    median: median(runs),
    runs,
    instance: instanceChunk ? { median: median(instanceRuns), runs: instanceRuns } : null,
  };
}
