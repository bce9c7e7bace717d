import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from '../e2e/browser.ts';

/**
 * The production topology on Firebase's Emulator Suite (emulators/firebase-suite.mjs), one browser
 * smoke test: its global setup starts the suite and stops it, within the global timeout.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // The suite's start (a JVM and the function's first load) is most of it: ~40 s on a busy two-core machine.
  globalTimeout: 240_000,
  timeout: 120_000,
  workers: 1,
  retries: 0,
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results/emulator-suite',
  use: {
    baseURL: process.env.EMULATOR_SUITE_URL,
    trace: { mode: 'retain-on-failure', screenshots: false },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions,
  },
});
