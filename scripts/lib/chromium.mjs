// Browser tests use Debian's Chromium (never a test tool's own download): the suites drive its
// headless shell, the benchmarks the whole browser a visitor has (decision 038).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright itself runs
 * headless tests in): the same engine without the browser's windows and their pages.
 */
export const HEADLESS_SHELL = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

const PACKAGES = [
  { path: CHROMIUM, name: 'chromium', variable: 'CHROME_PATH' },
  { path: HEADLESS_SHELL, name: 'chromium-headless-shell', variable: 'CHROME_HEADLESS_SHELL_PATH' },
];

/**
 * Installs Debian's chromium and its headless shell when absent and we are root; otherwise says
 * how. Resolves to whether both are there. Asynchronous, so that `npm test` installs them while npm
 * installs the packages: on a clean machine apt takes about 50 s, mostly waiting on the network and
 * the disk. apt's output goes to a file rather than a pipe (a pipe would fill while npm's
 * synchronous install holds this process) and is printed only if the install fails.
 */
export function ensureChromium() {
  const absent = PACKAGES.filter((pkg) => !existsSync(pkg.path));
  if (absent.length === 0) return Promise.resolve(true);
  if (process.getuid?.() !== 0) return Promise.resolve(missing(absent));
  const names = absent.map((pkg) => pkg.name).join(' ');
  console.log(`▶ Installing Debian ${names} for browser tests (apt-get, about 50 s, beside the rest)…`);
  const log = join(tmpdir(), `chromium-install-${process.pid}.log`);
  const out = openSync(log, 'w');
  const apt = spawn('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`], {
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  return new Promise((resolve) => {
    apt.on('error', resolve);
    apt.on('close', resolve);
  }).then(() => {
    const output = readFileSync(log, 'utf8').trimEnd();
    rmSync(log, { force: true });
    const still = absent.filter((pkg) => !existsSync(pkg.path));
    if (still.length === 0) {
      console.log(`  Debian ${names} installed`);
      return true;
    }
    console.error(`✖ Could not install ${names} with apt-get:\n${output}`);
    return missing(still);
  });
}

function missing(absent) {
  for (const pkg of absent)
    console.error(
      `✖ Browser tests need ${pkg.name} at ${pkg.path}. Install it with: sudo apt-get install -y ${pkg.name} (or set ${pkg.variable}).`,
    );
  return false;
}
