import type { Page } from '@playwright/test';
import { wavFile } from '../../functions/src/platform/wav.ts';
import { verifiedAffiliate } from './affiliate-accounts.ts';
import { acceptConsent, agreeToTerms, choose, expect, test, watchConsole } from './support.ts';

/** A 1x1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A tenth of a second of 8 kHz mono silence as a valid WAV file. */
const wav = () => wavFile(Buffer.alloc(1600), 8000);

const STORY =
  'My grandmother sang to me every night by the window, and I want a song that keeps her voice and her laughter alive.';

async function suiteCard(page: Page, name: string) {
  await page.goto('/products/people');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Music Your Way' })).toBeVisible();
  await expect(page.getByText('Own the Vibe!')).toBeVisible();
  return page.getByRole('article', { name });
}

/** Fills the five steps; Next refuses each empty step with the spec's messages first (the occasion step has none). */
async function completeWizard(page: Page, { withFiles, failFirstSubmit }: { withFiles: boolean; failFirstSubmit: boolean }) {
  const dialog = page.getByRole('dialog', { name: 'Tell us your story' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Country is required')).toBeVisible();

  await dialog.getByLabel('Full name').fill('Grace Hopper');
  await expect(dialog.getByText('Full name is required')).toBeHidden();
  // One customer per project: the stack is shared, and a referral discount is for a first paid order only.
  await dialog.getByLabel('Email').fill(`grace-${test.info().project.name}@example.com`);
  await dialog.getByRole('combobox', { name: 'Country' }).pressSequentially('united k');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  if (withFiles) {
    await dialog.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please select a language')).toBeVisible();
  await choose(page, dialog, 'Song language', 'English (English)');
  await expect(dialog.getByText('Please select a language')).toBeHidden();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please select an emotion')).toBeVisible();
  await expect(dialog.getByText('Story must be at least 100 characters long')).toBeVisible();
  await choose(page, dialog, 'Emotion', 'Love');
  await choose(page, dialog, 'Genre', 'Amapiano');
  await dialog.getByRole('textbox', { name: 'Your story' }).fill(STORY);
  if (withFiles) {
    await dialog.getByLabel('I want to add a voice note').check();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'voice.wav', mimeType: 'audio/wav', buffer: wav() });
    await expect(dialog.getByText('voice.wav')).toBeVisible();
    await expect(dialog.locator('audio[controls]')).toHaveCount(1);
  }
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Song language' })).toHaveValue('English (English)');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await choose(page, dialog, 'Who is this song for?', 'Grandma');
  // The occasion is optional: this story has none (occasion.spec.ts orders with one).
  await dialog.getByRole('button', { name: 'Next' }).click();
  await agreeToTerms(dialog);
  if (failFirstSubmit) {
    // A failed submission says so and keeps everything typed.
    await page.route('**/api/orders', (route) => route.abort(), { times: 1 });
    await dialog.getByRole('button', { name: 'Submit Story' }).click();
    await expect(dialog.getByText('Failed to submit story')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Your story' })).toHaveValue(STORY);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await dialog.getByRole('button', { name: 'Submit Story' }).click();
}

test('a visitor orders a People suite with a referral code, uploads, and pays @phone', async ({ page }) => {
  // Four steps, two uploads and a checkout round trip: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  const label = `${test.info().project.name}-${test.info().retry}-${Date.now().toString(36)}`;
  const { referralCode } = await verifiedAffiliate(page, {
    fullName: `Referrer ${label}`,
    email: `e2e-referrer-${label}@example.com`,
    password: 'Referr3rPass',
    paypalEmail: `referrer-${label}@example.com`,
  });
  const card = await suiteCard(page, 'Basic Song');
  await expect(card.getByTestId('price-basic-song')).toHaveText('£440');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal overflow').toBe(
    true,
  );
  await card.getByLabel('Have a referral code?').check();
  await card.getByLabel('Referral code', { exact: true }).fill(referralCode.toLowerCase());
  await expect(card.getByLabel('Referral code', { exact: true })).toHaveValue(referralCode);
  await expect(card.getByText('10% discount applied!')).toBeVisible();
  await expect(card.getByTestId('price-basic-song')).toHaveText('£440£396');
  await card.getByRole('button', { name: 'Get Started' }).click();

  await completeWizard(page, { withFiles: true, failFirstSubmit: false });

  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByText('Story Submitted Successfully!')).toBeVisible();
  await expect(payment.getByTestId('payment-amount')).toHaveText('£396');
  await expect(payment.getByText('Secure payment powered by Local Test Checkout')).toBeVisible();
  await payment.getByRole('button', { name: 'Pay £396' }).click();

  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  await expect(page.getByText('Basic Song')).toBeVisible();
  await page.getByRole('button', { name: 'Pay £396' }).click();

  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Basic Song' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '£396.00' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'View your order status' }).click();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Story received' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  noErrors();
});

test('an invalid referral code shows the cross and no discount', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/products/people?ref=nosuch99');
  const card = page.getByRole('article', { name: 'Basic Full Song' });
  await expect(card.getByText('Invalid referral code. Please check and try again.')).toBeVisible();
  await expect(card.getByTestId('price-basic-full-song')).toHaveText('£620');
  await card.getByLabel('Referral code', { exact: true }).fill('ABC');
  await expect(card.getByText('Invalid referral code. Please check and try again.')).toBeHidden();
  await card.getByLabel('Have a referral code?').uncheck();
  await expect(card.getByLabel('Referral code', { exact: true })).toBeHidden();
});

test('a visitor who cancels the payment lands on Payment Unsuccessful and Try Again goes back', async ({ page }) => {
  test.setTimeout(150_000);
  await acceptConsent(page);
  const card = await suiteCard(page, 'Basic Full Song');
  await card.getByRole('button', { name: 'Get Started' }).click();
  await completeWizard(page, { withFiles: false, failFirstSubmit: true });

  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByTestId('payment-amount')).toHaveText('£620');
  await payment.getByRole('button', { name: 'Pay £620' }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\//);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/payment\/cancel\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment Unsuccessful' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(checkoutUrl);
});

test('an unknown persona is replaced by /404', async ({ page }) => {
  await page.goto('/products/nobody');
  await expect(page).toHaveURL(/\/404$/);
});
