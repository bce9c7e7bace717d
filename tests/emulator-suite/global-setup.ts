import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emulatorSuiteUnavailable, startEmulatorSuite } from '../../emulators/firebase-suite.mjs';
// @ts-expect-error plain ESM helper shared with npm start
import { buildWebIfChanged } from '../../scripts/lib/web-build.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds the function (and the PWA if there is no build: `npm test` builds it just before) and starts
 * the Emulator Suite on free ports; without Java 21+ or the Firestore emulator, the test skips saying why.
 */
export default async function globalSetup() {
  const reason = emulatorSuiteUnavailable();
  if (reason) {
    process.env.EMULATOR_SUITE_SKIP = reason;
    return;
  }
  if (!existsSync(join(root, 'web/dist/app.html'))) buildWebIfChanged();
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'functions'), stdio: 'pipe' });
  const started = Date.now();
  const suite = await startEmulatorSuite({ quiet: true });
  console.log(`Emulator Suite serving at ${suite.url} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.env.EMULATOR_SUITE_URL = suite.url;
  process.env.EMULATOR_SUITE_INBOX = suite.inboxUrl;
  return () => suite.stop();
}
