/**
 * `npm run bench:taps`: whether a new visitor's first tap on each public page's main control is
 * answered (issue 73 §1), on this checkout's build. Builds the PWA, serves it from the real stack,
 * and has `BENCH_TAPS_VISITORS` (8) new visitors per control (first-taps.ts: each a fresh browser
 * context on a phone, 390 px with touch, at 4× CPU) open the page and tap the control as soon as it
 * shows. Prints each tap as it goes, then per control the lost taps (no result in 15 s), the tap's
 * time to its next paint (Event Timing), to its result, and when the control showed, as Markdown.
 * First, before any warm-up, the freshly started server's first visitor taps Get Started.
 *
 * `BENCH_TAPS_SPREAD=1` serves the same build from two stacks and alternates between them: the
 * run's own spread, to put beside a comparison (bench:compare's `taps` section compares builds).
 * `BENCH_WEB_PAGES` narrows the pages as for bench:web. Figures only: tests/e2e/first-tap.spec.ts
 * is the test that no tap is lost.
 */
import { buildWeb, warmUp } from './pages.ts';
import { benchStack, type RunningStack } from './stack.ts';
import {
  alternateTaps,
  freshServerTable,
  freshServerVisit,
  type TapBuild,
  type TapVisit,
  tapBrowser,
  tapControls,
  tapPaths,
  tapTable,
} from './tap-visits.ts';

const VISITORS = Number(process.env.BENCH_TAPS_VISITORS ?? 8);
const labels = process.env.BENCH_TAPS_SPREAD === '1' ? ['HEAD', 'HEAD again'] : ['HEAD'];
const controls = tapControls();

const buildDir = buildWeb();
const browser = await tapBrowser();
const stacks: RunningStack[] = [];
const failures: string[] = [];
try {
  const builds: TapBuild[] = [];
  const firsts: (TapVisit | string)[] = [];
  for (const label of labels) {
    const stack = await benchStack({ WEB_ROOT: buildDir });
    stacks.push(stack);
    const build = { label, url: stack.url };
    builds.push(build);
    firsts.push(await freshServerVisit(browser, build));
    await warmUp(stack, tapPaths(controls));
  }
  const runs = await alternateTaps(browser, builds, controls, VISITORS, failures);
  console.log(`\n${tapTable(builds, runs, VISITORS)}\n\n${freshServerTable(builds, firsts)}`);
} finally {
  await browser.close();
  await Promise.all(stacks.map((stack) => stack.stop()));
}
for (const failure of failures) console.error(`FAILED: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
