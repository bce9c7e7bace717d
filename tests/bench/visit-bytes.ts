import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Request } from '@playwright/test';
import type { AreaFiles } from '../../web/src/app/areas.ts';

/** Bytes of response bodies: as this server sent them, and as a gzip-compressing host would (Firebase Hosting). */
export interface Bytes {
  sent: number;
  gzip: number;
}

export interface VisitBytes {
  /** From navigation until the page has loaded and the network has been quiet for a moment, untouched. */
  beforeInteraction: Bytes;
  /** The first 30 s: the page, one tap, and the service worker's install (precaching). */
  firstThirtySeconds: Bytes;
}

const COMPRESSIBLE = /javascript|json|css|html|svg|text|xml|manifest/;
const VISIT_MS = 30_000;
const QUIET_MS = 1_000;

/** What one response's body cost on the wire, here and gzip-compressed (already-encoded bodies count as sent). */
async function responseBytes(request: Request): Promise<Bytes> {
  const response = await request.response();
  const { responseBodySize } = await request.sizes();
  // A page request the worker answered: from its cache, or by a request of its own, counted as its.
  if (!response || responseBodySize <= 0 || response.fromServiceWorker()) return { sent: 0, gzip: 0 };
  const headers = await response.allHeaders();
  const compressible = COMPRESSIBLE.test(headers['content-type'] ?? '') && !headers['content-encoding'];
  const gzip = compressible ? gzipSync(await response.body()).length : responseBodySize;
  return { sent: responseBodySize, gzip };
}

/**
 * A first visit to `url` at the phone profile (Pixel 7, 390 px wide), service worker allowed, in a
 * fresh browser: what came over the network, including the worker's own requests.
 */
export async function visitBytes(url: string, executablePath: string): Promise<VisitBytes> {
  // Playwright reports a service worker's requests only with this set.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const counted: Promise<Bytes>[] = [];
    let lastActivity = Date.now();
    let interacted = false;
    const beforeInteraction: Promise<Bytes>[] = [];
    context.on('request', () => {
      lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      lastActivity = Date.now();
      const bytes = responseBytes(request);
      counted.push(bytes);
      if (!interacted) beforeInteraction.push(bytes);
    });
    const start = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
    interacted = true;
    await page.mouse.click(195, 420);
    await page.waitForTimeout(Math.max(0, VISIT_MS - (Date.now() - start)));
    await context.close();
    return { beforeInteraction: sum(await Promise.all(beforeInteraction)), firstThirtySeconds: sum(await Promise.all(counted)) };
  } finally {
    await browser.close();
  }
}

const sum = (all: Bytes[]): Bytes =>
  all.reduce((total, bytes) => ({ sent: total.sent + bytes.sent, gzip: total.gzip + bytes.gzip }), { sent: 0, gzip: 0 });

/**
 * From a build folder, in gzip bytes: the service worker's precache list by area (see
 * web/src/app/areas.ts), and what each area adds to the cache when first opened.
 */
export function cacheByArea(buildDir: string) {
  const worker = readFileSync(join(buildDir, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => `/${match[1]}`);
  const areaFiles = JSON.parse(readFileSync(join(buildDir, 'area-files.json'), 'utf8')) as AreaFiles;
  const gzip = (files: string[]) => files.reduce((total, file) => total + gzipSync(readFileSync(join(buildDir, file))).length, 0);
  const inArea = (area: keyof AreaFiles) => precached.filter((file) => areaFiles[area].includes(file));
  const affiliate = inArea('affiliate');
  const staff = inArea('staff').filter((file) => !affiliate.includes(file));
  return {
    precached: {
      public: gzip(precached.filter((file) => !affiliate.includes(file) && !staff.includes(file))),
      affiliate: gzip(affiliate),
      staff: gzip(staff),
    },
    onFirstOpen: { affiliate: gzip(areaFiles.affiliate), staff: gzip(areaFiles.staff) },
  };
}
