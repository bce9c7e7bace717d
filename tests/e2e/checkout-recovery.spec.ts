import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type OrderCreated, orderPagePath } from '@storysong/core';
import { placeOrder } from './songs.ts';
import { acceptConsent, agreeToTerms, choose, expect, expectTappable, pickCountry, test, watchConsole } from './support.ts';

const STORY =
  'We met at the harbour on a windy morning and have laughed about it every single day since then, for ten whole years.';

/** The wizard's second and third steps: the song's language, then the story. */
async function fillLanguageAndStory(page: Page, wizard: Locator) {
  await choose(page, wizard, 'Song language', 'English (English)');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await choose(page, wizard, 'Emotion', 'Love');
  await choose(page, wizard, 'Genre', 'Pop');
  await wizard.getByRole('textbox', { name: 'Your story' }).fill(STORY);
  await wizard.getByRole('button', { name: 'Next' }).click();
}

/** Opens the Basic Song's wizard and fills every step but the last. */
async function fillFirstThreeSteps(page: Page, email: string) {
  await page.goto('/products/people');
  await page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }).click();
  const wizard = page.getByRole('dialog', { name: 'Tell us your story' });
  await wizard.getByLabel('Full name').fill('Grace Hopper');
  await wizard.getByLabel('Email').fill(email);
  await pickCountry(wizard.getByRole('combobox', { name: 'Country' }), 'united k', 'United Kingdom');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await fillLanguageAndStory(page, wizard);
  await expect(wizard.getByRole('combobox', { name: 'Who is this song for?' })).toBeVisible();
  return wizard;
}

/** Submits a complete story and returns the order the server created, with the payment dialog open. */
async function orderThroughWizard(page: Page, email: string) {
  const wizard = await fillFirstThreeSteps(page, email);
  await choose(page, wizard, 'Who is this song for?', 'Wife');
  // The occasion is optional: this story has none.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await agreeToTerms(wizard);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST');
  await wizard.getByRole('button', { name: 'Submit Story' }).click();
  const order = (await (await created).json()) as OrderCreated;
  await expect(page.getByRole('dialog', { name: 'Complete your payment' })).toBeVisible();
  return order;
}

/** Counts the orders the page creates from now on. */
function countOrderCreations(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/orders') && request.method() === 'POST') count++;
  });
  return () => count;
}

function placeOrderByApi(request: APIRequestContext, email: string): Promise<OrderCreated> {
  return placeOrder(request, { fullName: 'Ada Lovelace', email }, { story: STORY, emotion: 'Joy' });
}

test("the wizard's relationship step shows a missing relationship there, focused and in view @phone", async ({ page }) => {
  test.setTimeout(90_000);
  await acceptConsent(page);
  const wizard = await fillFirstThreeSteps(page, 'last-step@example.com');
  await wizard.getByRole('button', { name: 'Next' }).click();

  const relationship = wizard.getByRole('combobox', { name: 'Who is this song for?' });
  await expect(wizard.getByText('Please select your relationship')).toBeVisible();
  await expect(relationship).toBeFocused();
  await expectTappable(wizard.getByText('Please select your relationship'));
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeVisible();

  await choose(page, wizard, 'Who is this song for?', 'Wife');
  await expect(wizard.getByText('Please select your relationship')).toBeHidden();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await agreeToTerms(wizard);
  await wizard.getByRole('button', { name: 'Submit Story' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete your payment' })).toBeVisible();
});

test("a cancelled payment's Try Again reaches the same working checkout, which takes the payment @phone", async ({ page }) => {
  test.setTimeout(120_000);
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  const order = await orderThroughWizard(page, 'try-again@example.com');
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await payment.getByRole('button', { name: 'Pay £440' }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Unsuccessful' })).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try Again' });
  await expectTappable(tryAgain);
  await tryAgain.click();
  await expect(page).toHaveURL(checkoutUrl);
  await expect(page.getByText('This checkout is already')).toBeHidden();
  const pay = page.getByRole('button', { name: 'Pay £440' });
  await expectTappable(pay);
  await pay.click();

  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${order.orderId}$`));
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  noErrors();
});

test('closing the payment dialog, Get Started offers the same unpaid order, also after a reload @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  const order = await orderThroughWizard(page, 'resume@example.com');
  const created = countOrderCreations(page);
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await payment.getByRole('button', { name: 'Close' }).click();
  await expect(payment).toBeHidden();

  await page.reload();
  const getStarted = page.getByRole('article', { name: 'Basic Full Song' }).getByRole('button', { name: 'Get Started' });
  await getStarted.click();
  await expect(payment.getByText('You have an order waiting for payment.')).toBeVisible();
  await expect(payment.getByText('Basic Song', { exact: true })).toBeVisible();
  await expect(payment.getByTestId('payment-amount')).toHaveText('£440');
  await expect(page.getByRole('dialog', { name: 'Tell us your story' })).toBeHidden();
  const pay = payment.getByRole('button', { name: 'Pay £440' });
  await expectTappable(pay);
  await pay.click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  await page.getByRole('button', { name: 'Pay £440' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/success\\?order=${order.orderId}$`));
  expect(created(), 'no second order').toBe(0);

  // Once paid, Get Started starts a new story.
  await page.goto('/products/people');
  await page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog', { name: 'Tell us your story' }).getByLabel('Full name')).toHaveValue('');
  noErrors();
});

test('the resumed order can be left for a new story, and stays payable from its page @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await acceptConsent(page);
  const order = await orderThroughWizard(page, 'new-story@example.com');
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await payment.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }).click();
  await payment.getByRole('button', { name: 'Start a new story' }).click();
  const wizard = page.getByRole('dialog', { name: 'Tell us your story' });
  await expect(wizard.getByLabel('Full name')).toHaveValue('');

  await page.goto(orderPagePath(order));
  await expect(page.getByText('This order is waiting for payment.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now £440' }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
});

test('an unpaid order is paid from its private page with Pay now, in its open checkout @phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  const order = await placeOrderByApi(request, 'order-page@example.com');
  await page.goto(orderPagePath(order));
  await expect(page.getByText('Awaiting payment')).toBeVisible();
  const payNow = page.getByRole('button', { name: 'Pay now £440' });
  await expectTappable(payNow);
  await payNow.click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Unsuccessful' })).toBeVisible();

  await page.getByRole('link', { name: 'View your order status' }).click();
  await expect(page.getByText('Awaiting payment')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now £440' }).click();
  await expect(page).toHaveURL(checkoutUrl);
  await page.getByRole('button', { name: 'Pay £440' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);

  await page.goto(orderPagePath(order));
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  noErrors();
});

test('a payment whose event is late shows on its order page as being confirmed, not payable, then as paid once the event arrives @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  const order = await placeOrderByApi(request, 'late-event@example.com');
  await page.goto(orderPagePath(order));
  await page.getByRole('button', { name: 'Pay now £440' }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Hold the payment’s event back, then pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto(orderPagePath(order));
  const confirming = page.getByRole('status').filter({ hasText: 'Your payment is being confirmed.' });
  await expect(confirming).toBeVisible();
  await expect(confirming).toBeInViewport();
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('payment-confirming.png') });
  // The provider's event arrives: the open page shows the order paid without a reload.
  expect((await request.post(`${checkoutUrl}/dashboard/payment-event`)).ok()).toBe(true);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(confirming).toHaveCount(0);
  noErrors();
});

test('a returning customer is told the referral discount is for a first purchase, and pays the full price @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await acceptConsent(page);
  const email = `returning-${test.info().project.name}@example.com`;
  const earlier = await placeOrderByApi(request, email);
  const checkout = await request.post('/api/checkout', { data: { orderId: earlier.orderId, token: earlier.token } });
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  expect((await request.post(`${new URL(invoiceUrl).pathname}/pay`, { maxRedirects: 0 })).status()).toBe(303);

  await page.goto('/products/people?ref=DEMO2024');
  const card = page.getByRole('article', { name: 'Basic Song' });
  await expect(card.getByText('10% discount applied!')).toBeVisible();
  await card.getByRole('button', { name: 'Get Started' }).click();
  const wizard = page.getByRole('dialog', { name: 'Tell us your story' });
  await wizard.getByLabel('Full name').fill('Ada Lovelace');
  await wizard.getByLabel('Email').fill(email.toUpperCase());
  await pickCountry(wizard.getByRole('combobox', { name: 'Country' }), 'united k', 'United Kingdom');
  await wizard.getByRole('button', { name: 'Next' }).click();
  const notice = wizard.getByText('Referral discounts are for a first purchase only.');
  await expect(notice).toBeVisible();
  await expectTappable(notice);
  await fillLanguageAndStory(page, wizard);
  await choose(page, wizard, 'Who is this song for?', 'Wife');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await agreeToTerms(wizard);
  await wizard.getByRole('button', { name: 'Submit Story' }).click();

  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByTestId('payment-amount')).toHaveText('£440');
  await expect(payment.getByText('Referral discounts are for a first purchase only.')).toBeVisible();
  await expect(payment.getByLabel(/List price/)).toHaveCount(0);
});
