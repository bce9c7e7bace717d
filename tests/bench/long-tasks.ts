/**
 * `npm run bench:long-tasks`: what fills the main thread while each page loads, the view behind
 * bench:web's TBT. Builds the PWA, serves it from the real stack, and loads each page (see
 * pages.ts; `BENCH_WEB_PAGES` picks some) in Chromium at a phone's viewport with the CPU slowed
 * 4× (Lighthouse's mobile figure), recording a trace. Prints every task over 50 ms with its start,
 * its length and the trace events that took most of it (self time), then the time over 50 ms
 * summed over all of them and over the part after the first contentful paint (what Lighthouse's TBT
 * counts, see blockingAfterPaintMs), and the main thread's busy time in all (which does not change
 * with how the browser splits the same work into tasks) with its styling and layout; then the same
 * page's time over 50 ms with JavaScript off, the part no change to the app's scripts can remove,
 * and with its stylesheets off too, the part only less markup can remove; and first a blank page
 * from the same address, what any page costs this browser and harness (the floor of them all).
 * Compare runs by these sums, and the tasks by their names. Figures only.
 */
import {
  blankPageLoad,
  blockingAfterPaintMs,
  blockingMs,
  CPU_SLOWDOWN,
  LONG_MS,
  type LoadTrace,
  traceLoad,
} from './long-task-trace.ts';
import { benchPages, buildWeb, warmUp } from './pages.ts';
import { benchStack } from './stack.ts';

/** A baseline's line: its time over 50 ms, summed, and its busy time. */
const baselineLine = (what: string, trace: LoadTrace) =>
  `${what}: time over ${LONG_MS} ms, summed: ${blockingMs(trace.tasks).toFixed(0)} ms; main thread busy ${trace.busyMs.toFixed(0)} ms`;

const pages = benchPages();
const buildDir = buildWeb();
const stack = await benchStack({ WEB_ROOT: buildDir });
try {
  await warmUp(stack, pages);
  console.log(
    `\n${baselineLine('a blank page at the same address (what any page costs this browser and harness)', await blankPageLoad(stack.url))}`,
  );
  for (const path of pages) {
    const trace = await traceLoad(`${stack.url}${path}`);
    const { tasks, busyMs, styleLayoutMs, firstPaintMs, svgDocuments, cookieReads, fontLookups } = trace;
    console.log(
      `\n${path}: ${tasks.length} tasks over ${LONG_MS} ms at ${CPU_SLOWDOWN}× slower CPU; time over ${LONG_MS} ms, summed: ${blockingMs(tasks).toFixed(0)} ms, ` +
        `of which after the first contentful paint (at ${firstPaintMs?.toFixed(0) ?? 'never'} ms): ${blockingAfterPaintMs(trace).toFixed(0)} ms; ` +
        `main thread busy ${busyMs.toFixed(0)} ms, of which styling and layout ${styleLayoutMs.toFixed(0)} ms; ` +
        `SVG images built as documents: ${svgDocuments}; document.cookie reads: ${cookieReads}; font lookups: ${fontLookups}`,
    );
    for (const task of tasks) {
      const top = task.top.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
      console.log(`  at ${task.startMs.toFixed(0).padStart(5)} ms  ${task.durationMs.toFixed(0).padStart(4)} ms  ${top}`);
    }
    const bare = await traceLoad(`${stack.url}${path}`, { scripts: false });
    console.log(`  ${baselineLine("with JavaScript off (the browser's own work on the HTML and CSS)", bare)}`);
    const markup = await traceLoad(`${stack.url}${path}`, { scripts: false, styles: false });
    console.log(`  ${baselineLine('its markup alone (JavaScript and stylesheets off)', markup)}`);
  }
} finally {
  await stack.stop();
}
