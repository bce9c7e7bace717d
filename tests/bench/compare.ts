/**
 * `npm run bench:compare -- REF`: the same benchmarks on an earlier build (REF, any commit-ish) and
 * on this checkout (HEAD, uncommitted changes included), in one run, alternating where the order
 * matters, so that a busy machine slows both alike. Prints each figure for both and HEAD/REF as a
 * Markdown table to quote.
 *
 * REF is checked out in a git worktree at `.bench/<sha>` (ignored; reused by later runs), installed
 * with its own `scripts/ensure-install.mjs`, and its stack started by its own
 * `scripts/lib/stack.mjs`, so its server runs as that build ran it. This checkout's drivers measure
 * both: the same traffic mix, pages, Lighthouse settings and traces.
 *
 * `npm run bench:compare -- HEAD` compares this checkout with itself (one tree, one web build, two
 * stacks): the run's own spread, to put beside a comparison's figures.
 *
 * Sections (`BENCH_COMPARE=typecheck,import,api,load,openloop,routes,longtasks,web,bytes,taps`, all by default, in that order):
 * - typecheck: each tree's own `npm run typecheck` (its compiler, its projects), REF HEAD per round, wall and CPU.
 * - import: the function's module import in a fresh Node process, REF and HEAD alternately, median of 5.
 * - api: bench:api's routes at 50 connections, bare node:http / REF / HEAD in turn, `BENCH_SECONDS` each, twice.
 * - load: test:load's closed loop (`LOAD_CLIENTS`, 100), REF HEAD REF HEAD, `LOAD_SECONDS` (60) each on a fresh stack.
 * - openloop: the same mix offered at `LOAD_RATE` req/s (200), REF HEAD REF HEAD.
 * - routes: what each action of the mix costs the server alone: `BENCH_ROUTE_SECONDS` (5) of it at 10 clients, then
 *   until the server is quiet again (the mail it queued sent), server CPU ms per action; REF HEAD per round.
 * - longtasks: bench:long-tasks' blocking time (time over 50 ms per task at 4× CPU) per page, in all and after the
 *   first contentful paint (Lighthouse's TBT window), the same with JavaScript off (the floor the app's scripts
 *   cannot go below) and with stylesheets off too (the markup's own floor), the main thread's busy time and its
 *   styling and layout, the SVG images built as documents, the document.cookie reads and the font lookups
 *   (counts), REF/HEAD alternately, `BENCH_WEB_RUNS` (3) each; then a blank page from each stack's address
 *   as often, the floor any page has in this browser and harness.
 * - web: Lighthouse mobile performance per page, REF/HEAD alternately, `BENCH_WEB_RUNS` each; each run's TBT
 *   and the long tasks behind it are printed as it goes.
 * - bytes: bench:web's first visit at the phone profile per page (before interaction, and the first 30 s
 *   with one tap, service worker install included), gzip KB, REF then HEAD, once each (bytes, not time).
 * - taps: bench:taps' first taps (tap-visits.ts): `BENCH_TAPS_VISITORS` (8) new visitors per public page's main control,
 *   each a fresh context on a phone at 4× CPU tapping it as soon as it shows, REF/HEAD alternately; lost taps, tap → next
 *   paint (Event Timing) and tap → result, in a table of their own after the main one. First, each build's stack started
 *   afresh, its first visitor's tap on Get Started before any warm-up.
 * `BENCH_WEB_PAGES` narrows the pages as for bench:web; `BENCH_COMPARE_ROUNDS` (2) sets the load and typecheck rounds.
 * The load checks (errors, lost orders, ledger totals) hold on both; the run exits non-zero if one fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';
import {
  type LoadMode,
  type LoadResult,
  loadReport,
  type MixAction,
  mixActions,
  type OpenStore,
  P99_GOAL_MS,
  runLoad,
} from '../reliability/load-run.ts';
import { endedChildrenCpuMs, treeCpuMs } from '../reliability/process-cpu.ts';
import { Latencies } from '../reliability/traffic.ts';
import { buildFunction, importOnceMs, median } from './import-time.ts';
import { lighthouseRun, longTasksAfterPaint, performanceScore } from './lighthouse.ts';
import { blankPageLoad, blockingAfterPaintMs, blockingMs, traceLoad } from './long-task-trace.ts';
import { benchPages, buildWeb, warmUp } from './pages.ts';
import { type RunningStack, treeStack } from './stack.ts';
import {
  alternateTaps,
  freshServerTable,
  freshServerVisit,
  type TapBuild,
  tapBrowser,
  tapControls,
  tapPaths,
  tapTable,
} from './tap-visits.ts';
import { visitBytes } from './visit-bytes.ts';

const SECTIONS = ['typecheck', 'import', 'api', 'load', 'openloop', 'routes', 'longtasks', 'web', 'bytes', 'taps'] as const;
type Section = (typeof SECTIONS)[number];
const ROOT = resolve(import.meta.dirname, '../..');
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const LOAD_CLIENTS = Number(process.env.LOAD_CLIENTS ?? 100);
const LOAD_RATE = Number(process.env.LOAD_RATE ?? 200);
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 2);
const WEB_RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const API_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUTE_SECONDS = Number(process.env.BENCH_ROUTE_SECONDS ?? 5);
const IMPORT_RUNS = 5;
const TAP_VISITORS = Number(process.env.BENCH_TAPS_VISITORS ?? 8);

const ref = process.argv[2];
if (!ref) {
  console.error('Usage: npm run bench:compare -- REF   (a commit, tag or branch; BENCH_COMPARE=load,web… picks sections)');
  process.exit(2);
}
const wanted = (process.env.BENCH_COMPARE ?? SECTIONS.join(',')).split(',').filter(Boolean);
const unknown = wanted.filter((name) => !SECTIONS.includes(name as Section));
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}; the sections are ${SECTIONS.join(', ')}.`);
  process.exit(2);
}
const sections = SECTIONS.filter((name) => wanted.includes(name));

interface Tree {
  name: 'REF' | 'HEAD';
  label: string;
  root: string;
}

const git = (args: string[], cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** REF's worktree beside the checkout, made and installed on first use; `HEAD` is the checkout itself. */
function refTree(): Tree {
  if (ref === 'HEAD') return { ...headTree(), name: 'REF', label: 'HEAD again' };
  const sha = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const root = join(ROOT, '.bench', sha);
  if (!existsSync(join(root, '.git'))) {
    console.log(`▶ Checking out ${ref} (${sha.slice(0, 7)}) into ${root}…`);
    mkdirSync(join(ROOT, '.bench'), { recursive: true });
    git(['worktree', 'add', '--detach', root, sha]);
  }
  console.log(`▶ Installing ${sha.slice(0, 7)}'s dependencies if needed…`);
  execFileSync(process.execPath, ['scripts/ensure-install.mjs'], { cwd: root, stdio: 'inherit' });
  return { name: 'REF', label: `${ref === sha.slice(0, ref.length) ? '' : `${ref} `}${sha.slice(0, 7)}`, root };
}

function headTree(): Tree {
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  return { name: 'HEAD', label: `HEAD ${git(['rev-parse', '--short=7', 'HEAD'])}${dirty ? '+changes' : ''}`, root: ROOT };
}

const started = Date.now();
const trees = [refTree(), headTree()] as const;
const [REF, HEAD] = trees;

// ---------- the table ----------

interface Row {
  figure: string;
  ref: number[];
  head: number[];
  /** How the runs become one figure. */
  combine: 'median' | 'mean' | 'sum';
  digits?: number;
}
const rows: Row[] = [];
/** Tables of their own (the taps'), printed after the main one. */
const tables: string[] = [];
const failures: string[] = [];
const timings: string[] = [];

/** Runs that gave no figure (NaN: a Lighthouse run that failed twice) are shown in the cell but not combined. */
function combined(all: number[], how: Row['combine']): number {
  const values = all.filter(Number.isFinite);
  if (values.length === 0) return Number.NaN;
  if (how === 'median') return median(values);
  const sum = values.reduce((a, b) => a + b, 0);
  return how === 'sum' ? sum : sum / values.length;
}

function cell(values: number[], how: Row['combine'], digits = 0): string {
  if (values.length === 0) return 'n/a';
  const figure = combined(values, how).toFixed(digits);
  return values.length > 1 && how !== 'sum' ? `${figure} (${values.map((v) => v.toFixed(digits)).join(' / ')})` : figure;
}

function ratio(row: Row): string {
  const a = combined(row.ref, row.combine);
  const b = combined(row.head, row.combine);
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === 0) return '—';
  return `${(b / a).toFixed(2)}×`;
}

function table(): string {
  const lines = [
    `| figure | REF ${REF.label} | ${HEAD.label} | HEAD/REF |`,
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${cell(row.ref, row.combine, row.digits)} | ${cell(row.head, row.combine, row.digits)} | ${ratio(row)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Runs one section; one that fails is reported at the end, and the others still run. */
async function timedSection(name: Section, run: () => Promise<void>) {
  const at = Date.now();
  console.log(`\n════ ${name} ════`);
  try {
    await run();
  } catch (error) {
    console.error(error);
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const took = `${name}: ${((Date.now() - at) / 60_000).toFixed(1)} min`;
  timings.push(took);
  console.log(`(${took})`);
}

// ---------- the sections ----------

/** The tree's own typecheck to its end: its wall time and the CPU of every process it ran, in s. */
function typecheckOnce(tree: Tree): { wall: number; cpu: number } {
  const cpuBefore = endedChildrenCpuMs();
  const at = performance.now();
  execFileSync('npm', ['run', 'typecheck', '--silent'], { cwd: tree.root, stdio: 'ignore' });
  return { wall: (performance.now() - at) / 1000, cpu: (endedChildrenCpuMs() - cpuBefore) / 1000 };
}

async function typecheckSection() {
  const wall: Record<Tree['name'], number[]> = { REF: [], HEAD: [] };
  const cpu: Record<Tree['name'], number[]> = { REF: [], HEAD: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const tree of trees) {
      console.log(`▶ ${tree.name}'s typecheck, round ${round + 1} of ${ROUNDS}…`);
      const run = typecheckOnce(tree);
      wall[tree.name].push(run.wall);
      cpu[tree.name].push(run.cpu);
    }
  }
  const figure = 'typecheck (the tree’s own `npm run typecheck`)';
  rows.push({ figure: `${figure}: wall s`, ref: wall.REF, head: wall.HEAD, combine: 'mean', digits: 1 });
  rows.push({ figure: `${figure}: CPU s`, ref: cpu.REF, head: cpu.HEAD, combine: 'mean', digits: 1 });
}

async function importSection() {
  for (const tree of trees) buildFunction(tree.root);
  const runs: Record<Tree['name'], number[]> = { REF: [], HEAD: [] };
  for (let i = 0; i < IMPORT_RUNS; i++) for (const tree of trees) runs[tree.name].push(importOnceMs(tree.root));
  rows.push({
    figure: `function module import, ms (median of ${IMPORT_RUNS})`,
    ref: runs.REF,
    head: runs.HEAD,
    combine: 'median',
  });
}

async function bareServer(body: Buffer, contentType: string) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

async function apiSection() {
  const stacks = await bothStacks();
  try {
    for (const route of ['/api/health', '/api/blog/posts?page=1']) {
      const sample = await fetch(`${stacks.HEAD.url}${route}`);
      const bare = await bareServer(Buffer.from(await sample.arrayBuffer()), sample.headers.get('content-type') ?? 'text/plain');
      const shot = (url: string, duration: number) => autocannon({ url: `${url}${route}`, connections: 50, duration });
      for (const tree of trees) await shot(stacks[tree.name].url, 2);
      const rps: Record<Tree['name'] | 'bare', number[]> = { REF: [], HEAD: [], bare: [] };
      const p99: Record<Tree['name'], number[]> = { REF: [], HEAD: [] };
      for (let round = 0; round < ROUNDS; round++) {
        console.log(`▶ ${route}: bare, REF, HEAD, ${API_SECONDS} s each at 50 connections (round ${round + 1})…`);
        rps.bare.push((await shot(bare.url, API_SECONDS)).requests.average);
        for (const tree of trees) {
          const result = await shot(stacks[tree.name].url, API_SECONDS);
          rps[tree.name].push(result.requests.average);
          p99[tree.name].push(result.latency.p99);
          if (result.errors + result.non2xx > 0) failures.push(`${tree.name} ${route}: ${result.errors + result.non2xx} errors`);
        }
      }
      bare.close();
      const share = (list: number[]) => list.map((value, i) => (value / (rps.bare[i] ?? Number.NaN)) * 100);
      rows.push(
        { figure: `bench:api ${route}, req/s at 50 connections`, ref: rps.REF, head: rps.HEAD, combine: 'mean' },
        { figure: `bench:api ${route}, % of bare node:http`, ref: share(rps.REF), head: share(rps.HEAD), combine: 'mean' },
        { figure: `bench:api ${route}, p99 ms`, ref: p99.REF, head: p99.HEAD, combine: 'mean' },
      );
    }
  } finally {
    await stopBoth(stacks);
  }
}

async function treeStore(tree: Tree): Promise<OpenStore> {
  const module = await import(pathToFileURL(join(tree.root, 'functions/src/ports/documents/embedded.ts')).href);
  return (dir) => module.EmbeddedDocumentStore.open(dir);
}

async function loadSection(mode: LoadMode) {
  const results: Record<Tree['name'], LoadResult[]> = { REF: [], HEAD: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const tree of trees) {
      const stack = await treeStack(tree.root, { TRUSTED_PROXY_HOPS: '1' });
      console.log(`▶ ${tree.name}, round ${round + 1}: ${LOAD_SECONDS} s against ${stack.url}…`);
      const result = await runLoad(stack, {
        mode,
        seconds: LOAD_SECONDS,
        openStore: await treeStore(tree),
        // Builds without a commission ledger (ce860d5) have none to check.
        checkLedger: existsSync(join(tree.root, 'functions/src/features/affiliates/ledger.ts')),
      });
      console.log(loadReport(result).replace(/^/gm, '  '));
      results[tree.name].push(result);
      if (!result.ok) failures.push(`${tree.name} ${mode.kind}-loop round ${round + 1}: a correctness check failed (above)`);
    }
  }
  const figure = (name: string, of: (result: LoadResult) => number, combine: Row['combine'] = 'mean', digits = 0) =>
    rows.push({ figure: name, ref: results.REF.map(of), head: results.HEAD.map(of), combine, digits });
  const what = mode.kind === 'closed' ? `test:load, ${mode.clients} clients` : `open loop, ${mode.rate} req/s offered`;
  figure(`${what}: requests per s (failed ones included)`, (r) => r.perSecond);
  figure(`${what}: p50 ms`, (r) => r.p50, 'mean', 1);
  figure(`${what}: p99 ms${mode.kind === 'open' ? ` (goal < ${P99_GOAL_MS})` : ''}`, (r) => r.p99, 'mean', 1);
  figure(`${what}: p99 ms of the requests sent after the first 10 s`, (r) => r.latencies.sentAfter(10, 0.99), 'mean', 1);
  figure(`${what}: API server CPU ms per request, during the traffic`, (r) => r.cpuPerRequest.server ?? Number.NaN, 'mean', 2);
  figure(`${what}: driver CPU ms per request (MailDev included)`, (r) => r.cpuPerRequest.driver, 'mean', 2);
  figure(
    `${what}: s the server worked on after the traffic (its queued mail)`,
    (r) => r.workLeft?.seconds ?? Number.NaN,
    'mean',
    0,
  );
  figure(
    `${what}: API server CPU ms per request, the work it left queued included`,
    (r) => r.workLeft?.serverCpuPerRequestInAll ?? Number.NaN,
    'mean',
    2,
  );
  figure(`${what}: errors`, (r) => r.latencies.errors, 'sum');
  figure(`${what}: lost or unacknowledged orders`, (r) => r.lost + r.unexpected, 'sum');
  const ledgerChecked = (tree: Tree['name']) => results[tree].every((r) => r.ledgerProblems !== null);
  rows.push({
    figure: `${what}: ledger mismatches`,
    ref: ledgerChecked('REF') ? results.REF.map((r) => r.ledgerProblems?.length ?? 0) : [],
    head: ledgerChecked('HEAD') ? results.HEAD.map((r) => r.ledgerProblems?.length ?? 0) : [],
    combine: 'sum',
  });
}

/**
 * Waits until the server's CPU over half a second is under a tenth of a core, at most 30 s: what the
 * traffic queued is done. False when the server was still busy at the end.
 */
async function quiet(pid: number | undefined): Promise<boolean> {
  for (let waited = 0; waited < 30_000; waited += 500) {
    const before = treeCpuMs(pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    if ((treeCpuMs(pid) ?? 0) - before < 50) return true;
  }
  return false;
}

/** Server CPU ms per action: `ROUTE_SECONDS` of it from 10 clients, and what it queued (its mail) until the server is quiet. */
async function actionCost(tree: Tree['name'], pid: number | undefined, action: MixAction): Promise<number> {
  await quiet(pid);
  const before = treeCpuMs(pid);
  const deadline = performance.now() + ROUTE_SECONDS * 1000;
  let actions = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < deadline) {
        await action.run();
        actions++;
      }
    }),
  );
  // Mail that fell behind (as it did before decision 037) would otherwise be left out of the figure unsaid.
  if (!(await quiet(pid)))
    console.log(`  ⚠ ${tree}: still busy 30 s after ${action.name}; its figure leaves out what the server had left to do`);
  const after = treeCpuMs(pid);
  return before === null || after === null ? Number.NaN : (after - before) / actions;
}

async function routesSection() {
  const stacks = await bothStacks(() => ({ TRUSTED_PROXY_HOPS: '1' }));
  const latencies = { REF: new Latencies(), HEAD: new Latencies() };
  const actions = {
    REF: mixActions(stacks.REF.url, latencies.REF, { acknowledged: new Set(), paid: 0 }),
    HEAD: mixActions(stacks.HEAD.url, latencies.HEAD, { acknowledged: new Set(), paid: 0 }),
  };
  const costs = actions.HEAD.map(() => ({ REF: [] as number[], HEAD: [] as number[] }));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      console.log(`▶ each action of the mix, ${ROUTE_SECONDS} s at 10 clients, REF then HEAD (round ${round + 1})…`);
      for (const [i, cost] of costs.entries())
        for (const tree of trees)
          cost[tree.name].push(await actionCost(tree.name, stacks[tree.name].server.pid, actions[tree.name][i]));
    }
  } finally {
    await stopBoth(stacks);
  }
  for (const tree of trees)
    if (latencies[tree.name].errors > 0)
      failures.push(`routes, ${tree.name}: ${latencies[tree.name].failureSummary().join('; ')}`);
  for (const [i, cost] of costs.entries())
    rows.push({
      figure: `routes: ${actions.HEAD[i].name}, server CPU ms per action (its mail included)`,
      ref: cost.REF,
      head: cost.HEAD,
      combine: 'mean',
      digits: 2,
    });
}

// The web sections share one build per tree and one stack per tree.
let webStacks: Record<Tree['name'], RunningStack> | null = null;
let webBuilds: Map<Tree['name'], string> | null = null;

/** REF's build is made once per commit, beside its worktree; HEAD's afresh, as bench:web does, and REF's too when REF is HEAD. */
function refWebBuild(): string {
  const dir = `${REF.root}.web`;
  const complete = join(dir, '.bench-complete');
  if (!existsSync(complete)) {
    buildWeb(REF.root, dir);
    writeFileSync(complete, '');
  }
  return dir;
}

function builtWeb(): Map<Tree['name'], string> {
  if (webBuilds) return webBuilds;
  const head = buildWeb();
  webBuilds = new Map([
    ['REF', REF.root === HEAD.root ? head : refWebBuild()],
    ['HEAD', head],
  ]);
  return webBuilds;
}

async function bothStacks(envOf: (tree: Tree) => Record<string, string> = () => ({})) {
  const refStack = await treeStack(REF.root, envOf(REF));
  try {
    return { REF: refStack, HEAD: await treeStack(HEAD.root, envOf(HEAD)) };
  } catch (error) {
    await refStack.stop();
    throw error;
  }
}

async function stopBoth(stacks: Record<Tree['name'], RunningStack>) {
  await Promise.all(trees.map((tree) => stacks[tree.name].stop()));
}

async function stacksServingWeb() {
  if (webStacks) return webStacks;
  const roots = builtWeb();
  webStacks = await bothStacks((tree) => ({ WEB_ROOT: roots.get(tree.name) as string }));
  for (const tree of trees) await warmUp(webStacks[tree.name], await pagesOf(webStacks[tree.name]));
  return webStacks;
}

/** The pages a stack serves: an earlier build may lack some (the gift and order pages came later). */
async function pagesOf(stack: RunningStack): Promise<string[]> {
  const serving: string[] = [];
  for (const path of benchPages()) if ((await fetch(`${stack.url}${path}`)).ok) serving.push(path);
  return serving;
}

/** Runs `measure` on each page, REF then HEAD, `runs` times, skipping pages a tree does not serve. */
async function alternatePages(measure: (url: string) => Promise<Record<string, number>>, runs = WEB_RUNS) {
  const stacks = await stacksServingWeb();
  const served = { REF: await pagesOf(stacks.REF), HEAD: await pagesOf(stacks.HEAD) };
  const byPage = new Map<string, Record<Tree['name'], Record<string, number>[]>>();
  for (const path of benchPages()) {
    const figures: Record<Tree['name'], Record<string, number>[]> = { REF: [], HEAD: [] };
    for (let run = 0; run < runs; run++) {
      for (const tree of trees) {
        if (!served[tree.name].includes(path)) continue;
        console.log(`▶ ${tree.name} ${path}, run ${run + 1} of ${runs}…`);
        figures[tree.name].push(await measure(`${stacks[tree.name].url}${path}`));
      }
    }
    byPage.set(path, figures);
  }
  return byPage;
}

/** One figure's runs on a page, REF's and HEAD's, from `alternatePages`. */
function runsOf(figures: Record<Tree['name'], Record<string, number>[]>, key: string): Pick<Row, 'ref' | 'head'> {
  return {
    ref: figures.REF.map((f) => f[key] ?? Number.NaN),
    head: figures.HEAD.map((f) => f[key] ?? Number.NaN),
  };
}

async function longTasksSection() {
  const byPage = await alternatePages(async (url) => {
    const trace = await traceLoad(url);
    const bare = await traceLoad(url, { scripts: false });
    const markup = await traceLoad(url, { scripts: false, styles: false });
    return {
      blocking: blockingMs(trace.tasks),
      blockingAfterPaint: blockingAfterPaintMs(trace),
      busy: trace.busyMs,
      styleLayout: trace.styleLayoutMs,
      svgDocuments: trace.svgDocuments,
      cookieReads: trace.cookieReads,
      fontLookups: trace.fontLookups,
      blockingBare: blockingMs(bare.tasks),
      blockingMarkup: blockingMs(markup.tasks),
    };
  });
  const stacks = await stacksServingWeb();
  const blank: Pick<Row, 'ref' | 'head'> = { ref: [], head: [] };
  for (let run = 0; run < WEB_RUNS; run++) {
    console.log(`▶ a blank page, run ${run + 1} of ${WEB_RUNS}…`);
    blank.ref.push(blockingMs((await blankPageLoad(stacks.REF.url)).tasks));
    blank.head.push(blockingMs((await blankPageLoad(stacks.HEAD.url)).tasks));
  }
  rows.push({
    figure:
      'a blank page at the same address, time over 50 ms per task at 4× CPU (what any page costs this browser and harness), ms',
    ...blank,
    combine: 'median',
  });
  for (const [path, figures] of byPage) {
    rows.push({
      figure: `${path}: blocking time at 4× CPU (time over 50 ms per task, summed), ms`,
      ...runsOf(figures, 'blocking'),
      combine: 'median',
    });
    rows.push({
      figure: `${path}: of which after the first contentful paint (the window Lighthouse's TBT counts), ms`,
      ...runsOf(figures, 'blockingAfterPaint'),
      combine: 'median',
    });
    rows.push({
      figure: `${path}: the same with JavaScript off (the browser's own work on the HTML and CSS), ms`,
      ...runsOf(figures, 'blockingBare'),
      combine: 'median',
    });
    rows.push({
      figure: `${path}: its markup alone, JavaScript and stylesheets off (what only less markup can lower), ms`,
      ...runsOf(figures, 'blockingMarkup'),
      combine: 'median',
    });
    rows.push({ figure: `${path}: main thread busy at 4× CPU, ms`, ...runsOf(figures, 'busy'), combine: 'median' });
    rows.push({
      figure: `${path}: of which styling and layout (stylesheets parsed, styles matched, layout), ms`,
      ...runsOf(figures, 'styleLayout'),
      combine: 'median',
    });
    rows.push({
      figure: `${path}: SVG images built as documents of their own on the main thread (decision 052)`,
      ...runsOf(figures, 'svgDocuments'),
      combine: 'median',
    });
    rows.push({
      figure: `${path}: document.cookie reads, each a synchronous round trip the main thread waits on (decision 055)`,
      ...runsOf(figures, 'cookieReads'),
      combine: 'median',
    });
    rows.push({
      figure: `${path}: font lookups, each a synchronous round trip to the browser process inside a layout (decision 056)`,
      ...runsOf(figures, 'fontLookups'),
      combine: 'median',
    });
  }
}

async function webSection() {
  const byPage = await alternatePages(async (url) => {
    const result = await lighthouseRun(url, ['performance']);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
    const counted = longTasksAfterPaint(result, new URL(url).origin);
    console.log(`  TBT ${Math.round(audit('total-blocking-time'))} ms; its tasks: ${counted.join(' ') || 'none'}`);
    return {
      // A run Lighthouse could not complete (its runtime error, twice) has no score, not a score of 0.
      score: result.lhr.runtimeError ? Number.NaN : Math.round(performanceScore(result) * 100),
      tbt: audit('total-blocking-time'),
      lcp: audit('largest-contentful-paint'),
    };
  });
  for (const [path, figures] of byPage) {
    rows.push(
      { figure: `${path}: Lighthouse mobile performance`, ...runsOf(figures, 'score'), combine: 'median' },
      { figure: `${path}: Lighthouse TBT ms`, ...runsOf(figures, 'tbt'), combine: 'median' },
      { figure: `${path}: Lighthouse LCP ms`, ...runsOf(figures, 'lcp'), combine: 'median' },
    );
  }
}

async function bytesSection() {
  const byPage = await alternatePages(async (url) => {
    const visit = await visitBytes(url, CHROMIUM as string);
    return { before: visit.beforeInteraction.gzip / 1024, visit: visit.firstThirtySeconds.gzip / 1024 };
  }, 1);
  for (const [path, figures] of byPage) {
    rows.push(
      { figure: `${path}: first visit before interaction, KB gzip`, ...runsOf(figures, 'before'), combine: 'median', digits: 1 },
      {
        figure: `${path}: first visit's first 30 s with a tap, KB gzip`,
        ...runsOf(figures, 'visit'),
        combine: 'median',
        digits: 1,
      },
    );
  }
}

/**
 * Each build's stack started afresh for its first visitor (before any warm-up), then the shared
 * warm stacks for the visitors per control, REF/HEAD alternately.
 */
async function tapsSection() {
  const roots = builtWeb();
  const controls = tapControls();
  const browser = await tapBrowser();
  try {
    // As the main table's columns name them.
    const label = (tree: Tree) => (tree.name === 'REF' ? `REF ${tree.label}` : tree.label);
    const firsts = [];
    for (const tree of trees) {
      const fresh = await treeStack(tree.root, { WEB_ROOT: roots.get(tree.name) as string });
      try {
        firsts.push(await freshServerVisit(browser, { label: label(tree), url: fresh.url }));
      } finally {
        await fresh.stop();
      }
    }
    const stacks = await stacksServingWeb();
    const builds: TapBuild[] = trees.map((tree) => ({ label: label(tree), url: stacks[tree.name].url }));
    for (const tree of trees) await warmUp(stacks[tree.name], tapPaths(controls));
    const runs = await alternateTaps(browser, builds, controls, TAP_VISITORS, failures);
    tables.push(tapTable(builds, runs, TAP_VISITORS), freshServerTable(builds, firsts));
  } finally {
    await browser.close();
  }
}

const RUNNERS: Record<Section, () => Promise<void>> = {
  typecheck: typecheckSection,
  import: importSection,
  api: apiSection,
  load: () => loadSection({ kind: 'closed', clients: LOAD_CLIENTS }),
  openloop: () => loadSection({ kind: 'open', rate: LOAD_RATE }),
  routes: routesSection,
  longtasks: longTasksSection,
  web: webSection,
  bytes: bytesSection,
  taps: tapsSection,
};

console.log(
  `▶ Comparing REF ${REF.label} (${REF.root}) with ${HEAD.label} (${HEAD.root}): ${sections.join(', ')}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
if (loadavg()[0] > 4 * availableParallelism())
  console.warn(
    '▶ The machine is very busy: figures will be noisy, and an earlier build whose start-up waits less long may not start.',
  );
try {
  for (const section of sections) await timedSection(section, RUNNERS[section]);
} finally {
  if (webStacks) await stopBoth(webStacks);
}

console.log(
  `\nbench:compare, ${new Date().toISOString().slice(0, 16)}Z, ${((Date.now() - started) / 60_000).toFixed(0)} min (${timings.join(', ')}); load ${LOAD_SECONDS} s × ${ROUNDS} rounds, web ${WEB_RUNS} runs; cells: the median or mean, then each run.\n`,
);
console.log(table());
for (const extra of tables) console.log(`\n${extra}`);
for (const failure of failures) console.error(`FAILED: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
