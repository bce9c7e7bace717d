// Browser tests use Debian's Chromium (never a test tool's own download).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Installs Debian's chromium when absent and we are root; otherwise says how. Resolves to whether
 * it is there. Asynchronous, so that `npm test` installs it while npm installs the packages: on a
 * clean machine apt takes about 50 s, mostly waiting on the network and the disk. apt's output goes
 * to a file rather than a pipe (a pipe would fill while npm's synchronous install holds this
 * process) and is printed only if the install fails.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return Promise.resolve(true);
  if (process.getuid?.() !== 0) return Promise.resolve(missing());
  console.log('▶ Installing Debian chromium for browser tests (apt-get, about 50 s, beside the rest)…');
  const log = join(tmpdir(), `chromium-install-${process.pid}.log`);
  const out = openSync(log, 'w');
  const apt = spawn('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  return new Promise((resolve) => {
    apt.on('error', resolve);
    apt.on('close', resolve);
  }).then(() => {
    const output = readFileSync(log, 'utf8').trimEnd();
    rmSync(log, { force: true });
    if (existsSync(CHROMIUM)) {
      console.log('  Debian chromium installed');
      return true;
    }
    console.error(`✖ Could not install chromium with apt-get:\n${output}`);
    return missing();
  });
}

function missing() {
  console.error(
    `✖ Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`,
  );
  return false;
}
