import { defineConfig } from 'vitest/config';
import LongFilesFirst from './functions/src/testing/sequencer.ts';

const api = {
  name: 'api',
  include: [
    'functions/src/**/*.api.test.ts',
    'functions/src/**/*.adapter.test.ts',
    'functions/src/**/*.contract.test.ts',
    'tests/rules/**/*.rules.test.ts',
  ],
  globalSetup: ['functions/src/testing/global-setup.ts'],
  setupFiles: ['functions/src/testing/setup-env.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  maxWorkers: 2,
  // A worker keeps the modules it has loaded from one file to the next: every file builds its own
  // services and app (createTestApi), and loading them again for each file was a third of the run.
  isolate: false,
  // No group of its own: `unit` and `api` share one pool of two workers (the same maxWorkers), so that
  // neither project's last long file runs alone with the other core idle (decision 033, amended).
};

/**
 * One runner, three projects: `unit` (pure logic, no I/O) and `api` (the HTTP API on the
 * embedded backend with the real Auth emulator, started once by the global setup) and
 * `api-firestore` (the same API tests on the Firestore adapter).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.unit.test.ts',
            'web/src/**/*.unit.test.ts',
            'web/*.unit.test.ts',
            'functions/src/**/*.unit.test.ts',
            'tests/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Vitest's default on two cores is one worker: the unit files ran one at a time.
          maxWorkers: 2,
          // A new process for each of 65 files was half the project's CPU on a machine where starting a
          // process is dear (decision 036). The files keep no state between them: they pass in any order,
          // shuffled and on one worker.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      { test: api },
      {
        // The API suite again on the production documents adapter (Firestore, on Google's official
        // emulator, which the global setup starts once for both projects; decision 018);
        // the port contracts already run every adapter, so they run once, above.
        test: {
          ...api,
          name: 'api-firestore',
          include: ['functions/src/features/**/*.api.test.ts', 'functions/src/site/**/*.api.test.ts'],
          env: { TEST_DOCUMENTS: 'firestore' },
          sequence: { groupOrder: 1 },
          // Its files wait more than they work (the SDK backs off between a contended transaction's
          // attempts): run alone, three workers took 62 s where two took 75 s.
          maxWorkers: 3,
        },
      },
    ],
  },
});
