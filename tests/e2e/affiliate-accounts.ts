import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

type OobCode = { email: string; oobCode: string; requestType: string };

/**
 * The action codes the Auth emulator recorded for an email (the links its mails carry), oldest
 * first. `authEmulator` names a stack's own emulator; the suite's shared one by default.
 */
export async function emailActionCodes(
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
  authEmulator = process.env.E2E_AUTH_EMULATOR,
): Promise<string[]> {
  const response = await fetch(`${authEmulator}/emulator/v1/projects/demo-storysong/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType).map((c) => c.oobCode);
}

export interface NewAffiliate {
  fullName: string;
  email: string;
  password: string;
  paypalEmail: string;
}

/**
 * An affiliate of the test's own, paid by PayPal, registered through the API as the form does and
 * verified through the emailed link (only verified ones earn). Tests that earn commissions use one
 * rather than the seeded demo affiliate, whose figures affiliates.spec.ts reads exactly.
 */
export async function verifiedAffiliate(page: Page, affiliate: NewAffiliate, authEmulator = process.env.E2E_AUTH_EMULATOR) {
  const { password, ...named } = affiliate;
  const registered = await page.request.post('/api/affiliates/register', {
    data: {
      fullName: affiliate.fullName,
      email: affiliate.email,
      password,
      paymentDetails: { method: 'paypal', paypalEmail: affiliate.paypalEmail },
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  const { referralCode } = (await registered.json()) as { referralCode: string };
  const [code] = await emailActionCodes(affiliate.email, 'VERIFY_EMAIL', authEmulator);
  await page.goto(`/affiliate/reset-password?mode=verifyEmail&oobCode=${code}`);
  await expect(page.getByRole('status')).toContainText('Your email is verified.');
  return { ...named, referralCode };
}
