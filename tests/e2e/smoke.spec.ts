import { expect, test, watchConsole } from './support.ts';

test('the API answers on the same origin as the PWA', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.ok()).toBe(true);
  expect((await response.json()).status).toBe('ok');
});

test('an unknown path is replaced by /404 @phone', async ({ page }) => {
  const noErrors = watchConsole(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  noErrors();
});
