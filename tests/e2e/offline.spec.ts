import { TRANSLATION_NAMESPACES, TRANSLATIONS_CACHE } from '../../web/src/app/locales.ts';
import { acceptConsent, DEMO_AFFILIATE, expect, test } from './support.ts';

// The real service worker, so an offline reload is served from its caches.
test.use({ serviceWorkers: 'allow' });

test('an affiliate reloading the dashboard offline sees the last loaded copy, marked as cached', async ({ page, context }) => {
  await acceptConsent(page);
  await page.goto('/affiliate');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_AFFILIATE.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_AFFILIATE.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('dashboard-code')).toHaveText(DEMO_AFFILIATE.code);

  // The worker takes control from the next load on; that load fills its runtime caches.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('dashboard-code')).toHaveText(DEMO_AFFILIATE.code);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toContainText('Offline — showing data saved');
  await expect(page.getByTestId('dashboard-code')).toHaveText(DEMO_AFFILIATE.code);
  await expect(page.getByTestId('stat-totalEarnings')).toContainText('£95.40');
  await context.setOffline(false);
});

test('one visit to the home page is enough to start offline: the home page, an unvisited page and the first tap @phone', async ({
  page,
  context,
}) => {
  await acceptConsent(page);
  await page.goto('/');
  // Installed, not yet asked for anything more: the visitor has only seen the home page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your story, your song' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  // A tap once offline: what it would load that was never cached is decoration (the 3D background), so the page goes on.
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.wheel(0, 200);
  await expect(page.getByText('This page could not load')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Your story, your song' })).toBeVisible();

  // Pages never opened online still start, in words, with the notice.
  for (const [path, heading] of [
    ['/terms', 'Terms and Privacy Policy'],
    ['/contact', 'Get in Touch'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  }
  await context.setOffline(false);
});

test.describe('in the visitor’s own language', () => {
  test.use({ locale: 'fr-FR' });

  test('a French visitor’s first visit keeps French for offline use, pages never opened included @phone', async ({
    page,
    context,
  }) => {
    await acceptConsent(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre histoire, votre chanson' })).toBeVisible();
    // The app stores every French file once the worker is active, not only those this page used.
    // The worker is active only once it has installed the whole precache: on a busy two-core machine
    // that alone took over 10 s (3 of 15 files were there at 10 s, in two runs).
    await expect
      .poll(
        () =>
          page.evaluate(
            async (cacheName) =>
              (await (await caches.open(cacheName)).keys()).filter((r) => r.url.includes('/locales/fr/')).length,
            TRANSLATIONS_CACHE,
          ),
        { timeout: 30_000 },
      )
      .toBe(TRANSLATION_NAMESPACES.length);

    await context.setOffline(true);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions et politique de confidentialité' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })).toBeVisible();
    await context.setOffline(false);
  });
});
