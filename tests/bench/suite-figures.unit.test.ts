import { describe, expect, it } from 'vitest';
import { processKind, specTimes } from './suite-figures.ts';

describe('bench:suite’s figures', () => {
  it('names each kind of process the browser suite starts by its command line', () => {
    const shell = '/usr/lib/chromium/chromium-headless-shell';
    expect(processKind(`${shell} --type=renderer --no-sandbox`)).toBe('Chromium renderer');
    expect(processKind(`${shell} --type=gpu-process --no-sandbox`)).toBe('Chromium gpu-process');
    expect(processKind(`${shell} --disable-field-trial-config --headless`)).toBe('Chromium browser');
    expect(processKind('/usr/bin/node /repo/node_modules/playwright/lib/worker/workerProcessEntry.js')).toBe(
      'Playwright workers',
    );
    expect(processKind('node node_modules/.bin/playwright test -c tests/e2e/playwright.config.ts')).toBe(
      'Playwright runner (with MailDev)',
    );
    expect(processKind('/usr/bin/node --enable-source-maps /repo/functions/lib/server.js')).toBe('API server');
    expect(processKind('/usr/bin/node /repo/node_modules/firebase-tools/lib/bin/firebase.js emulators:start --only auth')).toBe(
      'Auth emulator',
    );
    // A script whose arguments name Chromium is not Chromium.
    expect(processKind('node probe.mjs --browser=/usr/bin/chromium')).toBe('other');
  });

  it('sums each spec file’s tests, retries included, and orders files and tests longest first', () => {
    const test = (projectName: string, ...durations: number[]) => ({
      projectName,
      results: durations.map((duration) => ({ duration })),
    });
    const { files, tests } = specTimes({
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ title: 'short', tests: [test('phone', 100), test('desktop', 200)] }],
          suites: [{ specs: [{ title: 'in a describe', tests: [test('desktop', 300)] }] }],
        },
        { file: 'b.spec.ts', specs: [{ title: 'retried', tests: [test('desktop', 400, 500)] }] },
      ],
    });
    expect(files).toEqual([
      { file: 'b.spec.ts', tests: 1, ms: 900 },
      { file: 'a.spec.ts', tests: 3, ms: 600 },
    ]);
    expect(tests.map(({ title, project, ms }) => `${title} ${project} ${ms}`)).toEqual([
      'retried desktop 900',
      'in a describe desktop 300',
      'short desktop 200',
      'short phone 100',
    ]);
    expect(tests[1]?.file).toBe('a.spec.ts');
  });
});
