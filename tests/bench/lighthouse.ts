import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// @ts-expect-error plain ESM helper shared with npm test
import { ensureInstall } from '../../scripts/ensure-install.mjs';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * What the benchmarks read of a Lighthouse run. Lighthouse is a package of its own (./lighthouse),
 * installed on a benchmark's first run rather than by every `npm test` (decision 044), so its types
 * are not there to typecheck against: these are the fields of its result that are read here.
 */
export interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
    audits: Record<
      string,
      { score: number | null; numericValue?: number; displayValue?: string; title: string; details?: unknown } | undefined
    >;
  };
}

interface LighthouseTool {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
  lighthouse(url: string, flags: Record<string, unknown>): Promise<LighthouseResult | undefined>;
}

let tool: Promise<LighthouseTool> | undefined;

/** Lighthouse and its Chrome launcher, installed into ./lighthouse when they are not yet. */
function lighthouseTool(): Promise<LighthouseTool> {
  tool ??= (async () => {
    const dir = join(import.meta.dirname, 'lighthouse');
    ensureInstall(dir);
    const require = createRequire(join(dir, 'package.json'));
    const load = (name: string) => import(pathToFileURL(require.resolve(name)).href);
    const [launcher, lighthouse] = await Promise.all([load('chrome-launcher'), load('lighthouse')]);
    return { launch: launcher.launch, lighthouse: lighthouse.default };
  })();
  return tool;
}

/**
 * One Lighthouse run (mobile defaults) of `url` in a fresh browser, as Lighthouse CI does: nothing
 * left running from the run before (such as the service worker it installed, precaching the app)
 * competes with this one. Lighthouse now and then fails to record a trace (NO_NAVSTART); one more
 * run settles it.
 */
export async function lighthouseRun(
  url: string,
  categories: readonly string[] = CATEGORIES,
): Promise<LighthouseResult | undefined> {
  const { launch, lighthouse } = await lighthouseTool();
  const run = async () => {
    const chrome = await launch({
      chromePath: CHROMIUM as string,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    } finally {
      chrome.kill();
    }
  };
  const attempt = await run();
  return attempt?.lhr.runtimeError ? run() : attempt;
}

/** A run's performance score, 0–1. */
export const performanceScore = (result: LighthouseResult) => result.lhr.categories.performance?.score ?? 0;

/** An item of Lighthouse's long-tasks audit: a task of its simulated load, in ms. */
interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/**
 * A run's tasks over 50 ms (in Lighthouse's simulation) that end after the first contentful paint,
 * where its TBT starts counting, as `path@start:duration`: what tells apart why a TBT moved.
 */
export function longTasksAfterPaint(result: LighthouseResult, origin: string): string[] {
  const paint = result.lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const items = (result.lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  return items
    .filter((task) => task.duration > 50 && task.startTime + task.duration > paint)
    .map((task) => `${task.url.replace(origin, '')}@${Math.round(task.startTime)}:${Math.round(task.duration)}`);
}

/** The run with the median performance score. */
export function medianRun(results: LighthouseResult[]): LighthouseResult | undefined {
  return [...results].sort((a, b) => performanceScore(a) - performanceScore(b))[Math.floor(results.length / 2)];
}
