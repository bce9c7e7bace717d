import { acceptConsent, DEMO_ADMIN, expect, expectTappable, test, watchConsole } from './support.ts';

const STORY =
  'Our aunt taught the whole village to swim in the cold lake every June. We want a song about her whistle and her towel.';

test('a dispute opened at the payment provider shows on the order in the back office @phone', async ({ page }, testInfo) => {
  const customer = `Dispute E2E ${Date.now().toString(36)}`;
  const order = await page.request.post('/api/orders', {
    data: {
      fullName: customer,
      email: `dispute.${Date.now().toString(36)}@example.com`,
      country: 'United Kingdom',
      language: 'en',
      emotion: 'Love',
      genre: 'Pop',
      story: STORY,
      hasVoiceNote: false,
      relationship: 'Aunt',
      productId: 'basic-song',
    },
  });
  expect(order.status()).toBe(201);
  const { orderId, token } = (await order.json()) as { orderId: string; token: string };
  const checkout = await page.request.post('/api/checkout', { data: { orderId, token } });
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  expect((await page.request.post(`${invoiceUrl}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  // The local provider's dashboard, on its checkout page: the cardholder's bank disputes the payment.
  expect((await page.request.post(`${invoiceUrl}/dashboard/dispute`, { maxRedirects: 0 })).status()).toBe(303);

  await acceptConsent(page);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const checkConsole = watchConsole(page);

  await page.goto('/admin/stories');
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(customer);
  await page.getByRole('button', { name: `View the story from ${customer}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  const notice = drawer.getByRole('alert').filter({ hasText: 'Payment disputed' });
  await expect(notice).toContainText("The cardholder's bank disputed £440.00 on");
  await expectTappable(notice);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`dispute-drawer-${width}.png`) });
  await page.screenshot({ path: `/tmp/dispute-drawer-${width}.png` });
  checkConsole();
});
