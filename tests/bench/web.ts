/**
 * `npm run bench:web`: builds the PWA into a temp dir, serves it from the real stack and runs
 * Lighthouse (mobile defaults) on /, /products/people, /blog, a post page with its cover image, and the
 * seeded delivered order's gift page /songs/{shareId} and order page /orders/{id}, three times each, each in a fresh
 * browser (as Lighthouse CI does; one run's performance score moves by several points on a small
 * machine). Prints every run's performance score and the median run's four category scores and
 * metrics, per page. Then, each beside its goal: the bytes a phone's first visit to each page
 * transfers before interaction and in its first 30 s (service worker install included), the
 * service worker's precache by area, the first-load JavaScript of / and the 3D background's code,
 * in gzip bytes. Figures only.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';
import { firstLoadJs } from './first-load.ts';
import { CATEGORIES, type LighthouseResult, lighthouseRun, medianRun, performanceScore } from './lighthouse.ts';
import { benchPages, buildWeb, warmUp } from './pages.ts';
import { benchStack } from './stack.ts';
import { type Bytes, cacheByArea, type VisitBytes, visitBytes } from './visit-bytes.ts';

const PAGES = benchPages();
const KB = 1024;
const GOALS = { firstLoad: 100 * KB, visit: 400 * KB, scene: 242 * KB, lcpImage: 100 * KB } as const;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** Set to a folder to keep each page's median Lighthouse report (JSON) for a closer look. */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;

const buildDir = buildWeb();

const firstLoad = firstLoadJs(buildDir);
const cache = cacheByArea(buildDir);
// The 3D background's own files: three.js, @react-three/fiber and the scene are one chunk named for it.
const sceneGzipBytes = readdirSync(join(buildDir, 'assets'))
  .filter((file) => /^Background(Scene|Particles)-.*\.js$/.test(file))
  .reduce((total, file) => total + gzipSync(readFileSync(join(buildDir, 'assets', file))).length, 0);
const stack = await benchStack({ WEB_ROOT: buildDir });
await warmUp(stack, PAGES);
const METRICS: [string, string][] = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const rows: string[] = [];
const visits = new Map<string, VisitBytes>();
try {
  for (const path of PAGES) {
    console.log(`▶ First visit to ${path} at the phone profile (30 s)…`);
    visits.set(path, await visitBytes(`${stack.url}${path}`, CHROMIUM as string));
  }
  for (const path of PAGES) {
    console.log(`▶ Lighthouse ${path}…`);
    const results: LighthouseResult[] = [];
    while (results.length < RUNS) {
      const attempt = await lighthouseRun(`${stack.url}${path}`);
      if (!attempt) break;
      results.push(attempt);
    }
    const result = medianRun(results);
    if (REPORT_DIR && result) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = path === '/' ? 'home' : path.slice(1).split('?')[0]?.replaceAll('/', '-');
      writeFileSync(join(REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
    }
    const categories = result?.lhr.categories ?? {};
    const scores = CATEGORIES.map((id) => {
      const score = categories[id]?.score;
      return `${id} ${score == null ? 'n/a' : Math.round(score * 100)}`;
    });
    const runs = results.map((r) => Math.round(performanceScore(r) * 100)).join(' / ');
    const audits = result?.lhr.audits ?? {};
    const metrics = METRICS.map(([id, label]) => `${label} ${audits[id]?.displayValue ?? 'n/a'}`);
    // The largest image the page loaded bounds its LCP image (a post's cover), whose goal is 100 KB on a phone.
    const images = (
      (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? []
    ).filter((request) => request.resourceType === 'Image');
    const largestImage = Math.max(0, ...images.map((request) => request.transferSize ?? 0));
    if (images.length > 0) {
      metrics.push(`largest image ${(largestImage / KB).toFixed(1)} KB (LCP image goal ≤ ${GOALS.lcpImage / KB} KB)`);
    }
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
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const withGoal = (bytes: number, goal: number) =>
  `${kb(bytes).padStart(9)}  (goal ≤ ${kb(goal)}${bytes <= goal ? '' : ', over'})`;
const sentAndGzip = (bytes: Bytes) => `${kb(bytes.sent)} as sent here, gzip ${kb(bytes.gzip)}`;
console.log('\nA first visit at the phone profile (Pixel 7, 390 px; response bodies):');
for (const [path, visit] of visits) {
  console.log(`  ${path.padEnd(18)} before interaction: ${sentAndGzip(visit.beforeInteraction)}`);
  console.log(
    `  ${''.padEnd(18)} first 30 s, install included: gzip${withGoal(visit.firstThirtySeconds.gzip, GOALS.visit)}; as sent here ${kb(visit.firstThirtySeconds.sent)}`,
  );
}
console.log('\nService worker precache by area (gzip; only public is precached, the others when first opened):');
for (const [area, bytes] of Object.entries(cache.precached)) console.log(`  ${area.padEnd(10)} ${kb(bytes).padStart(9)}`);
for (const [area, bytes] of Object.entries(cache.onFirstOpen))
  console.log(`  ${area.padEnd(10)} ${kb(bytes).padStart(9)} cached when the area is first opened`);
console.log(`\nFirst-load JavaScript of / (gzip): ${withGoal(firstLoad.totalGzipBytes, GOALS.firstLoad)}`);
for (const file of firstLoad.files) console.log(`  ${String(file.gzipBytes).padStart(8)}  ${file.path}`);
console.log(`\n3D background's code, three + fiber + scene (gzip): ${withGoal(sceneGzipBytes, GOALS.scene)}`);
