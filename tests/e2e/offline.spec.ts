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
