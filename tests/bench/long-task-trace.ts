import { setTimeout as wait } from 'node:timers/promises';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';
import { PipeBrowser } from './cdp-pipe.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}
interface Slice extends TraceEvent {
  dur: number;
}

export const LONG_MS = 50;
export const CPU_SLOWDOWN = 4;
/** Long enough for a page's code to load and hydrate under the slowdown. */
const RECORD_MS = 7_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading', 'fonts'];

/**
 * The page's main thread: of the renderer main threads that parsed the page's HTML, the busiest.
 * The busiest of all was at times a browser UI renderer (its custom elements), not the page.
 */
function mainThread(events: TraceEvent[], origin: string): Slice[] {
  const slices = events.filter((event): event is Slice => event.ph === 'X' && event.dur !== undefined);
  const parsedPage = new Set(
    slices
      .filter((slice) => slice.name === 'ParseHTML' && JSON.stringify(slice.args ?? {}).includes(origin))
      .map((slice) => `${slice.pid}:${slice.tid}`),
  );
  const threads = events.filter(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && parsedPage.has(`${event.pid}:${event.tid}`),
  );
  const busy = (thread: TraceEvent) =>
    slices
      .filter((slice) => slice.pid === thread.pid && slice.tid === thread.tid && slice.name === 'RunTask')
      .reduce((total, slice) => total + slice.dur, 0);
  const main = threads.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) throw new Error('The trace has no renderer main thread');
  return slices.filter((slice) => slice.pid === main.pid && slice.tid === main.tid).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** Self time (its length less its children's) by event name (and script), within one task. */
function selfTimes(task: Slice, slices: Slice[]): Map<string, number> {
  const inside = slices.filter((slice) => slice !== task && slice.ts >= task.ts && slice.ts + slice.dur <= task.ts + task.dur);
  const self = new Map<Slice, number>();
  const open: Slice[] = [];
  for (const slice of inside) {
    while (open.length > 0 && (open.at(-1) as Slice).ts + (open.at(-1) as Slice).dur <= slice.ts) open.pop();
    self.set(slice, slice.dur);
    const parent = open.at(-1);
    if (parent) self.set(parent, (self.get(parent) ?? 0) - slice.dur);
    open.push(slice);
  }
  const byName = new Map<string, number>();
  for (const [slice, micros] of self) {
    const url = slice.args?.data?.url;
    const script = url && !url.startsWith('data:') ? ` ${url.split('/').pop()}` : '';
    const name = `${slice.name}${script}`;
    byName.set(name, (byName.get(name) ?? 0) + micros / 1000);
  }
  return byName;
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** The trace events that took most of the task, by self time in ms. */
  top: [string, number][];
}

/**
 * The trace events of styling and laying out the page: parsing stylesheets, building their rule
 * sets, matching them (style recalculation) and layout. Counted without nesting (see styleLayoutMs).
 */
const STYLE_AND_LAYOUT = new Set([
  'ParseAuthorStyleSheet',
  'CSSParserImpl::parseStyleSheet',
  'RuleSet::addRulesFromSheet',
  'StyleEngine::updateActiveStyleSheets',
  'Document::recalcStyle',
  'Document::updateStyle',
  'LocalFrameView::performLayout',
]);

/** The time of `slices` (sorted by start) named in `names`, leaving out those inside another counted one. */
function outermostMs(slices: Slice[], names: Set<string>): number {
  let total = 0;
  let coveredUntil = 0;
  for (const slice of slices) {
    if (!names.has(slice.name) || slice.ts < coveredUntil) continue;
    total += slice.dur;
    coveredUntil = slice.ts + slice.dur;
  }
  return total / 1000;
}

export interface LoadTrace {
  /** The main thread's tasks over 50 ms. */
  tasks: LongTask[];
  /**
   * All the main thread's tasks, summed. Unlike the time over 50 ms, it does not change with how the
   * browser happens to split or join the same work into tasks.
   */
  busyMs: number;
  /** Of that, styling and laying out the page (STYLE_AND_LAYOUT). */
  styleLayoutMs: number;
  /** When the page first painted content (its first contentful paint), on the tasks' clock; null if it did not. */
  firstPaintMs: number | null;
  /**
   * SVG images the page's renderer built, each a document of its own made on the main thread
   * (decision 052): a count, so it does not move with the machine as the times do.
   */
  svgDocuments: number;
  /**
   * Times the page read `document.cookie`: each a synchronous round trip to the browser's network
   * service that the main thread waits on (decision 055). A count, like svgDocuments.
   */
  cookieReads: number;
  /**
   * Questions the page's renderer asked the browser process about fonts, each a synchronous round
   * trip inside a layout on Chromium for Linux (the sandboxed renderer cannot read fontconfig): a
   * family looked up by name, the rendering settings of a font at a size and weight, a font for a
   * character the page's fonts lack. A count, like svgDocuments.
   */
  fontLookups: number;
}

export interface TraceOptions {
  /**
   * False loads the page with JavaScript switched off: what is left is the browser's own work on
   * the page's HTML and CSS (committing the navigation, parsing, styling, the first layout with its
   * fonts), a floor that no change to the app's scripts can take the page below; only lighter markup
   * or styles can. A page the server does not prerender is then an empty shell.
   */
  scripts?: boolean;
  /**
   * False (with `scripts` false) fails the page's stylesheet requests: what is left is its markup
   * alone under the browser's default styles, which only less markup can lower. A baseline, not a
   * figure of the page as a visitor gets it, nor a strict floor for it: a stylesheet can hide parts
   * of the markup, and the default serif asks font lookups of its own.
   */
  styles?: boolean;
}

/**
 * The smallest page there is, answered by the tracer itself at the stack's own address: what the
 * browser and this harness cost any page (committing a navigation, a first layout and paint), a
 * baseline measured in the same run as the pages (blankPageLoad).
 */
const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title></head><body><p>Blank</p></body></html>`;
const BLANK_PATH = '/__bench-blank-page';

/**
 * As the browser suites' `serviceWorkers: 'block'`: the page's worker would otherwise precache the
 * whole app while the trace records.
 */
const BLOCK_SERVICE_WORKERS = `if (self.ServiceWorkerContainer) ServiceWorkerContainer.prototype.register = () =>
  Promise.reject(new DOMException('Service workers are off while the page is traced', 'SecurityError'));`;

interface Visit {
  url: string;
  scripts: boolean;
  styles: boolean;
  /** The document to answer the navigation with, in place of the server's. */
  document?: string;
}

/**
 * Answers what the visit replaces through DevTools' Fetch domain: the navigation itself (`document`)
 * and, with `styles` off, every stylesheet (failed as if blocked). Requests it does not name go to
 * the server untouched.
 */
async function interceptRequests(browser: PipeBrowser, page: string, { url, styles, document }: Visit) {
  const patterns = [
    ...(document === undefined ? [] : [{ urlPattern: url, resourceType: 'Document', requestStage: 'Request' }]),
    ...(styles ? [] : [{ resourceType: 'Stylesheet', requestStage: 'Request' }]),
  ];
  if (patterns.length === 0) return () => undefined;
  const stop = browser.on('Fetch.requestPaused', (params) => {
    const { requestId, resourceType } = params as { requestId: string; resourceType: string };
    const answer =
      resourceType === 'Document' && document !== undefined
        ? browser.send(
            'Fetch.fulfillRequest',
            {
              requestId,
              responseCode: 200,
              responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
              body: Buffer.from(document).toString('base64'),
            },
            page,
          )
        : browser.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' }, page);
    // A request the browser dropped meanwhile (the page went on) has nothing left to answer.
    answer.catch(() => undefined);
  });
  await browser.send('Fetch.enable', { patterns }, page);
  return stop;
}

/** Records the trace of one visit in a fresh browser (see PipeBrowser for why not Playwright). */
async function recordVisit(visit: Visit): Promise<TraceEvent[]> {
  const { url, scripts } = visit;
  const browser = PipeBrowser.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    await browser.send(
      'Emulation.setDeviceMetricsOverride',
      { width: 390, height: 844, deviceScaleFactor: 1, mobile: false },
      page,
    );
    await browser.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, page);
    if (!scripts) await browser.send('Emulation.setScriptExecutionDisabled', { value: true }, page);
    await browser.send('Page.enable', {}, page);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: BLOCK_SERVICE_WORKERS }, page);
    const stopIntercepting = await interceptRequests(browser, page, visit);
    const events: TraceEvent[] = [];
    const stopCollecting = browser.on('Tracing.dataCollected', (params) => events.push(...(params.value as TraceEvent[])));
    await browser.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    const loaded = browser.next('Page.loadEventFired', page);
    const { errorText } = await browser.send<{ errorText?: string }>('Page.navigate', { url }, page);
    if (errorText) throw new Error(`Loading ${url} failed: ${errorText}`);
    await loaded;
    await wait(RECORD_MS);
    const complete = browser.next('Tracing.tracingComplete');
    await browser.send('Tracing.end');
    await complete;
    stopCollecting();
    stopIntercepting();
    return events;
  } finally {
    await browser.close();
  }
}

/** How many times the page's renderer did one of `names`. */
const countOnPage = (events: TraceEvent[], names: string[], pid: number | undefined) =>
  events.filter((event) => event.ph === 'X' && names.includes(event.name) && event.pid === pid).length;

const FONT_LOOKUPS = [
  'FontDataManager::onMatchFamilyStyle',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  'WebSandboxSupportLinux::GetFallbackFontForCharacter',
];

/**
 * Loads `url` in Chromium at a phone's viewport with the CPU slowed 4× and returns what its main
 * thread did while it loaded: the tasks over 50 ms, and the time busy in all.
 */
export async function traceLoad(url: string, { scripts = true, styles = true }: TraceOptions = {}): Promise<LoadTrace> {
  return traceOf(await recordVisit({ url, scripts, styles }), url);
}

/**
 * A blank page's load at `origin` (BLANK_PAGE), JavaScript on, traced as the pages are: the
 * harness's own floor, which no page can go below.
 */
export async function blankPageLoad(origin: string): Promise<LoadTrace> {
  const url = `${origin}${BLANK_PATH}`;
  return traceOf(await recordVisit({ url, scripts: true, styles: true, document: BLANK_PAGE }), url);
}

function traceOf(events: TraceEvent[], url: string): LoadTrace {
  const slices = mainThread(events, new URL(url).origin);
  const start = slices[0]?.ts ?? 0;
  const runTasks = slices.filter((slice) => slice.name === 'RunTask');
  const tasks = runTasks.filter((task) => task.dur > LONG_MS * 1000);
  const firstPaint = events
    .filter((event) => event.name === 'firstContentfulPaint' && event.pid === slices[0]?.pid)
    .reduce<number | null>((earliest, event) => (earliest === null ? event.ts : Math.min(earliest, event.ts)), null);
  return {
    tasks: tasks.map(
      (task): LongTask => ({
        startMs: (task.ts - start) / 1000,
        durationMs: task.dur / 1000,
        top: [...selfTimes(task, slices)].sort((a, b) => b[1] - a[1]).slice(0, 5),
      }),
    ),
    busyMs: outermostMs(runTasks, new Set(['RunTask'])),
    styleLayoutMs: outermostMs(slices, STYLE_AND_LAYOUT),
    firstPaintMs: firstPaint === null ? null : (firstPaint - start) / 1000,
    svgDocuments: countOnPage(events, ['IsolatedSVGDocumentHost::IsolatedSVGDocumentHost'], slices[0]?.pid),
    cookieReads: countOnPage(events, ['CookieJar::Cookies'], slices[0]?.pid),
    fontLookups: countOnPage(events, FONT_LOOKUPS, slices[0]?.pid),
  };
}

/** Each task's time over 50 ms, summed: the blocking time, counted over the whole load. */
export const blockingMs = (tasks: LongTask[]) => tasks.reduce((total, task) => total + task.durationMs - LONG_MS, 0);

/**
 * The blocking time a visitor can feel: as Lighthouse counts its TBT, only from the first
 * contentful paint on (before it there is nothing to interact with), a task under way at the paint
 * counting from the paint. The commit of the navigation and the first layout end before the paint,
 * so they are left out; all that follows within the recording counts, which is longer than
 * Lighthouse's window (up to the page's time to interactive). NaN if the page never painted.
 */
export function blockingAfterPaintMs({ tasks, firstPaintMs }: Pick<LoadTrace, 'tasks' | 'firstPaintMs'>): number {
  if (firstPaintMs === null) return Number.NaN;
  return tasks.reduce((total, task) => {
    const counted = task.startMs + task.durationMs - Math.max(task.startMs, firstPaintMs);
    return total + Math.max(0, counted - LONG_MS);
  }, 0);
}
