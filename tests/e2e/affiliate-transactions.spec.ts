import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  acceptConsent,
  expect,
  expectTappable,
  inbox,
  pickCountry,
  signedIn,
  signInAsAffiliate,
  test,
  watchConsole,
} from './support.ts';

const PASSWORD = 'Ch4ngeMyDetails';

/** A tap on a phone, a click on a desktop, once a person could reach it. */
async function press(target: Locator) {
  await expectTappable(target);
  if (await target.page().evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
}

/** A list row: a table row from a tablet up, a card on a phone. */
const rows = (page: Page) => page.locator('tbody tr, [data-testid="row-card"]');

test('an affiliate changes their payment details with their password; a wrong one changes nothing; the change is shown masked and emailed @phone', async ({
  page,
}, testInfo) => {
  const email = `e2e-paydetails-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/affiliates/register', {
    data: {
      fullName: 'Ines Payee',
      email,
      password: PASSWORD,
      paymentDetails: { method: 'paypal', paypalEmail: 'ines.old@example.com' },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  await acceptConsent(page);
  await signInAsAffiliate(page, email, PASSWORD);

  const card = page.getByTestId('payment-method');
  await expect(card.getByTestId('payment-paypalEmail')).toHaveText('********@example.com');
  const password = card.getByLabel('Your password');
  const openForm = async () => {
    await press(card.getByRole('button', { name: 'Change details' }));
    // The form opens in the card, where the page scrolls to it as to anything else.
    await expect(card.getByRole('heading', { name: 'Change payment details' })).toBeVisible();
    await press(card.getByText('Bank transfer', { exact: true }));
    await card.getByRole('textbox', { name: 'Bank name' }).fill('Monzo');
    await card.getByRole('textbox', { name: 'Account number' }).fill('31926819');
    await pickCountry(card.getByRole('combobox', { name: 'Country' }), 'United K', 'United Kingdom');
  };

  await openForm();
  await password.fill('NotMyPassw0rd');
  await press(card.getByRole('button', { name: 'Save new details' }));
  await expect(card.getByText('That password is not right, so your payment details were not changed.')).toBeVisible();
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  await expect(card.getByRole('textbox', { name: 'Bank name' })).toHaveValue('Monzo');
  // Read again from the server: still the old details.
  await press(card.getByRole('button', { name: 'Cancel' }));
  await page.getByRole('button', { name: 'Refresh' }).first().click();
  await expect(page.getByRole('button', { name: 'Refresh' }).first()).toBeEnabled();
  await expect(card.getByText('PayPal', { exact: true })).toBeVisible();
  await expect(card.getByTestId('payment-paypalEmail')).toHaveText('********@example.com');
  expect(await inbox(email)).toEqual([]);

  // From here on nothing should fail (the browser reports the wrong password's 400 in the console).
  const noErrors = watchConsole(page);
  await openForm();
  await password.fill(PASSWORD);
  await press(card.getByRole('button', { name: 'Save new details' }));
  await expect(card.getByRole('heading', { name: 'Payment method' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText('Your payment details were changed. We have emailed you about it.');
  await expect(card.getByRole('status')).toBeFocused();
  await expect(card.getByText('Bank transfer', { exact: true })).toBeVisible();
  await expect(card.getByTestId('payment-accountNumber')).toHaveText('•••• 6819');
  await expect(card.getByTestId('payment-bankName')).toHaveText('Monzo');
  await expect(card.getByTestId('payment-paypalEmail')).toHaveCount(0);
  await page.screenshot({ path: `/tmp/h16a-payment-${testInfo.project.name}.png`, fullPage: true });

  await expect.poll(async () => (await inbox(email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await inbox(email);
  expect(mail?.subject).toBe('Your payment details were changed');
  expect(mail?.text).toContain('the bank account •••• 6819 at Monzo (United Kingdom)');
  expect(mail?.text).not.toContain('31926819');
  expect(mail?.text).toContain("Wasn't you? Contact us straight away at");
  noErrors();
});

test('the affiliate opens all their transactions from the dashboard, filters them by status and downloads them as CSV @phone', async ({
  page,
}, testInfo) => {
  await acceptConsent(page);
  await signedIn(page, 'affiliate', '/affiliate/dashboard');
  const noErrors = watchConsole(page);

  await press(page.getByRole('link', { name: /^View all transactions \(\d+\)$/ }));
  await expect(page).toHaveURL(/\/affiliate\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your transactions' })).toBeVisible();
  // The demo affiliate's seeded referrals, customers masked; other tests may add newer ones.
  for (const customer of ['olivia.hart', 'kwame.mensah', 'sofia.alves', 'li.wei']) {
    await expect(
      rows(page)
        .filter({ hasText: `${'*'.repeat(customer.length)}@example.com` })
        .first(),
    ).toBeVisible();
  }
  await expect(page.getByText(/^Page 1 of 1 · \d+ in total$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.screenshot({ path: `/tmp/h16a-transactions-${testInfo.project.name}.png`, fullPage: true });

  // Two seeded commissions start approved; the payouts test, sharing this stack, may have paid them out since.
  const seeded = rows(page)
    .filter({ hasText: `${'*'.repeat('olivia.hart'.length)}@example.com` })
    .filter({ hasText: '£55.80' })
    .first();
  const label = (await seeded.textContent())?.includes('Paid out') ? 'Paid out' : 'Approved';
  const code = label === 'Paid out' ? 'paid_out' : 'approved';

  const filter = page.getByRole('combobox', { name: 'Status' });
  await expectTappable(filter);
  await filter.selectOption({ label });
  const total = page.getByText(/^Page 1 of 1 · \d+ in total$/);
  await expect(total).toBeVisible();
  const count = Number(/(\d+) in total/.exec((await total.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(rows(page)).toHaveCount(count);
  for (const row of await rows(page).all()) await expect(row).toContainText(label);

  const exportButton = page.getByRole('button', { name: 'Download CSV' });
  await expectTappable(exportButton);
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^commissions-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('"date","reference","customer","commission","currency","status","dueDate"');
  expect(csv.slice(1)).toHaveLength(count);
  // basic-song (£440) and basic-full-song (£620), each less the 10% discount, at 10%.
  expect(csv.slice(1)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(`^"\\d{4}-\\d{2}-\\d{2}","[\\w-]+","\\*{11}@example\\.com","55\\.80","GBP","${code}","[^"]*"$`),
      ),
      expect.stringMatching(
        new RegExp(`^"\\d{4}-\\d{2}-\\d{2}","[\\w-]+","\\*{12}@example\\.com","39\\.60","GBP","${code}","[^"]*"$`),
      ),
    ]),
  );

  await filter.selectOption({ label: 'Rejected' });
  await expect(page.getByRole('status').filter({ hasText: 'No transactions with this status.' })).toBeVisible();
  await expect(exportButton).toBeDisabled();
  noErrors();
});
