/** What bench:suite reads: which kind of process a command line starts, and a Playwright report's test times. */

/** The kind of process a command line starts, as bench:suite's table names it. */
export function processKind(commandLine: string): string {
  const [program = ''] = commandLine.split(' ');
  if (/chrom(e|ium)/.test(program)) {
    const type = /--type=([\w-]+)/.exec(commandLine)?.[1];
    return type ? `Chromium ${type}` : 'Chromium browser';
  }
  if (/playwright\/lib\/worker\//.test(commandLine)) return 'Playwright workers';
  if (/playwright test/.test(commandLine)) return 'Playwright runner (with MailDev)';
  if (/functions\/lib\/server\.js/.test(commandLine)) return 'API server';
  if (/emulators:start/.test(commandLine)) return 'Auth emulator';
  return 'other';
}

/** The parts of Playwright's JSON report read here. */
export interface PlaywrightReport {
  suites?: ReportSuite[];
}

interface ReportSuite {
  file?: string;
  suites?: ReportSuite[];
  specs?: { title: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
}

export interface TestTime {
  file: string;
  project: string;
  title: string;
  /** Its runs' time summed (a retry's included). */
  ms: number;
}

export interface FileTime {
  file: string;
  tests: number;
  ms: number;
}

/** Every test's time, longest first, and each spec file's time and number of tests, longest first. */
export function specTimes(report: PlaywrightReport): { files: FileTime[]; tests: TestTime[] } {
  const tests: TestTime[] = [];
  const walk = (suite: ReportSuite, file: string) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        tests.push({
          file,
          project: test.projectName,
          title: spec.title,
          ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        });
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '');
  const files = new Map<string, FileTime>();
  for (const test of tests) {
    const file = files.get(test.file) ?? { file: test.file, tests: 0, ms: 0 };
    file.tests += 1;
    file.ms += test.ms;
    files.set(test.file, file);
  }
  const longestFirst = (a: { ms: number }, b: { ms: number }) => b.ms - a.ms;
  return { files: [...files.values()].sort(longestFirst), tests: tests.sort(longestFirst) };
}
