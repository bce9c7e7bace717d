// `node scripts/manifest-screenshots.mjs`: retakes the web manifest's screenshots (web/public/screenshots),
// which Android's and desktop Chromium's richer install sheets show: the home page of the built site
// (`npm run build -w web` first) at a phone's 390 px (twice as dense, as phones draw it) and at 1440 px,
// as WebP. Run it when the home page changes its look.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM } from './lib/chromium.mjs';
import { startStack } from './lib/stack.mjs';

const OUT_DIR = join(import.meta.dirname, '../web/public/screenshots');
/** Each screenshot the manifest names: its file, CSS viewport and device pixel ratio (manifest `sizes` = viewport × ratio). */
const SHOTS = [
  { file: 'phone.webp', width: 390, height: 844, scale: 2 },
  { file: 'wide.webp', width: 1440, height: 900, scale: 1 },
];

const dataDir = mkdtempSync(join(tmpdir(), 'storysong-screenshots-'));
// The home page needs no accounts: the pages are served without waiting for the Auth emulator.
const stack = await startStack({ dataDir, quiet: true, authInBackground: true, env: { LOG_LEVEL: 'silent' } });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      // The still of the background: the same picture as the scene's first frame, and the same every time.
      reducedMotion: 'reduce',
    });
    await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
    await page.goto(stack.url, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-decoration="still"] canvas');
    const png = await page.screenshot();
    const { size } = await sharp(png).webp({ quality: 70 }).toFile(join(OUT_DIR, shot.file));
    console.log(`${shot.file}: ${shot.width * shot.scale}×${shot.height * shot.scale}, ${(size / 1024).toFixed(1)} KB`);
    await page.close();
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
