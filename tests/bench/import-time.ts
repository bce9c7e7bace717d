import { execFileSync, execSync } from 'node:child_process';
import { resolve } from 'node:path';

const functionsDir = resolve(import.meta.dirname, '../../functions');
const RUNS = 5;

/**
 * How long the deployed function's module takes to import in a fresh Node process (a cold
 * start's share before the first request), the median of five. Builds the bundle first.
 */
export function functionImportMs(): { median: number; runs: number[] } {
  execSync('node build.mjs', { cwd: functionsDir, stdio: 'ignore' });
  const script = "const t = performance.now(); await import('./lib/index.js'); console.log(performance.now() - t);";
  const runs = Array.from({ length: RUNS }, () =>
    Math.round(
      Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: functionsDir, encoding: 'utf8' })),
    ),
  );
  const median = [...runs].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
  return { median, runs };
}
