import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { acceptConsent, expect, expectTappable, signInAsAffiliate, test, watchConsole } from './support.ts';

const PASSWORD = 'Cl0seMyAccount';
const ACCOUNT = '70123456';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A tap on a phone, a click on a desktop, once a person could reach it. */
async function press(target: Locator) {
  await expectTappable(target);
  if (await target.page().evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
}

test('an affiliate downloads their data and closes their account, confirmed with their password @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `e2e-closing-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/affiliates/register', {
    data: {
      fullName: 'Noor Leaving',
      email,
      password: PASSWORD,
      paymentDetails: { method: 'bank', bankName: 'Monzo', accountNumber: ACCOUNT, country: 'GB' },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { referralCode } = (await registered.json()) as { referralCode: string };
  await acceptConsent(page);
  await signInAsAffiliate(page, email, PASSWORD);

  const card = page.getByTestId('account-card');
  await expect(card.getByRole('heading', { name: 'Your data and account' })).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG, include: '[data-testid="account-card"]' })).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(card.getByRole('button', { name: 'Download my data' })),
  ]);
  expect(download.suggestedFilename()).toMatch(/^storysong-affiliate-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = await readFile(await download.path(), 'utf8');
  expect(JSON.parse(data)).toMatchObject({ account: { email, referralCode, paymentDetails: { accountNumber: '•••• 3456' } } });
  expect(data).not.toContain(ACCOUNT);

  await press(card.getByRole('button', { name: 'Close my account' }));
  const dialog = page.getByRole('dialog', { name: 'Close your affiliate account?' });
  await expect(dialog.getByText('Closing cannot be undone.', { exact: false })).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG, include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByLabel('Your password').fill('NotMyPassw0rd');
  await press(dialog.getByRole('button', { name: 'Close my account for good' }));
  await expect(dialog.getByText('That password is not right, so your account was not closed.')).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Keep my account' }));
  await expect(dialog).toBeHidden();
  // From here on nothing should fail (the browser reports the wrong password's 400 in the console).
  const errors = watchConsole(page);

  await press(card.getByRole('button', { name: 'Close my account' }));
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await press(dialog.getByRole('button', { name: 'Close my account for good' }));
  await expect(page).toHaveURL(/\/affiliate$/);
  await expect(page.getByTestId('account-closed')).toHaveText(
    'Your affiliate account is closed. Thank you for being part of the programme.',
  );
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('affiliate-dashboard-cache')))).toEqual(
    [],
  );
  await page.screenshot({ path: `/tmp/bankdetails-closed-${testInfo.project.name}.png`, fullPage: true });
  errors();

  // Gone: the sign-in no longer finds the account.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/affiliate$/);
});

test('the account card and its confirmation pass axe in Arabic @phone', async ({ page }) => {
  const email = `e2e-closing-ar-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/affiliates/register', {
    data: {
      fullName: 'Noor Arabic',
      email,
      password: PASSWORD,
      paymentDetails: { method: 'paypal', paypalEmail: 'noor.ar@example.com' },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  await acceptConsent(page);
  await signInAsAffiliate(page, email, PASSWORD);
  await page.goto('/affiliate/dashboard?lng=ar');
  const card = page.getByTestId('account-card');
  await expect(card.getByRole('heading', { name: 'بياناتك وحسابك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeViolations(page, { tags: WCAG, include: '[data-testid="account-card"]' })).toEqual([]);
  await press(card.getByRole('button', { name: 'إغلاق حسابي' }));
  await expect(page.getByRole('dialog', { name: 'هل تريد إغلاق حسابك في برنامج الشركاء؟' })).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG, include: '[role="dialog"]' })).toEqual([]);
});
