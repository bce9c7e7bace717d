import { defineConfig } from 'vitest/config';

/**
 * One runner, two projects: `unit` (pure logic, no I/O) and `api` (the HTTP API on the
 * embedded backend with the real Auth emulator, started once by the global setup).
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
          ],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['functions/src/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          exclude: ['functions/src/**/*.unit.test.ts'],
          globalSetup: ['functions/src/testing/global-setup.ts'],
          setupFiles: ['functions/src/testing/setup-env.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
