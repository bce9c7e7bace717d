import { defineConfig } from 'vitest/config';

const api = {
  name: 'api',
  include: ['functions/src/**/*.test.ts', 'tests/rules/**/*.test.ts'],
  exclude: ['functions/src/**/*.unit.test.ts'],
  globalSetup: ['functions/src/testing/global-setup.ts'],
  setupFiles: ['functions/src/testing/setup-env.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
};

/**
 * One runner, three projects: `unit` (pure logic, no I/O) and `api` (the HTTP API on the
 * embedded backend with the real Auth emulator, started once by the global setup) and
 * `api-firestore` (the same API tests on the Firestore adapter).
 */
export default defineConfig({
  test: {
    reporters: process.env.VITEST_JSON ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/*.test.ts',
            'functions/src/**/*.unit.test.ts',
            'tests/security/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      { test: api },
      {
        // The API suite again on the production documents adapter (Firestore, on the emulator);
        // the port contracts already run every adapter, so they run once, above.
        test: {
          ...api,
          name: 'api-firestore',
          include: ['functions/src/features/**/*.test.ts', 'functions/src/site/**/*.test.ts'],
          env: { TEST_DOCUMENTS: 'firestore' },
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
