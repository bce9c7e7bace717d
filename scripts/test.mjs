// `npm test`: install what is missing, then typecheck, lint, unit + API + contract suites
// (Vitest, with the real Auth emulator) beside one browser test on the production topology on
// Firebase's Emulator Suite, then the browser suite (Playwright, Debian chromium).
// Ends with one line: `N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { emulatorSuiteUnavailable } from '../emulators/firebase-suite.mjs';
import { firestoreEmulatorUnavailable } from '../emulators/firestore-emulator.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Everything the suites write to the temp directory (data dirs, emulator state, Chromium
// profiles, reports) goes under this one folder, removed at the end: a run leaves nothing behind.
const runTemp = mkdtempSync(join(tmpdir(), 'storysong-test-'));
const reports = runTemp;
/** Skipped and flaky tests, named with the reason, for the summary. */
const notes = [];
/** Each failed test with the first line of its error: CI keeps only the tail of a run's output. */
const failedTests = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? 'no message';

/** Runs a step with its output on the console, as it comes; true when it passed. */
async function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const { status } = await spawned(command, args, env, 'inherit');
  return ended(label, status, started);
}

/** Runs a step with its output held back, then prints it whole when the step ends; true when it passed. */
async function runQuietly(label, command, args, env = {}) {
  const started = Date.now();
  const { status, output } = await spawned(command, args, env, 'pipe');
  console.log(`\n▶ ${label}${output ? `\n${output.trimEnd()}` : ''}`);
  return ended(label, status, started);
}

/** A child process's exit status, and its output when piped. */
function spawned(command, args, env, stdio) {
  const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, TMPDIR: runTemp, ...env } });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
}

/** Prints how a step ended and how long it took; true when it passed. */
function ended(label, status, started) {
  console.log(`  ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  return status === 0;
}

/** Runs quiet steps two at a time (the machine has two cores); prints each one's output when it ends. */
async function runSideBySide(steps) {
  const queue = [...steps];
  const results = new Map();
  const next = async () => {
    const step = queue.shift();
    if (!step) return;
    results.set(step.label, await runQuietly(step.label, step.command, step.args));
    await next();
  };
  await Promise.all([next(), next()]);
  return results;
}

function check(label, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Playwright's skipped tests with the reason given to test.skip, and tests that passed only on retry. */
function playwrightNotes(report, kind) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `[${test.projectName}] ${[...path, spec.title].join(' › ')}`;
        if (test.status === 'skipped') {
          const reason = test.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason given';
          found.push(`skipped (${kind}): ${name}: ${reason}`);
        }
        if (test.status === 'flaky') found.push(`FLAKY (${kind}, passed only on retry): ${name}`);
        if (test.status === 'unexpected') {
          const error = test.results?.find((result) => result.error)?.error;
          failedTests.push(`${kind}: ${name}: ${firstLine(error?.message)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

// On a clean machine Chromium is installed by apt while npm installs the packages, not after.
const chromium = wants('e2e') || wants('emulators') ? ensureChromium() : null;
ensureInstall();
const npx = join(root, 'node_modules/.bin');

// The typechecks, the lint and the build print little: they run side by side, longest first. The
// build is made once: the secrets check scans the bundle, the browser suites serve it.
const typechecks = ['web', 'functions', 'tests', 'core'].map((project) => ({
  label: `Typecheck ${project} (tsc, strict)`,
  command: `${npx}/tsc`,
  args: ['-p', project],
}));
const lint = { label: 'Lint and format check (Biome)', command: `${npx}/biome`, args: ['check', '.'] };
const build = { label: 'Build the PWA', command: 'npm', args: ['run', 'build', '-w', 'web', '--silent'] };
const needsWeb = wants('vitest') || wants('e2e') || wants('emulators');
const checked = await runSideBySide(
  [needsWeb && build, ...(wants('typecheck') ? typechecks : []), wants('lint') && lint].filter(Boolean),
);
if (wants('typecheck'))
  check(
    'typecheck',
    typechecks.every((step) => checked.get(step.label)),
  );
if (wants('lint')) check('lint', checked.get(lint.label));
const built = needsWeb && checked.get(build.label);
if (needsWeb && !built) check('web build', false);

/**
 * Runs a Playwright config and counts its report's tests, named `kind` in the summary; `quietly`
 * holds its output back until it ends, for a run beside another step.
 */
async function playwright(label, config, kind, { quietly = false } = {}) {
  const out = join(reports, `playwright-${kind}.json`);
  const ok = await (quietly ? runQuietly : run)(label, `${npx}/playwright`, ['test', '-c', config], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const report = readJson(out);
  if (report?.stats) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
    if (report.stats.unexpected > 0) failures.push(kind);
    for (const note of playwrightNotes(report, kind)) notes.push(note);
  }
  if (!ok && (!report?.stats || report.stats.unexpected === 0)) check(`${kind} (run failed before reporting)`, false);
}

// The production topology (Hosting → the built function, Firestore, Auth, the outbox trigger) on
// Firebase's Emulator Suite: one browser test, skipped saying why without Java 21+ or the Firestore
// emulator. It runs beside Vitest: it mostly waits for a JVM and the function's first load, about one
// core for 35 s, and Vitest leaves a quarter of the machine idle (its emulators' start, the Firestore
// project's transactions waiting on each other).
async function emulatorSmoke() {
  const noSuite = emulatorSuiteUnavailable();
  if (noSuite) {
    totals.skipped += 1;
    notes.push(`skipped (emulators): the production topology on the Emulator Suite: ${noSuite}`);
  } else if (!(await chromium)) {
    check('emulators (Chromium missing)', false);
  } else if (built) {
    await playwright(
      'Production topology on the Firebase Emulator Suite (Playwright, one smoke test)',
      'tests/emulator-suite/playwright.config.ts',
      'emulators',
      { quietly: wants('vitest') },
    );
  }
}
const smoke = wants('emulators') ? emulatorSmoke() : null;

if (wants('vitest')) {
  const out = join(reports, 'vitest.json');
  const queries = join(reports, 'queries.jsonl');
  writeFileSync(queries, '');
  // Without the official Firestore emulator, the project that is nothing but Firestore is left out,
  // saying why and how to get it; its contract and rules tests skip with the same reason.
  const noFirestore = process.env.FIRESTORE_EMULATOR_HOST ? null : firestoreEmulatorUnavailable();
  if (noFirestore) notes.push(`skipped (vitest): the api-firestore project (the API suite on Firestore): ${noFirestore}`);
  const projects = noFirestore ? ['--project', 'unit', '--project', 'api'] : [];
  const ok = await run(
    'Unit, API integration and contract suites (Vitest + Auth and Firestore emulators)',
    `${npx}/vitest`,
    ['run', ...projects],
    {
      VITEST_JSON: out,
      RECORD_QUERIES_TO: queries,
    },
  );
  const report = readJson(out);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests + (noFirestore ? 1 : 0);
    if (report.numFailedTests > 0) failures.push('vitest');
    // Skips are reported with their reason (the test's name says why), never counted as passes.
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'skipped' || test.status === 'pending') notes.push(`skipped (vitest): ${test.fullName}`);
        if (test.status === 'failed')
          failedTests.push(
            `vitest: ${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
          );
      }
    }
  }
  if (!ok && (!report || report.numFailedTests === 0)) check('vitest (run failed before reporting)', false);
  check(
    'firestore indexes',
    await run('Firestore composite indexes cover every query the API suite issued', `${npx}/tsx`, [
      'functions/src/ports/documents/check-indexes.ts',
      queries,
    ]),
  );
}

await smoke;

if (wants('e2e')) {
  if (!(await chromium)) {
    check('e2e (Chromium missing)', false);
  } else if (built) {
    await playwright('End-to-end suite (Playwright, Debian chromium-headless-shell)', 'tests/e2e/playwright.config.ts', 'e2e');
  }
}

// TEST_REPORTS_DIR keeps the suites' JSON reports (each test's time, for profiling the run) before
// the run's folder goes.
if (process.env.TEST_REPORTS_DIR) {
  mkdirSync(process.env.TEST_REPORTS_DIR, { recursive: true });
  for (const report of readdirSync(reports).filter((name) => name.endsWith('.json')))
    copyFileSync(join(reports, report), join(process.env.TEST_REPORTS_DIR, report));
}
rmSync(runTemp, { recursive: true, force: true });
if (notes.length) console.log(`\n${notes.map((note) => `  ${note}`).join('\n')}`);
if (failedTests.length) console.log(`\n${failedTests.map((test) => `  FAILED ${test}`).join('\n')}`);
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll suites green.');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
