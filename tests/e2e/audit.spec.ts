import type { Locator } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { searchStories } from './songs.ts';
import { expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function tap(target: Locator) {
  await expectTappable(target);
  await target.click();
}

test('staff open a story, then find that read in the audit log, in English and Arabic @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = `Audra Audit ${run} ${test.info().project.name}`;
  const placed = await page.request.post('/api/orders', {
    data: {
      fullName: customer,
      email: `audra.${run}.${test.info().project.name}@example.com`,
      country: 'GB',
      language: 'en',
      emotion: 'Love',
      genre: 'Pop',
      story:
        'She taught the whole street to ride a bicycle, one wobbly summer evening at a time, and never once lost her patience.',
      hasVoiceNote: false,
      relationship: 'Mother',
      productId: 'basic-song',
    },
  });
  expect(placed.status()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: string };

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
