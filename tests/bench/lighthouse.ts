import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * One Lighthouse run (mobile defaults) of `url` in a fresh browser, as Lighthouse CI does: nothing
 * left running from the run before (such as the service worker it installed, precaching the app)
 * competes with this one. Lighthouse now and then fails to record a trace (NO_NAVSTART); one more
 * run settles it.
 */
export async function lighthouseRun(url: string, categories: readonly string[] = CATEGORIES): Promise<RunnerResult | undefined> {
  const run = async () => {
    const chrome = await chromeLauncher.launch({
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
export const performanceScore = (result: RunnerResult) => result.lhr.categories.performance?.score ?? 0;

/** The run with the median performance score. */
export function medianRun(results: RunnerResult[]): RunnerResult | undefined {
  return [...results].sort((a, b) => performanceScore(a) - performanceScore(b))[Math.floor(results.length / 2)];
}
