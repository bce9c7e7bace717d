import { acceptConsent, DEMO_AFFILIATE, expect, expectTappable, signedIn, test, watchConsole } from './support.ts';

const visitsOnDashboard = async (page: import('@playwright/test').Page) =>
  Number((await page.getByTestId('activity-clicks').locator('p').nth(1).textContent())?.replace(/\D/g, ''));

test('a referral link fills the code in, remembers it on later visits, and counts on the dashboard @phone', async ({
  browser,
  page,
}) => {
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  // The affiliate's own view, in a separate browser, before and after the visit.
  const affiliateContext = await browser.newContext();
  const affiliate = await affiliateContext.newPage();
  await acceptConsent(affiliate);
  await signedIn(affiliate, 'affiliate', '/affiliate/dashboard');
  const card = affiliate.getByTestId('referral-activity');
  await expect(card.getByRole('heading', { name: 'Your link' })).toBeVisible();
  const before = await visitsOnDashboard(affiliate);

  await page.goto(`/r/${DEMO_AFFILIATE.code.toLowerCase()}`);
  await expect(page).toHaveURL(/\/products\/people\?ref=DEMO2024$/);
  const code = page.getByRole('article', { name: 'Basic Song' }).getByRole('textbox', { name: 'Referral code' });
  await expect(code).toHaveValue(DEMO_AFFILIATE.code);
  await expectTappable(code);

  // Days later, with no code in the address: the remembered one is filled in.
  await page.goto('/');
  await page.goto('/products/pro');
  await expect(page.getByRole('article').first().getByRole('textbox', { name: 'Referral code' })).toHaveValue(
    DEMO_AFFILIATE.code,
  );
  noErrors();

  await expect(async () => {
    await affiliate.getByRole('button', { name: 'Refresh' }).first().click();
    expect(await visitsOnDashboard(affiliate)).toBeGreaterThan(before);
  }).toPass({ timeout: 15_000 });
  // Screen readers get the weeks as a table beside the chart.
  const weeks = card.getByRole('table', { name: /Visits through your link, by week/ });
  await expect(weeks.getByRole('row')).toHaveCount(13);
  await expect(card.locator('.recharts-surface')).toBeVisible();
  await affiliate.screenshot({ path: test.info().outputPath('dashboard-link.png'), fullPage: true });
  await affiliateContext.close();
});
