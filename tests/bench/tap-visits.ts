import { type Browser, chromium, type Page } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';
import {
  consentGiven,
  FIRST_TAPS,
  type FirstTap,
  GET_STARTED,
  LIMIT_MS,
  PERMISSIONS,
  PHONE,
  shownWithin,
  slowCpu,
  tapCentre,
} from './first-taps.ts';
import { median } from './import-time.ts';
import { CPU_SLOWDOWN } from './long-task-trace.ts';
import { pagesMatching } from './pages.ts';

/** An Event Timing entry as the page kept it. */
interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
}

/** What the page kept: its Event Timing entries, and which of the visit's documents it is (1: the first). */
interface Kept {
  firstTapEvents: EventEntry[];
  firstTapDocument: number;
}

/**
 * Keeps every Event Timing entry of 16 ms or more (the API's least threshold) on the window, from
 * before the page's first script: an interaction's longest entry is its time from the input to the
 * next paint (its INP). Numbers the visit's documents, so that a tap whose document was replaced
 * (by a link, or a form the browser submitted itself) is told from one under the threshold. Runs in the page.
 */
function recordEventTiming() {
  const documents = Number(sessionStorage.getItem('firstTapDocuments') ?? 0) + 1;
  sessionStorage.setItem('firstTapDocuments', String(documents));
  const kept: Kept = { firstTapEvents: [], firstTapDocument: documents };
  Object.assign(window, kept);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      kept.firstTapEvents.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Event Timing leaves out shorter interactions: the figure for a tap with no entry. */
export const UNDER_THRESHOLD_MS = 16;

/**
 * The tap's time to its next paint: its interaction's longest entry (16 when none reached the
 * threshold); NaN when the document it landed on, the visit's first, is gone.
 */
async function nextPaintMs(page: Page): Promise<number> {
  // Entries reach observers after the paint that ends them: two frames and a task later, all are in.
  const kept = await page
    .evaluate(
      () =>
        new Promise<Kept>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const { firstTapEvents, firstTapDocument } = window as unknown as Kept;
                resolve({ firstTapEvents, firstTapDocument });
              }, 50),
            ),
          ),
        ),
    )
    .catch(() => null);
  if (kept === null || kept.firstTapDocument !== 1) return Number.NaN;
  const tap = kept.firstTapEvents.filter((entry) => entry.interactionId > 0);
  return tap.length === 0 ? UNDER_THRESHOLD_MS : Math.max(...tap.map((entry) => entry.duration));
}

export interface TapVisit {
  /** ms from the navigation's start until the control showed and was tapped. */
  visibleMs: number;
  /** Its result did not show within the limit. */
  lost: boolean;
  /** The tap's interaction to next paint by Event Timing, ms (see nextPaintMs). */
  nextPaintMs: number;
  /** ms from the tap until its result showed; NaN when lost. */
  resultMs: number;
}

/** The browser every visitor gets a fresh context of: the whole Chromium a visitor has, as the other web benchmarks use. */
export function tapBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM as string, args: ['--no-sandbox'] });
}

/**
 * One new visitor (a fresh context: no cache, no storage, its service worker yet to install, as a
 * first visit has it) on a phone at 4× CPU, who opens the control's page at `origin` and taps it as
 * soon as it shows. Throws when the control never shows: a broken page, not a lost tap.
 */
export async function tapVisit(browser: Browser, origin: string, control: FirstTap): Promise<TapVisit> {
  const context = await browser.newContext({ ...PHONE, permissions: PERMISSIONS, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(recordEventTiming);
    const page = await context.newPage();
    await slowCpu(page);
    await consentGiven(page);
    const started = performance.now();
    await page.goto(`${origin}${control.path}`, { waitUntil: 'commit' });
    if ((await shownWithin(control.target(page), LIMIT_MS)) === null)
      throw new Error(`${control.path}: the control to tap (${control.name}) did not show within ${LIMIT_MS / 1000} s`);
    const tappedAt = await tapCentre(control.target(page), true);
    const watched = performance.now();
    const shown = await shownWithin(control.result(page), LIMIT_MS);
    return {
      visibleMs: tappedAt - started,
      lost: shown === null,
      nextPaintMs: await nextPaintMs(page),
      resultMs: shown === null ? Number.NaN : watched + shown - tappedAt,
    };
  } finally {
    await context.close();
  }
}

/** A build's running stack, as the tables name it. */
export interface TapBuild {
  label: string;
  url: string;
}

/** The controls to tap: all, or with `BENCH_WEB_PAGES` those on the pages it names (as for bench:web). */
export function tapControls(): FirstTap[] {
  const paths = pagesMatching([...new Set(FIRST_TAPS.map((control) => control.path))]);
  return FIRST_TAPS.filter((control) => paths.includes(control.path));
}

/** The pages of the controls, for a stack's warm-up. */
export const tapPaths = (controls: FirstTap[]) => [...new Set(controls.map((control) => control.path))];

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');

const visitLine = (visit: TapVisit) =>
  `tapped at ${ms(visit.visibleMs)} ms, next paint ${ms(visit.nextPaintMs)} ms, ${
    visit.lost ? `LOST (nothing in ${LIMIT_MS / 1000} s)` : `result after ${ms(visit.resultMs)} ms`
  }`;

/** The first visitor of a stack started just now, before anything warmed it: Get Started, as the issue saw it fail. */
export async function freshServerVisit(browser: Browser, build: TapBuild): Promise<TapVisit | string> {
  console.log(`▶ ${build.label}: the freshly started server's first visitor taps Get Started…`);
  try {
    const visit = await tapVisit(browser, build.url, GET_STARTED);
    console.log(`  ${visitLine(visit)}`);
    return visit;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  ${message}`);
    return message;
  }
}

/** Each build's visits to each control. */
export type TapRuns = Map<FirstTap, TapVisit[][]>;

/**
 * `visitors` new visitors per control, one on each build in turn, so that a busy machine slows all
 * alike. A control whose page a build does not serve (an earlier build) is skipped for it; one
 * that does not show is reported in `failures` and left out.
 */
export async function alternateTaps(
  browser: Browser,
  builds: TapBuild[],
  controls: FirstTap[],
  visitors: number,
  failures: string[],
): Promise<TapRuns> {
  const runs: TapRuns = new Map();
  for (const control of controls) {
    const served = await Promise.all(builds.map(async (build) => (await fetch(`${build.url}${control.path}`)).ok));
    const visits: TapVisit[][] = builds.map(() => []);
    for (let visitor = 1; visitor <= visitors; visitor++) {
      for (const [i, build] of builds.entries()) {
        if (!served[i]) continue;
        try {
          const visit = await tapVisit(browser, build.url, control);
          console.log(`▶ ${build.label} ${control.name}, visitor ${visitor} of ${visitors}: ${visitLine(visit)}`);
          visits[i]?.push(visit);
        } catch (error) {
          failures.push(`${build.label}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    runs.set(control, visits);
  }
  return runs;
}

/** "median (least–most)" of the figures that have one, "—" when none has. */
function medianAndRange(values: number[]): string {
  const known = values.filter(Number.isFinite);
  if (known.length === 0) return '—';
  return `${ms(median(known))} (${ms(Math.min(...known))}–${ms(Math.max(...known))})`;
}

const lostCell = (visits: TapVisit[]) =>
  visits.length === 0 ? 'n/a' : `${visits.filter((visit) => visit.lost).length}/${visits.length}`;

/**
 * Per control: lost taps on each build, then each build's median and range of tap → next paint,
 * tap → result and navigation → tapped, as Markdown.
 */
export function tapTable(builds: TapBuild[], runs: TapRuns, visitors: number): string {
  const columns = (what: string) => builds.map((build) => `${what}: ${build.label}`);
  const figures = (visits: TapVisit[][], of: (visit: TapVisit) => number) =>
    builds.map((_, i) => medianAndRange((visits[i] ?? []).map(of)));
  const header = [
    'first tap (page)',
    ...columns('lost'),
    ...columns('tap → next paint ms'),
    ...columns('tap → result ms'),
    ...columns('shown and tapped at ms'),
  ];
  const lines = [
    `First taps: ${visitors} new visitors per control and build, alternating, a phone at ${CPU_SLOWDOWN}× CPU, each tapping as soon as the control shows; ` +
      `lost: no result in ${LIMIT_MS / 1000} s; ms cells: median (least–most), the upper of the middle two for an even count; next paint by Event Timing (${UNDER_THRESHOLD_MS}: under its threshold; ` +
      '— where the tap navigated away); shown and tapped at: from the navigation’s start.',
    '',
    `| ${header.join(' | ')} |`,
    `|${' --- |'.repeat(header.length)}`,
  ];
  for (const [control, visits] of runs) {
    const cells = [
      `${control.name} (\`${control.path}\`)`,
      ...builds.map((_, i) => lostCell(visits[i] ?? [])),
      ...figures(visits, (visit) => visit.nextPaintMs),
      ...figures(visits, (visit) => visit.resultMs),
      ...figures(visits, (visit) => visit.visibleMs),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Each build's freshly started server and its first visitor's tap on Get Started, as Markdown. */
export function freshServerTable(builds: TapBuild[], firsts: (TapVisit | string)[]): string {
  const lines = [
    `A freshly started server's first visitor, before any warm-up: ${GET_STARTED.name} (\`${GET_STARTED.path}\`), ${CPU_SLOWDOWN}× CPU.`,
    '',
    '| build | lost | tap → next paint ms | tap → result ms | shown and tapped at ms |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [i, build] of builds.entries()) {
    const first = firsts[i];
    if (first === undefined) continue;
    if (typeof first === 'string') lines.push(`| ${build.label} | ${first} | | | |`);
    else
      lines.push(
        `| ${build.label} | ${first.lost ? 'lost' : 'no'} | ${ms(first.nextPaintMs)} | ${ms(first.resultMs)} | ${ms(first.visibleMs)} |`,
      );
  }
  return lines.join('\n');
}
