import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { verifiedAffiliate } from './affiliate-accounts.ts';
import { placePaidOrder } from './songs.ts';
import { acceptConsent, expect, expectTappable, newStaffAccount, signInStaffThroughPage, test, watchConsole } from './support.ts';

const PASSWORD = 'Referr3rPass';
const STORY =
  'My mother taught me to swim in the cold sea every summer. We want a song about the salt, the shouting and the flask of tea.';

/** A customer orders with the code and pays on the embedded checkout page. */
async function referredPaidOrder(page: Page, referralCode: string, label: string) {
  await placePaidOrder(
    page.request,
    { fullName: `Swimmer ${label}`, email: `swimmer.${label}@example.com` },
    { story: STORY, relationship: 'Mother', productId: 'basic-full-song', referralCode },
  );
}

/** A list row: a table row from a tablet up, a card on a phone. */
const rows = (page: Page) => page.locator('tbody tr, [data-testid="row-card"]');

test('staff pay a due commission in a batch, download its PayPal CSV and mark it paid; the affiliate sees the payout @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const label = randomBytes(4).toString('hex');
  await acceptConsent(page);
  const affiliate = await verifiedAffiliate(page, {
    fullName: `Payee ${label}`,
    email: `e2e-payout-${label}@example.com`,
    password: PASSWORD,
    paypalEmail: `payee-${label}@example.com`,
  });
  // £620 less the 10% referral discount is £558 paid: a £55.80 commission, over the £50 minimum on its own.
  await referredPaidOrder(page, affiliate.referralCode, label);

  // Staff of the test's own: its codes wait for no other worker, and signing out below ends only its session.
  await signInStaffThroughPage(page, await newStaffAccount(page.request, `payouts-${label}`));
  const noErrors = watchConsole(page);

  // Held for its holding period; staff release it early here (the scheduled run is the API suite's to test).
  await page.goto('/admin/affiliates');
  const commission = rows(page)
    .filter({ hasText: affiliate.fullName })
    .filter({ has: page.locator('[data-kind="transaction"]') });
  await expect(commission.locator('[data-kind="transaction"]')).toHaveText('Pending');
  const approve = commission.getByRole('button', { name: 'Approve' });
  await expectTappable(approve);
  await approve.click();
  await expect(commission).toHaveCount(0);

  await page.goto('/admin/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page.getByText('Commissions become due 30 days after the order is paid.')).toBeVisible();
  const due = rows(page).filter({ hasText: affiliate.fullName });
  await expect(due).toContainText('£55.80');
  await expect(due).toContainText('Included');
  const create = page.getByRole('button', { name: 'Create payout batch' });
  await expectTappable(create);
  await create.click();
  // Taken by the batch: no longer in the next one until the batch is paid.
  await expect(due).not.toContainText('Included');

  // The newest batch comes first; another test may have made one too, so it is found by what it pays.
  const batch = rows(page)
    .filter({ has: page.locator('[data-kind="payout"]') })
    .first();
  await expect(batch.locator('[data-kind="payout"]')).toHaveText('Processing');
  const batchId = (await batch.getByText(/^po_/).textContent()) ?? '';
  await page.screenshot({ path: `/tmp/payouts-admin-${testInfo.project.name}.png`, fullPage: true });

  const csvButton = batch.getByRole('button', { name: 'PayPal CSV' });
  await expectTappable(csvButton);
  const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
  expect(download.suggestedFilename()).toBe(`${batchId}-paypal.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  const mine = lines.filter((line) => line.startsWith(`"${affiliate.paypalEmail}"`));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatch(
    new RegExp(`^"${affiliate.paypalEmail}","55\\.80","GBP","${batchId}-[A-Za-z0-9]+","Storysong referral commission"$`),
  );
  // Every row is a PayPal recipient with an amount in pounds; nothing a spreadsheet would run.
  for (const line of lines) expect(line).toMatch(/^"[^"=+\-@][^"]*@[^"]+","\d+\.\d{2}","GBP","po_[^"]+","[^"]+"$/);

  const markPaid = batch.getByRole('button', { name: 'Mark paid' });
  await expectTappable(markPaid);
  await markPaid.click();
  const paidBatch = rows(page).filter({ hasText: batchId });
  await expect(paidBatch.locator('[data-kind="payout"]')).toHaveText('Paid');
  await expect(paidBatch.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  // Paid in full: nothing held, due or in a batch is left to list.
  await expect(due).toHaveCount(0);
  noErrors();

  await page.getByRole('button', { name: /^Account menu: / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/affiliate');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(affiliate.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/affiliate\/dashboard$/);

  const payouts = page.getByTestId('payouts');
  await expect(payouts.getByTestId('payouts-paid')).toContainText('£55.80');
  await expect(payouts.getByTestId('payouts-pending')).toContainText('£0.00');
  await expect(payouts).toContainText('Commissions are held for 30 days after the order is paid');
  await expect(payouts).toContainText('Your next payout comes once at least £50.00 is due.');
  const payout = payouts.locator('tbody tr, [data-testid="row-card"]').filter({ hasText: '£55.80' });
  await expect(payout).toHaveCount(1);
  await payout.scrollIntoViewIfNeeded();
  await expectTappable(payout.locator('[data-kind="payout"]'));
  await expect(payout.locator('[data-kind="payout"]')).toHaveText('Paid');
  await page.screenshot({ path: `/tmp/payouts-affiliate-${testInfo.project.name}.png`, fullPage: true });
});
