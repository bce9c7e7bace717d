import type { LaunchOptions } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with npm test
import { HEADLESS_SHELL } from '../../scripts/lib/chromium.mjs';

/**
 * How every browser suite launches Chromium: Debian's headless shell, the engine without the
 * browser's windows. In the whole browser each context is a window with pages of its own (the
 * address bar's pop-up among them) that no test uses; the shell has none, and Playwright's own
 * headless runs use it too. The axe tests in English on desktop, alternating in one run: decision 038.
 */
export const launchOptions: LaunchOptions = {
  executablePath: HEADLESS_SHELL as string,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    // Chromium keeps a spare renderer started ahead of the next navigation. With a soft limit of one
    // it keeps none: counted, one renderer fewer at every step, while each context and page still got
    // a process of its own and storage stayed apart. The axe tests in English on desktop, eight runs
    // alternating: median 243 s of CPU and 129 s with the limit, 281 s and 149 s without, on a
    // two-core machine under PVM (decision 036).
    '--renderer-process-limit=1',
    // The site's JavaScript runs in V8's interpreter and baseline compiler only: a test's page lives
    // for seconds, too short for the optimising compilers' work on its own cores to pay back. Five
    // specs, both projects, three workers, alternating in one run: 0.84× the CPU, 0.90× the wall
    // time (decision 039).
    '--js-flags=--no-opt --no-maglev',
  ],
};
