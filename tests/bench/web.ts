/**
 * `npm run bench:web`: builds the PWA into a temp dir, serves it from the real stack and runs
 * Lighthouse (mobile defaults) on /, /products/people and /blog, three times each, each in a fresh
 * browser (as Lighthouse CI does; one run's performance score moves by several points on a small
 * machine). Prints every run's performance score and the median run's four category scores and
 * metrics, per page; then the first-load JavaScript of / in gzip bytes (budget: 150 KB). Figures only.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';
import { firstLoadJs } from './first-load.ts';
import { benchStack } from './stack.ts';

const PAGES = ['/', '/products/people', '/blog'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET_BYTES = 150 * 1024;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Set to a folder to keep each page's median Lighthouse report (JSON) for a closer look. */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;

const root = resolve(import.meta.dirname, '../..');
const buildDir = mkdtempSync(join(tmpdir(), 'storysong-web-bench-'));
console.log(`▶ Building the PWA into ${buildDir}…`);
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: join(root, 'web'),
  env: { ...process.env, WEB_OUT_DIR: buildDir },
  stdio: 'inherit',
});

const firstLoad = firstLoadJs(buildDir);
const stack = await benchStack({ WEB_ROOT: buildDir });
// The server answers each page a few times first, as a running server would have (bench:api warms
// up too): its first renders of /blog (JIT, loading the renderer) would otherwise share this
// machine's two cores with the browser being measured.
for (let i = 0; i < 3; i++) for (const path of PAGES) await (await fetch(`${stack.url}${path}`)).text();
const METRICS: [string, string][] = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const rows: string[] = [];
try {
  for (const path of PAGES) {
    console.log(`▶ Lighthouse ${path}…`);
    // A fresh browser per run, as Lighthouse CI does: nothing left running from the run before
    // (such as the service worker it installed, precaching the app) competes with this one.
    const run = async () => {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM as string,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        return await lighthouse(`${stack.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
      } finally {
        chrome.kill();
      }
    };
    const results: NonNullable<Awaited<ReturnType<typeof run>>>[] = [];
    while (results.length < RUNS) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more run settles it.
      let attempt = await run();
      if (attempt?.lhr.runtimeError) attempt = await run();
      if (!attempt) break;
      results.push(attempt);
    }
    const performance = (r: (typeof results)[number]) => r.lhr.categories.performance?.score ?? 0;
    const result = [...results].sort((a, b) => performance(a) - performance(b))[Math.floor(results.length / 2)];
    if (REPORT_DIR && result) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    const categories = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((id) => {
      const score = categories[id]?.score;
      return `${id} ${score == null ? 'n/a' : Math.round(score * 100)}`;
    });
    const runs = results.map((r) => Math.round(performance(r) * 100)).join(' / ');
    const audits = result?.lhr.audits ?? {};
    const metrics = METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? 'n/a'}`);
    // What costs points outside performance, so the next person knows where to look.
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${audits[ref.id]?.title ?? ref.id}`),
    );
    rows.push(
      [
        `${path.padEnd(18)} ${scores.join('  ')}`,
        `${''.padEnd(18)} performance in each run: ${runs}; the median run's figures:`,
        `${''.padEnd(18)} ${metrics.join('  ')}`,
        ...failing.map((f) => `${''.padEnd(18)} ✖ ${f}`),
      ].join('\n  '),
    );
  }
} finally {
  await stack.stop();
}

console.log('\nLighthouse (mobile):');
for (const row of rows) console.log(`  ${row}`);
console.log(
  `\nFirst-load JavaScript of / (gzip): ${firstLoad.totalGzipBytes} bytes (${(firstLoad.totalGzipBytes / 1024).toFixed(1)} KB; budget ${BUDGET_BYTES / 1024} KB)`,
);
for (const file of firstLoad.files) console.log(`  ${String(file.gzipBytes).padStart(8)}  ${file.path}`);
