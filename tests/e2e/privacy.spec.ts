import type { Page } from '@playwright/test';
import { erasureConfirmationIn, orderPagePath } from '@storysong/core';
import { axeViolations } from './axe.ts';
import { placeOrder } from './songs.ts';
import { acceptConsent, expect, expectTappable, inbox, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** A path opened in a language: `?lng=` before the fragment, where an order's link keeps its token. */
function inLanguage(path: string, language: string) {
  const [address = '', fragment] = path.split('#');
  return `${address}${address.includes('?') ? '&' : '?'}lng=${language}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** An order placed through the API as the wizard places it, not paid: its story and files may be deleted at once. */
function placeUnpaidOrder(page: Page, email: string) {
  return placeOrder(page.request, { fullName: `Ines Privacy ${run}`, email });
}

test('a customer downloads their data, then deletes their story through the emailed link @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `ines.${run}.${test.info().project.name}@example.com`;
  await acceptConsent(page);
  const order = await placeUnpaidOrder(page, email);
  const errors = watchConsole(page);
  await page.goto(orderPagePath(order));
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.getByText(/The law makes us keep the order's accounting record/)).toBeVisible();

  const download = section.getByRole('button', { name: 'Download my data' });
  await expectTappable(download);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`order-${order.orderId}.zip`);

  const remove = section.getByRole('button', { name: 'Delete my story and files' });
  await expectTappable(remove);
  await remove.click();
  await expect(section.getByRole('status')).toHaveText(/We have emailed you a link/);
  // Nothing is deleted until the link in the email is followed.
  await expect(page.getByText('We met at the harbour')).toBeVisible();

  let link = '';
  await expect(async () => {
    const mail = (await inbox(email)).find((message) => message.subject === 'Confirm deleting your story and files');
    link = /href="([^"]*erase=[^"]*)"/.exec(mail?.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  expect(erasureConfirmationIn(new URL(link).hash)).toBeTruthy();
  const linked = new URL(link);
  await page.goto(`${linked.pathname}${linked.search}${linked.hash}`);
  const confirm = page.getByRole('button', { name: 'Delete for good' });
  await expectTappable(confirm);
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await confirm.click();
  await expect(section.getByRole('status')).toHaveText('Your story and files have been deleted.');
  await expect(section.getByText(/Your story and files were deleted on/)).toBeVisible();
  await expect(page.getByText('We met at the harbour')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Delete my story and files' })).toHaveCount(0);

  await page.goto(inLanguage(orderPagePath(order), 'ar'));
  await expect(page.getByRole('region', { name: 'بياناتك' })).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  errors();
});

test('staff look up an email on the Privacy page and see what is held, in English and Arabic @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `held.${run}.${test.info().project.name}@example.com`;
  await placeUnpaidOrder(page, email);
  await signInAsStaff(page, '/admin/privacy');
  const errors = watchConsole(page);
  await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.fill('not an address');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await field.fill(email.toUpperCase());
  const lookUp = page.getByRole('button', { name: 'Look up' });
  await expectTappable(lookUp);
  await lookUp.click();
  await expect(page.getByRole('heading', { name: `What we hold for ${email.toUpperCase()}` })).toBeVisible();
  await expect(page.getByText('Order', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Email', { exact: true }).first()).toBeVisible();
  await expectTappable(page.getByRole('button', { name: 'Export as a zip' }));
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);

  await page.goto('/admin/privacy?lng=ar');
  await expect(page.getByRole('heading', { name: 'طلبات البيانات', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  errors();
});
