import type { Locator, Page } from '@playwright/test';
import { DEMO_DELIVERED_ORDER } from '../../functions/src/features/orders/seed.ts';
import { rememberCheckout } from './songs.ts';
import { acceptConsent, appTakenOver, expect, expectTappable, test } from './support.ts';

/*
 * Installing the site: Chromium's deferred install prompt is a `beforeinstallprompt` event the test
 * dispatches itself, with a prompt() and userChoice it controls; iOS Safari is its user agent; the
 * installed app is `display-mode: standalone`, answered by an init script (Playwright's
 * emulateMedia has no display mode). Each runs at 1440 px and, tagged @phone, at 390 px.
 */

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

declare global {
  interface Window {
    /** What the test's install prompt saw: how often prompt() was called. */
    installPromptCalls?: number;
  }
}

/** Fires Chromium's install event as the browser would once the site is installable; the visitor's answer is `outcome`. */
async function offerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((answer) => {
    window.installPromptCalls = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        window.installPromptCalls = (window.installPromptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** The navigation holding the menu's links: the bar at 1440 px, the opened menu at 390 px. */
async function openMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) {
    await toggle.click();
    return page.getByRole('navigation', { name: 'Menu' });
  }
  return page.getByRole('navigation', { name: 'Main navigation' });
}

const installAction = (menu: Locator) => menu.getByRole('button', { name: 'Install the app' });
const offer = (page: Page) => page.getByRole('region', { name: 'Install the app' });

/** The offer is on screen, whole, and nothing covers it or its buttons; nor does it cover the chat button. */
async function expectOfferShown(page: Page) {
  const region = offer(page);
  await expect(region).toBeVisible();
  await expect(region).toBeInViewport({ ratio: 1 });
  await expectTappable(region.getByRole('button', { name: 'Install', exact: true }));
  await expectTappable(region.getByRole('button', { name: 'Not now' }));
  await expectTappable(page.getByRole('button', { name: 'Chat with our assistant' }));
  await page.screenshot({ path: test.info().outputPath('offer.png') });
}

/** Opens `path` in `page` and waits for the app to take it over (the fixture's page does so itself). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await appTakenOver(page);
}

/** A later visit: a new tab of the same browser (a visit is a tab's session). */
async function nextVisit(page: Page, path = '/'): Promise<Page> {
  const next = await page.context().newPage();
  await page.close();
  await open(next, path);
  return next;
}

test.beforeEach(async ({ page }) => {
  await acceptConsent(page);
});

test.describe('where the browser offers its install prompt', () => {
  test('the menu’s action opens the browser’s prompt, and goes once answered; no offer on a first visit @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const before = await openMenu(page);
    await expect(installAction(before)).toHaveCount(0);
    if (await page.getByRole('button', { name: 'Close menu' }).isVisible())
      await page.getByRole('button', { name: 'Close menu' }).click();

    await offerInstallPrompt(page);
    const menu = await openMenu(page);
    await expectTappable(installAction(menu));
    await expect(offer(page)).toHaveCount(0);
    await installAction(menu).click();
    await expect.poll(() => page.evaluate(() => window.installPromptCalls)).toBe(1);
    const after = await openMenu(page);
    await expect(installAction(after)).toHaveCount(0);
  });

  test('a second visit brings the offer, on screen and uncovered; “Not now” is remembered, the menu keeps its action @phone', async ({
    page: firstPage,
  }) => {
    await firstPage.goto('/');
    const page = await nextVisit(firstPage);
    await offerInstallPrompt(page);
    await expectOfferShown(page);

    await offer(page).getByRole('button', { name: 'Not now' }).click();
    await expect(offer(page)).toHaveCount(0);
    const third = await nextVisit(page);
    await offerInstallPrompt(third);
    await expectTappable(installAction(await openMenu(third)));
    await expect(offer(third)).toHaveCount(0);
  });

  test('the offer’s Install opens the browser’s prompt; a prompt declined there ends the offer @phone', async ({
    page: firstPage,
  }) => {
    await firstPage.goto('/');
    const page = await nextVisit(firstPage);
    await offerInstallPrompt(page, 'dismissed');
    await offer(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.installPromptCalls)).toBe(1);
    await expect(offer(page)).toHaveCount(0);
    const third = await nextVisit(page);
    await offerInstallPrompt(third);
    await expect(installAction(await openMenu(third))).toBeVisible();
    await expect(offer(third)).toHaveCount(0);
  });

  test('after an order the offer shows on a first visit @phone', async ({ page }) => {
    await rememberCheckout(page, DEMO_DELIVERED_ORDER);
    await page.goto(`/payment/success?order=${DEMO_DELIVERED_ORDER.orderId}`);
    await expect(page.getByRole('link', { name: 'View your order status' })).toBeVisible();
    await offerInstallPrompt(page);
    await expectOfferShown(page);
  });

  test('the offer waits while the terms are still to be accepted @phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
    await context.addInitScript(() => window.localStorage.setItem('install.visits', '3'));
    const page = await context.newPage();
    await open(page, '/');
    await offerInstallPrompt(page);
    await expect(page.getByRole('region', { name: 'Terms and privacy consent' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept & Continue' }).click();
    await expect(offer(page)).toBeVisible();
    await context.close();
  });
});

test.describe('on iOS Safari, which has no install prompt', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the menu’s action opens the Share → Add to Home Screen steps with their picture @phone', async ({ page }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    await installAction(menu).click();
    const steps = page.getByRole('dialog', { name: 'Install Storysong' });
    await expect(steps).toBeVisible();
    await expect(steps.getByRole('img', { name: /Share button/ })).toBeInViewport();
    await expect(steps.getByRole('listitem')).toHaveText([/Share button/, /Add to Home Screen/, /Add/]);
    await page.screenshot({ path: test.info().outputPath('ios-steps.png') });
    await steps.getByRole('button', { name: 'Got it' }).click();
    await expect(steps).toHaveCount(0);
  });

  test('a second visit brings the offer, whose Install opens the same steps @phone', async ({ page: firstPage }) => {
    await firstPage.goto('/');
    const page = await nextVisit(firstPage);
    await expectOfferShown(page);
    await offer(page).getByRole('button', { name: 'Install', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Install Storysong' })).toBeVisible();
  });

  test('the steps read right to left in Arabic @phone', async ({ page }) => {
    await page.goto('/?lng=ar');
    const toggle = page.getByRole('button', { name: 'فتح القائمة' });
    if (await toggle.isVisible()) await toggle.click();
    await page.getByRole('button', { name: 'تثبيت التطبيق' }).click();
    const steps = page.getByRole('dialog', { name: 'تثبيت Storysong' });
    await expect(steps).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(steps.getByRole('listitem').first()).toContainText('Safari');
    await page.screenshot({ path: test.info().outputPath('ios-steps-ar.png') });
  });
});

test.describe('once installed (display-mode: standalone)', () => {
  test('neither the action nor the offer shows, prompt or not @phone', async ({ page: firstPage }) => {
    await firstPage.context().addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      const standalone = {
        matches: true,
        media: '(display-mode: standalone)',
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      } as MediaQueryList;
      window.matchMedia = (query: string) => (query === standalone.media ? standalone : matchMedia(query));
    });
    await firstPage.goto('/');
    const page = await nextVisit(firstPage);
    await offerInstallPrompt(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(installAction(await openMenu(page))).toHaveCount(0);
    await expect(offer(page)).toHaveCount(0);
  });
});

test('the manifest’s shortcuts open pages, and its screenshots are served as the images it names @phone', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { url: string }[];
    screenshots: { src: string; type: string }[];
  };
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/products/people', '/affiliate/dashboard', '/admin']);
  for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url)).status(), shortcut.url).toBe(200);
  for (const screenshot of manifest.screenshots) {
    const response = await request.get(screenshot.src);
    expect(response.status(), screenshot.src).toBe(200);
    expect(response.headers()['content-type']).toBe(screenshot.type);
  }
});
