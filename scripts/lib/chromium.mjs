// Browser tests use Debian's Chromium (never a test tool's own download).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium when absent and we are root; otherwise says how. Returns whether it is there. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('▶ Installing Debian chromium for browser tests (apt-get, about 30 s)…');
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    } catch {
      console.error('✖ Could not install chromium with apt-get.');
    }
    if (existsSync(CHROMIUM)) return true;
  }
  console.error(
    `✖ Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`,
  );
  return false;
}
