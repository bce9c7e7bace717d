import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './browser.ts';

/** Browser suite: Debian chromium against the real stack (Auth emulator + API + built PWA), started once. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Three on two cores: with two, the machine idled a fifth of the run (tests waiting on the clock,
  // on a stack of their own, on the network); a third fills it (decision 033).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // Measured on a two-core machine with two browsers and software WebGL: the longer flows take
  // 45–60 s there, so 60 s left them no margin (the longest set their own).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A failing test's retry (under CI) records its trace: DOM snapshots and network, without the
    // screencast. Recording every test to keep the failures' traces cost 12–15% of the axe tests' CPU
    // on a two-core machine, the screencast 40% of the suite's time. Locally: --trace on.
    trace: { mode: 'on-first-retry', screenshots: false },
    serviceWorkers: 'block',
    // The 3D background is drawn by software WebGL here (no GPU): after a page's first tap it kept a
    // core busy for the rest of each test, so taps waited seconds and runs timed out. Visitors who
    // prefer reduced motion get its still; performance.spec.ts plays the scene itself.
    reducedMotion: 'reduce',
    launchOptions,
  },
  // Phone first: its specs hold the long phone-only stories, and the desktop's many short tests then
  // fill the run's end, so that no worker finishes a minute after the others (decision 033).
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions }, grep: /@phone/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
      grepInvert: /@phone-only/,
    },
  ],
});
