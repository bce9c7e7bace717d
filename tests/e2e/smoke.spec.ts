import { expect, test, watchConsole } from './support.ts';

test('the API answers on the same origin as the PWA', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect((await response.json()).status).toBe('ok');
});

test('an unknown path answers 404 and is replaced by /404 @phone', async ({ page }) => {
  const noErrors = watchConsole(page, ['/no/such/page']);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  noErrors();
});
