import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { DAY_MS } from '@storysong/core';
import { verifiedAffiliate } from './affiliate-accounts.ts';
import { testOnOwnStack } from './own-stack.ts';
import {
  acceptConsent,
  agreeToTerms,
  enterStaffCode,
  expect,
  expectTappable,
  newStaffAccount,
  serverClockMoved,
  signInAsAffiliate,
  signInStaffThroughPage,
  watchConsole,
} from './support.ts';

/** A stack of its own, whose clock moves commissions through their holding period. */
const test = testOnOwnStack('money');

const HOLDING_DAYS = 14;
const PASSWORD = 'MoneyFl0wPass';
const STORY =
  'My father rebuilt a boat with my brother every winter in the shed. We want a song about the varnish, the radio and the first launch.';

/** A visitor follows the affiliate's link, tells their story and pays on the local checkout page. */
async function orderThroughLink(browser: Browser, baseURL: string, referralCode: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await acceptConsent(page);
  const noErrors = watchConsole(page);
  await page.goto(`/r/${referralCode}`);
  await expect(page).toHaveURL(new RegExp(`/products/people\\?ref=${referralCode}$`));
  const card = page.getByRole('article', { name: 'Basic Full Song' });
  await expect(card.getByRole('textbox', { name: 'Referral code' })).toHaveValue(referralCode);
  await expect(card.getByText('10% discount applied!')).toBeVisible();
  const start = card.getByRole('button', { name: 'Get Started' });
  await expectTappable(start);
  await start.click();

  const dialog = page.getByRole('dialog', { name: 'Tell us your story' });
  await dialog.getByLabel('Full name').fill('Rowan Boatwright');
  await dialog.getByLabel('Email').fill('rowan.boatwright@example.com');
  await dialog.getByRole('combobox', { name: 'Country' }).pressSequentially('united k');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('combobox', { name: 'Song language' }).click();
  await page.getByRole('option', { name: 'English (English)', exact: true }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('combobox', { name: 'Emotion' }).click();
  await page.getByRole('option', { name: 'Joy', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Genre' }).click();
  await page.getByRole('option', { name: 'Pop', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Your story' }).fill(STORY);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('combobox', { name: 'Who is this song for?' }).click();
  await page.getByRole('option', { name: 'Father', exact: true }).click();
  // The occasion is optional: this story has none.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await agreeToTerms(dialog);
  await dialog.getByRole('button', { name: 'Submit Story' }).click();

  // £620 less the link's 10% is £558: a £55.80 commission, over the £50 minimum payout on its own.
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await payment.getByRole('button', { name: 'Pay £558' }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  await page.getByRole('button', { name: 'Pay £558' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  noErrors();
  await context.close();
}

/** A list row: a table row from a tablet up, a card on a phone. */
const rows = (page: Page) => page.locator('tbody tr, [data-testid="row-card"]');

test('the money flows: a link, a paid order, held then due as the clock passes the holding period, paid in a batch, seen by the affiliate @phone-only', async ({
  page,
  browser,
  baseURL,
  stack,
}, testInfo) => {
  test.setTimeout(240_000);
  await acceptConsent(page);
  // Days on the clock end the staff session: the app learns it from the session check's 401.
  const noErrors = watchConsole(page, ['/api/admin/session']);

  // Staff set the holding period; the form refuses what the server would.
  const staffSecret = await signInStaffThroughPage(
    page,
    await newStaffAccount(page.request, 'money', `http://${stack.authEmulatorHost}`),
  );
  await page.goto('/admin/settings');
  const programme = page.getByTestId('programme-settings');
  const holding = programme.getByRole('textbox', { name: 'Holding period (days)' });
  await expect(holding).toHaveValue('30');
  await expect(programme).toContainText('A change applies to commissions booked from now on');
  const save = programme.getByRole('button', { name: 'Save Changes' });
  await holding.fill('181');
  await expectTappable(save);
  await save.click();
  await expect(programme.getByText('Enter a whole number of days from 0 to 180')).toBeVisible();
  await holding.fill(String(HOLDING_DAYS));
  await save.click();
  await expect(programme.getByRole('status')).toHaveText('Your settings have been saved.');
  await page.screenshot({ path: `/tmp/money-settings-${testInfo.project.name}.png`, fullPage: true });

  const affiliate = await verifiedAffiliate(
    page,
    {
      fullName: 'Marina Money',
      email: 'money-affiliate@example.com',
      password: PASSWORD,
      paypalEmail: 'money-payee@example.com',
    },
    `http://${stack.authEmulatorHost}`,
  );
  await orderThroughLink(browser, baseURL ?? stack.url, affiliate.referralCode);

  // Booked pending, due the holding period after payment.
  await page.goto('/admin/affiliates');
  const commission = rows(page)
    .filter({ hasText: affiliate.fullName })
    .filter({ has: page.locator('[data-kind="transaction"]') });
  await expect(commission.locator('[data-kind="transaction"]')).toHaveText('Pending');

  // The clock passes the holding period a day short, then past it; the commissions timer's job runs each time.
  const advance = async (days: number) => {
    const moved = await page.request.post('/__test/clock/advance', { data: { ms: days * DAY_MS } });
    expect(moved.status()).toBe(200);
    serverClockMoved(staffSecret, days * DAY_MS);
    return ((await moved.json()) as { matured: number }).matured;
  };
  // Days on the server's clock end the staff session (12 hours at most): the code again, as staff would.
  const reloadSignedIn = async () => {
    await page.reload();
    await enterStaffCode(page, staffSecret, 'Verify');
  };
  await advance(HOLDING_DAYS - 1);
  await reloadSignedIn();
  await expect(commission.locator('[data-kind="transaction"]')).toHaveText('Pending');
  expect(await advance(1)).toBeGreaterThanOrEqual(1);
  await reloadSignedIn();
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  await expect(commission).toHaveCount(0);

  await page.goto('/admin/payouts');
  await expect(page.getByText(`Commissions become due ${HOLDING_DAYS} days after the order is paid.`)).toBeVisible();
  const due = rows(page).filter({ hasText: affiliate.fullName });
  await expect(due).toContainText('£55.80');
  await expect(due).toContainText('Included');
  const create = page.getByRole('button', { name: 'Create payout batch' });
  await expectTappable(create);
  await create.click();
  await expect(due).not.toContainText('Included');

  const batch = rows(page).filter({ has: page.locator('[data-kind="payout"]') });
  await expect(batch).toHaveCount(1);
  await expect(batch.locator('[data-kind="payout"]')).toHaveText('Processing');
  const batchId = (await batch.getByText(/^po_/).textContent()) ?? '';
  const csvButton = batch.getByRole('button', { name: 'PayPal CSV' });
  await expectTappable(csvButton);
  const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
  expect(download.suggestedFilename()).toBe(`${batchId}-paypal.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  // The demo affiliate's commissions came due too: one row each, ours with its £55.80.
  expect(lines.filter((line) => line.startsWith(`"${affiliate.paypalEmail}"`))).toEqual([
    expect.stringMatching(
      new RegExp(`^"${affiliate.paypalEmail}","55\\.80","GBP","${batchId}-[A-Za-z0-9]+","Storysong referral commission"$`),
    ),
  ]);
  for (const line of lines) expect(line).toMatch(/^"[^"=+\-@][^"]*@[^"]+","\d+\.\d{2}","GBP","po_[^"]+","[^"]+"$/);

  const markPaid = batch.getByRole('button', { name: 'Mark paid' });
  await expectTappable(markPaid);
  await markPaid.click();
  await expect(batch.locator('[data-kind="payout"]')).toHaveText('Paid');
  await expect(due).toHaveCount(0);
  await page.screenshot({ path: `/tmp/money-payouts-${testInfo.project.name}.png`, fullPage: true });

  // The staff dashboard ranks the affiliate by what the order earned, as a chart and a table.
  await page.goto('/admin');
  const top = page.getByTestId('top-affiliates');
  await expect(top.getByRole('heading', { name: 'Top affiliates, last 12 weeks' })).toBeVisible();
  // On a phone the ranking is a card per affiliate (the chart's own table is for screen readers only).
  const ranked = top
    .getByTestId('row-card')
    .filter({ hasText: affiliate.fullName })
    .filter({ has: page.getByText('£55.80') });
  await expect(ranked).toHaveCount(1);
  await expect(ranked).toContainText('1');
  await expectTappable(ranked);
  const chartTable = top.getByRole('table', { name: /Commission earned by the top affiliates/ });
  await expect(chartTable.getByRole('row', { name: `${affiliate.fullName} £55.80` })).toHaveCount(1);
  await expect(top.locator('.recharts-surface')).toBeVisible();
  await top.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/money-dashboard-${testInfo.project.name}.png`, fullPage: true });
  // The screens this area changed, at a desktop's width too.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/money-dashboard-1440.png', fullPage: true });
  await page.goto('/admin/settings');
  await page.screenshot({ path: '/tmp/money-settings-1440.png', fullPage: true });
  noErrors();

  // The affiliate, in a browser of their own: the payout, and the visit their link brought on the chart.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const mine = await context.newPage();
  await acceptConsent(mine);
  await signInAsAffiliate(mine, affiliate.email, PASSWORD);
  const payouts = mine.getByTestId('payouts');
  await expect(payouts.getByTestId('payouts-paid')).toContainText('£55.80');
  await expect(payouts.getByTestId('payouts-pending')).toContainText('£0.00');
  await expect(payouts).toContainText(`Commissions are held for ${HOLDING_DAYS} days after the order is paid`);
  const payout = payouts.locator('tbody tr, [data-testid="row-card"]').filter({ hasText: '£55.80' });
  await expect(payout).toHaveCount(1);
  await expect(payout).toContainText('Paid');
  await expectTappable(payout);
  const activity = mine.getByTestId('referral-activity');
  const weeks = activity.getByRole('table', { name: /Visits through your link, by week/ });
  const visits = (await weeks.locator('tbody td').allTextContents()).reduce((sum, cell) => sum + Number(cell), 0);
  expect(visits).toBe(1);
  const chart = activity.locator('.recharts-surface');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  // Earnings by month: the commission in the month it was booked, in the chart and its table.
  const earnings = mine.getByTestId('earnings-by-month');
  const months = earnings.getByRole('table', { name: /Commission earned by month/ });
  await expect(months.locator('tbody tr')).toHaveCount(6);
  await expect(months.getByRole('cell', { name: '£55.80' })).toHaveCount(1);
  await earnings.locator('.recharts-surface').scrollIntoViewIfNeeded();
  await expect(earnings.locator('.recharts-surface')).toBeVisible();
  await mine.screenshot({ path: `/tmp/money-affiliate-${testInfo.project.name}.png`, fullPage: true });
  await context.close();
});
