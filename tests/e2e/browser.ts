import type { Browser, LaunchOptions } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with npm test
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';

/** The features Playwright's own launch turns off (playwright-core's chromiumSwitches), repeated: see below. */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each browser context the suite opens is a window, and Chromium 156 gave every window a renderer
 * of its own for the address bar's pop-up (chrome://omnibox-popup.top-chrome), drawn ahead of use:
 * 0.64 s of CPU a context, where the test's own page took 0.06 s. No test has an address bar to
 * type in. Measured on the axe tests in English on desktop (30 tests, two runs each, alternating):
 * 157–166 s of CPU and 85–90 s without these, 125–137 s and 69–76 s with them.
 */
const SUITE_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

/**
 * How every browser suite launches Debian's Chromium. Chromium obeys only the last
 * `--disable-features` on its command line, and Playwright puts its own first, so this one names
 * Playwright's too; `checkDisabledFeatures` fails the suite if Playwright's list grows.
 */
export const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM as string,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...SUITE_DISABLED_FEATURES].join(',')}`,
    // Chromium keeps a spare renderer started ahead of the next navigation. With a soft limit of one
    // it keeps none: counted, one renderer fewer at every step, while each context and page still got
    // a process of its own and storage stayed apart. The axe tests in English on desktop, eight runs
    // alternating: median 243 s of CPU and 129 s with the limit, 281 s and 149 s without, on a
    // two-core machine under PVM (decision 036).
    '--renderer-process-limit=1',
  ],
};

/**
 * Reads the command line the browser was started with (chrome://version) and throws, naming them,
 * if any feature an earlier `--disable-features` turns off is missing from the last one, which is
 * the one Chromium obeys.
 */
export async function checkDisabledFeatures(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','));
    const obeyed = new Set(lists.at(-1));
    const lost = [...new Set(lists.slice(0, -1).flat())].filter((feature) => !obeyed.has(feature));
    if (lists.length === 0 || lost.length > 0) {
      throw new Error(
        `Chromium would not turn off ${lost.join(', ') || 'the features the suite names'}: add them to PLAYWRIGHT_DISABLED_FEATURES in tests/e2e/browser.ts`,
      );
    }
  } finally {
    await page.close();
  }
}
