/**
 * `npm run bench:suite [-- PLAYWRIGHT ARGS]`: where the browser suite's time goes. Builds the PWA if
 * anything it is built from changed, then runs the browser suite (tests/e2e; arguments narrow it as
 * they would `playwright test`, e.g. `a11y.spec.ts --project desktop`) while reading /proc every half
 * second, and prints:
 * - the CPU seconds each kind of process used (Chromium's renderers, browser, GPU and utility processes,
 *   the Playwright runner with the stack's MailDev in it, its workers, the API server, the Auth
 *   emulator), beside the whole machine's busy time, so the share the readings saw is plain (a
 *   process's last half second before it ends is not seen);
 * - each spec file's test time and number of tests, longest first, then the ten longest tests.
 * The suite is bound by CPU on a two-core machine, so its length moves with what its processes cost.
 * Figures only, which move with the machine: compare runs made one after the other.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// @ts-expect-error plain ESM helper shared with npm start
import { buildWebIfChanged } from '../../scripts/lib/web-build.mjs';
import { allProcesses, ticksToMs } from '../reliability/process-cpu.ts';
import { type PlaywrightReport, processKind, specTimes, type TestTime } from './suite-figures.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const READ_EVERY_MS = 500;

/** The machine's busy and total clock ticks so far, from /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  const ticks = fields.slice(0, 8).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** Each process's kind and CPU ticks, by pid and start time (a pid may be reused). */
const seen = new Map<string, { kind: string; ticks: number; before: number }>();

function readProcesses(atStart = false) {
  for (const { pid, start, ticks } of allProcesses()) {
    const key = `${pid}:${start}`;
    const known = seen.get(key);
    if (known) {
      known.ticks = ticks;
      continue;
    }
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    } catch {
      continue; // It ended after it was listed.
    }
    // What a process used before the suite started is not the suite's.
    seen.set(key, { kind: processKind(commandLine), ticks, before: atStart ? ticks : 0 });
  }
}

const seconds = (ticks: number) => ticksToMs(ticks) / 1000;
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

buildWebIfChanged();
const reportFile = join(mkdtempSync(join(tmpdir(), 'storysong-suite-')), 'report.json');
readProcesses(true);
const machineBefore = machineTicks();
const started = performance.now();
const suite = spawn(
  join(ROOT, 'node_modules/.bin/playwright'),
  ['test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } },
);
const reading = setInterval(readProcesses, READ_EVERY_MS);
const exitCode = await new Promise<number>((done) => suite.on('exit', (code) => done(code ?? 1)));
clearInterval(reading);
readProcesses();
const wallSeconds = (performance.now() - started) / 1000;
const machine = machineTicks();

const byKind = new Map<string, number>();
for (const { kind, ticks, before } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + ticks - before);
const counted = [...byKind.values()].reduce((sum, ticks) => sum + ticks, 0);
const machineBusy = machine.busy - machineBefore.busy;

console.log(
  `\nThe browser suite took ${wallSeconds.toFixed(0)} s; the machine was busy ${((100 * machineBusy) / (machine.total - machineBefore.total)).toFixed(0)}% of it.\n`,
);
console.log(row(['process', 'CPU s', 'share of what was read']));
console.log(row(['---', '---', '---']));
for (const [kind, ticks] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, ticks]) => ticks > 0))
  console.log(row([kind, seconds(ticks).toFixed(1), `${((100 * ticks) / counted).toFixed(0)}%`]));
console.log(
  row([
    'all read',
    seconds(counted).toFixed(1),
    `${((100 * counted) / machineBusy).toFixed(0)}% of the machine's ${seconds(machineBusy).toFixed(1)} s`,
  ]),
);

if (!existsSync(reportFile)) {
  console.error(`\nPlaywright wrote no report (it exited with ${exitCode} before its tests ran): no test times.`);
  process.exit(exitCode || 1);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as PlaywrightReport;
const { files, tests } = specTimes(report);
const total = files.reduce((sum, file) => sum + file.ms, 0);
console.log(`\n${row(['spec', 'tests', 'test time s', 'share'])}\n${row(['---', '---', '---', '---'])}`);
for (const file of files)
  console.log(row([file.file, file.tests, (file.ms / 1000).toFixed(1), `${((100 * file.ms) / total).toFixed(0)}%`]));
const describe = (test: TestTime) => `${(test.ms / 1000).toFixed(1)} s  [${test.project}] ${test.file} › ${test.title}`;
console.log(`\nThe ten longest tests:\n${tests.slice(0, 10).map(describe).join('\n')}`);
process.exit(exitCode);
