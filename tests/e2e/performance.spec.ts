import { gzipSync } from 'node:zlib';
import { AREA_CACHE, AREA_FILES_URL, type AreaFiles } from '../../web/src/app/areas.ts';
import { acceptConsent, expect, test } from './support.ts';

/** three.js, @react-three/fiber and the scene, gzip: no more than the scene cost through fiber's <Canvas> before (decision 019). */
const SCENE_BUDGET_GZIP = 242 * 1024;

test.describe('a phone’s bytes', () => {
  // The real service worker, to see what it installs.
  test.use({ serviceWorkers: 'allow' });

  test('a public visitor’s first visit installs no affiliate or staff code; opening an area caches all of it, for offline use @phone', async ({
    page,
    context,
  }) => {
    await acceptConsent(page);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const areaFiles = (await (await page.request.get(AREA_FILES_URL)).json()) as AreaFiles;
    expect(areaFiles.affiliate.length).toBeGreaterThan(0);
    expect(areaFiles.staff.length).toBeGreaterThan(0);
    const cachedPaths = (cacheName: string) =>
      page.evaluate(async (name) => {
        const names = (await caches.keys()).filter((key) => key === name || (name === 'precache' && key.includes('precache')));
        const keys = await Promise.all(names.map(async (key) => (await caches.open(key)).keys()));
        return keys.flat().map((request) => new URL(request.url).pathname);
      }, cacheName);
    const precached = await cachedPaths('precache');
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((path) => areaFiles.affiliate.includes(path) || areaFiles.staff.includes(path))).toEqual([]);

    // Opening the affiliate area's sign-in page caches the whole area, screens not yet opened included.
    await page.goto('/affiliate');
    await expect
      .poll(async () => {
        const cached = await cachedPaths(AREA_CACHE);
        return areaFiles.affiliate.filter((file) => !cached.includes(file));
      })
      .toEqual([]);
    await context.setOffline(true);
    await page.goto('/affiliate/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('the 3D background', () => {
  // The suite's default is reduced motion (playwright.config.ts); here the visitor's own choice decides.
  test.use({ reducedMotion: 'no-preference' });
  /** What the page has drawn over the gradient: the scene, its still, or nothing. */
  const decoration = (page: import('@playwright/test').Page) =>
    page
      .locator('[aria-hidden][data-decoration]')
      .getAttribute('data-decoration', { timeout: 1_000 })
      .catch(() => null);
  /** True when the background's canvas shows something (any pixel not fully transparent). */
  const canvasHasPixels = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-decoration] canvas');
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return data.some((value, index) => index % 4 === 3 && value > 0);
    });

  /** A visitor who has been before (lib/visits.ts counts visits): a first visit keeps the still (decision 027). */
  const asReturningVisitor = (page: import('@playwright/test').Page) =>
    page.addInitScript(() => {
      if (!window.localStorage.getItem('install.visits')) window.localStorage.setItem('install.visits', '1');
    });
  /** The scene's code, as the page asks for it. */
  const sceneRequests = (page: import('@playwright/test').Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/BackgroundScene-/.test(request.url())) urls.push(request.url());
    });
    return urls;
  };

  /** Opens the home page, sees the still drawn, then taps and scrolls as a visitor would. */
  const openHomeAndInteract = async (page: import('@playwright/test').Page) => {
    await acceptConsent(page);
    await page.goto('/');
    await expect.poll(() => decoration(page)).toBe('still');
    await expect.poll(() => canvasHasPixels(page)).toBe(true);
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.wheel(0, 300);
  };

  test('a first visit shows a still of the scene and never fetches the scene, tap or not @phone', async ({ page }) => {
    const requested = sceneRequests(page);
    await openHomeAndInteract(page);
    await page.goto('/products/people');
    await page.getByRole('heading', { level: 1 }).click();
    await page.waitForTimeout(500);
    expect(await decoration(page)).toBe('still');
    expect(requested).toEqual([]);
  });

  for (const [constraint, setUp] of [
    ['prefers reduced motion', async (page) => page.emulateMedia({ reducedMotion: 'reduce' })],
    [
      'asks to save data',
      async (page) =>
        page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true, effectiveType: '4g' }) }),
        ),
    ],
    [
      'has a device with under 4 GB of memory',
      async (page) => page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 2 })),
    ],
    [
      'is on a slow connection',
      async (page) =>
        page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: false, effectiveType: '2g' }) }),
        ),
    ],
  ] as const satisfies readonly (readonly [string, (page: import('@playwright/test').Page) => Promise<unknown>])[]) {
    test(`a visitor who ${constraint} sees a still of the scene, and the scene is never fetched @phone`, async ({ page }) => {
      await asReturningVisitor(page);
      await setUp(page);
      const requested = sceneRequests(page);
      await openHomeAndInteract(page);
      await page.waitForTimeout(500);
      expect(await decoration(page)).toBe('still');
      expect(requested).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('still.png') });
    });
  }

  test('on a later visit the scene starts after the first tap, and its code is at most 242 KB gzip @phone', async ({ page }) => {
    await asReturningVisitor(page);
    const sceneCode: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (/\/assets\/Background(Scene|Particles)-/.test(response.url())) sceneCode.push(response.body());
    });
    await acceptConsent(page);
    await page.goto('/');
    expect(await decoration(page)).toBeNull();
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => decoration(page)).toBe('scene');
    await expect(page.locator('[data-decoration="scene"] canvas')).toBeVisible();
    const bodies = await Promise.all(sceneCode);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.reduce((total, body) => total + gzipSync(body).length, 0)).toBeLessThanOrEqual(SCENE_BUDGET_GZIP);
  });

  test('the scene draws at most 30 frames a second, and none while the tab is hidden or the canvas off screen @phone', async ({
    page,
  }) => {
    // Every frame the scene draws: its one draw call of points (three's WebGL 2 renderer).
    await page.addInitScript(() => {
      const counted = window as Window & { framesDrawn?: number };
      counted.framesDrawn = 0;
      const drawArrays = WebGL2RenderingContext.prototype.drawArrays;
      WebGL2RenderingContext.prototype.drawArrays = function (...args) {
        counted.framesDrawn = (counted.framesDrawn ?? 0) + 1;
        return drawArrays.apply(this, args);
      };
    });
    // Counted and timed in the page, so the test's own round trips (seconds on a busy machine) add no frames.
    const drawnAt = () =>
      page.evaluate(() => ({ frames: (window as Window & { framesDrawn?: number }).framesDrawn ?? 0, at: performance.now() }));
    const rateOver = async (ms: number) => {
      const before = await drawnAt();
      await page.waitForTimeout(ms);
      const after = await drawnAt();
      return { frames: after.frames - before.frames, seconds: (after.at - before.at) / 1000 };
    };
    const framesIn = async (ms: number) => (await rateOver(ms)).frames;
    await asReturningVisitor(page);
    await acceptConsent(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => decoration(page)).toBe('scene');
    await expect.poll(() => framesIn(1_000), { timeout: 20_000 }).toBeGreaterThan(0);
    // 30 a second at most (an uncapped loop draws 60), with room for a frame's jitter either end.
    const { frames, seconds } = await rateOver(2_000);
    expect(frames).toBeLessThanOrEqual(Math.ceil(seconds * 30) + 2);

    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.waitForTimeout(200);
    expect(await framesIn(1_000)).toBe(0);
    await setHidden(false);
    await expect.poll(() => framesIn(500)).toBeGreaterThan(0);

    // Off screen: the background moved out of the viewport, as a page laid out differently could.
    await page.locator('[data-decoration="scene"]').evaluate((node) => {
      (node as HTMLElement).style.transform = 'translateY(-300vh)';
    });
    await page.waitForTimeout(300);
    expect(await framesIn(1_000)).toBe(0);
  });
});
