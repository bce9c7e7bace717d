import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LIMITS } from '@storysong/core';
import { emailActionCodes } from './affiliate-accounts.ts';
import { axeViolations } from './axe.ts';
import { acceptConsent, DEMO_AFFILIATE, expect, expectTappable, test } from './support.ts';

const PASSWORD = 'Referr3rPass';

/**
 * The verification links the Auth emulator recorded for the email, as the mails carry them: to our
 * Auth action page (the server prints the same links).
 */
async function verificationLinks(email: string): Promise<string[]> {
  const codes = await emailActionCodes(email, 'VERIFY_EMAIL');
  return codes.map((code) => `/affiliate/reset-password?mode=verifyEmail&oobCode=${code}`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/affiliate');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/affiliate\/dashboard$/);
}

test.beforeEach(async ({ page }) => {
  await acceptConsent(page);
});

test('an unverified affiliate is told to verify, resends the link up to the limit, and the notice goes once verified @phone', async ({
  page,
}, testInfo) => {
  const email = `e2e-verify-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/affiliates/register', {
    data: {
      fullName: 'Vera Fied',
      email,
      password: PASSWORD,
      paymentDetails: { method: 'paypal', paypalEmail: 'vera.payouts@example.com' },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  expect(await verificationLinks(email)).toHaveLength(1);

  await signIn(page, email, PASSWORD);
  const notice = page.getByTestId('verify-notice');
  await expect(notice).toContainText('Verify your email to start earning');
  await expect(notice).toContainText(email);
  expect(await axeViolations(page, { include: '[data-testid="verify-notice"]' })).toEqual([]);
  const resend = notice.getByRole('button', { name: 'Send the link again' });
  await expectTappable(resend);
  await page.screenshot({ path: `/tmp/verify-notice-${testInfo.project.name}.png`, fullPage: false });

  await resend.click();
  await expect(notice.getByRole('status')).toHaveText(`A new link is on its way to ${email}. Check your inbox and spam folder.`);
  await expect.poll(() => verificationLinks(email).then((links) => links.length)).toBe(2);
  for (let sent = 2; sent <= LIMITS.verificationResendMax; sent++) {
    await resend.click();
    await expect.poll(() => verificationLinks(email).then((links) => links.length)).toBe(sent + 1);
  }
  await resend.click();
  await expect(notice.getByRole('status')).toHaveText(/You've asked for several links already\. Please try again in \d+ min\./);
  expect(await verificationLinks(email)).toHaveLength(1 + LIMITS.verificationResendMax);
  await page.screenshot({ path: `/tmp/verify-limited-${testInfo.project.name}.png`, fullPage: false });

  // The owner opens the newest link from the mail, in the same browser.
  await page.goto((await verificationLinks(email)).at(-1) ?? '');
  await expect(page.getByRole('status')).toHaveText(
    'Your email is verified. Orders made with your referral code now earn you commission.',
  );
  await page.screenshot({ path: `/tmp/verify-done-${testInfo.project.name}.png`, fullPage: false });
  const toDashboard = page.getByRole('link', { name: 'Go to your dashboard' });
  await expectTappable(toDashboard);
  await toDashboard.click();
  await expect(page.getByTestId('dashboard-code')).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('a used or made-up verification link says it cannot be used @phone', async ({ page }) => {
  await page.goto('/affiliate/reset-password?mode=verifyEmail&oobCode=not-a-real-code');
  await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This verification link is invalid, expired or already used.');
  await expectTappable(page.getByRole('link', { name: 'Go to your dashboard' }));
});

test('the seeded demo affiliate is verified and sees no notice @phone', async ({ page }) => {
  await signIn(page, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  await expect(page.getByTestId('dashboard-code')).toHaveText(DEMO_AFFILIATE.code);
  await expect(page.getByTestId('verify-notice')).toHaveCount(0);
});
