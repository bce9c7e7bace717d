import type { Locator } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { placeOrder, searchStories } from './songs.ts';
import { expect, expectTappable, newStaffAccount, signInAsStaff, signInStaffThroughPage, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function tap(target: Locator) {
  await expectTappable(target);
  await target.click();
}

test('staff open a story, then find that read in the audit log, in English and Arabic @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = `Audra Audit ${run} ${test.info().project.name}`;
  const { orderId } = await placeOrder(
    page.request,
    { fullName: customer, email: `audra.${run}.${test.info().project.name}@example.com` },
    {
      story:
        'She taught the whole street to ride a bicycle, one wobbly summer evening at a time, and never once lost her patience.',
      relationship: 'Mother',
    },
  );

  await signInAsStaff(page, '/admin/stories');
  const errors = watchConsole(page);
  // Reading a customer's story is itself a recorded staff action.
  await tap(await searchStories(page, customer));
  await expect(page.getByRole('dialog', { name: 'Customer story' })).toContainText('wobbly summer evening');
  await page.keyboard.press('Escape');

  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (await burger.isVisible()) await tap(burger);
  await tap(page.getByRole('link', { name: 'Audit log' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Action' }).selectOption('order.read');
  const show = page.getByRole('button', { name: 'Show', exact: true });
  await expectTappable(show);
  await tap(show);
  await expect(page.getByText(`Order ${orderId}`)).toBeVisible();
  await expect(page.getByText('admin@storysong.local').first()).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);

  // A range that ends before it starts is refused before anything is asked.
  await page.getByLabel('From', { exact: true }).fill('2026-03-02');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await tap(show);
  await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();

  await page.goto('/admin/audit?lng=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(`الطلب ${orderId}`)).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  errors();
});

test("staff reveal an affiliate's bank details, whole in a dialog read in English and Arabic, and find each reveal in the audit log @phone", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const label = `${run}-${testInfo.project.name}`;
  const fullName = `Bankable ${label}`;
  const registered = await page.request.post('/api/affiliates/register', {
    data: {
      fullName,
      email: `bankable.${label}@example.com`,
      password: 'Referr3rPass',
      paymentDetails: { method: 'bank', bankName: 'Monzo', accountNumber: '31926819', sortCode: '04-00-04', country: 'GB' },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  // Staff of the test's own: the reveal may ask for the authenticator's code, which no other worker takes first.
  const staff = await newStaffAccount(page.request, `reveal-${testInfo.project.name}`);
  await signInStaffThroughPage(page, staff);
  const errors = watchConsole(page);

  for (const [language, words] of [
    ['en', { show: `Show the payment details of ${fullName}`, title: `Payment details: ${fullName}`, hide: 'Hide the details' }],
    ['ar', { show: `عرض بيانات الدفع الخاصة بـ ${fullName}`, title: `بيانات الدفع: ${fullName}`, hide: 'إخفاء البيانات' }],
  ] as const) {
    await page.goto(`/admin/affiliates?lng=${language}`);
    await tap(page.getByRole('button', { name: words.show }));
    const dialog = page.getByRole('dialog', { name: words.title });
    // Whole, as the payout by hand needs it: the list and the affiliate's own dashboard show it masked.
    await expect(dialog.getByTestId('payment-accountNumber')).toHaveText('31926819');
    await expect(dialog.getByTestId('payment-sortCode')).toHaveText('04-00-04');
    expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`bank-reveal-${language}-${page.viewportSize()?.width}.png`) });
    await tap(dialog.getByRole('button', { name: words.hide }));
    await expect(dialog).toBeHidden();
  }

  // Back in English: the language chosen by `?lng=` stays until another is.
  await page.goto('/admin/audit?lng=en');
  await page.getByRole('textbox', { name: 'Staff email' }).fill(staff.email);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('bank_details.reveal');
  await tap(page.getByRole('button', { name: 'Show', exact: true }));
  // A table row from a tablet up, a card on a phone: one per reveal.
  await expect(page.locator('tbody tr, [data-testid="row-card"]').filter({ hasText: 'Bank details revealed' })).toHaveCount(2);
  errors();
});
