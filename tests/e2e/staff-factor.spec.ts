import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { acceptConsent, enterStaffCode, expect, newStaffAccount, submitStaffPassword, test, watchConsole } from './support.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The sign-in page in a language, with what the password step left on it. */
async function inLanguage(page: Page, lng: 'en' | 'ar', heading: string) {
  await page.goto(`/admin/login?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
}

test('a new member of staff sets up the authenticator, then is asked for its code; both screens pass axe in English and Arabic @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await acceptConsent(page);
  const account = await newStaffAccount(page.request, `factor-${testInfo.project.name}`);
  await page.goto('/admin/login');
  await submitStaffPassword(page, account);
  // The sign-in after set-up may come within the code's 30 s: the server refuses it again (a 400), and the next one is used.
  const errors = watchConsole(page, ['/api/admin/factor/session']);

  // The password alone opens the set-up: the secret as a QR code and as text, and the first code.
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await page.screenshot({ path: `/tmp/staff-enrolment-${testInfo.project.name}.png`, fullPage: true });
  await inLanguage(page, 'ar', 'إعداد تطبيق المصادقة');
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await page.screenshot({ path: `/tmp/staff-enrolment-ar-${testInfo.project.name}.png`, fullPage: true });

  await inLanguage(page, 'en', 'Set up your authenticator app');
  const secret = (await page.getByTestId('factor-secret').textContent()) ?? '';
  await enterStaffCode(page, secret, 'Turn on two-step verification');
  // Signing out while the dashboard still loads would end the session under its requests (their 401s).
  const loads = ['/api/admin/dashboard', '/api/admin/mail', '/api/admin/conversations/counts'];
  const dashboardLoaded = Promise.all(
    loads.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)),
  );
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.waitForURL(/\/admin$/);
  await dashboardLoaded;

  // Signed out and in again: the code step, in both languages.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await submitStaffPassword(page, account);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await inLanguage(page, 'ar', 'التحقق بخطوتين');
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await page.screenshot({ path: `/tmp/staff-code-ar-${testInfo.project.name}.png`, fullPage: true });
  await inLanguage(page, 'en', 'Two-step verification');
  await enterStaffCode(page, secret, 'Verify');
  await page.waitForURL(/\/admin$/);
  errors();
});
