import { placePaidOrder, searchStories } from './songs.ts';
import { acceptConsent, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

test('a dispute opened at the payment provider shows on the order in the back office @phone', async ({ page }, testInfo) => {
  const customer = `Dispute E2E ${Date.now().toString(36)}`;
  const { invoiceUrl } = await placePaidOrder(page.request, {
    fullName: customer,
    email: `dispute.${Date.now().toString(36)}@example.com`,
  });
  // The local provider's dashboard, on its checkout page: the cardholder's bank disputes the payment.
  expect((await page.request.post(`${invoiceUrl}/dashboard/dispute`, { maxRedirects: 0 })).status()).toBe(303);

  await acceptConsent(page);
  await signInAsStaff(page, '/admin/stories');
  const checkConsole = watchConsole(page);

  const view = await searchStories(page, customer);
  await expectTappable(view);
  await view.click();
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  const notice = drawer.getByRole('alert').filter({ hasText: 'Payment disputed' });
  await expect(notice).toContainText("The cardholder's bank disputed £440.00 on");
  await expectTappable(notice);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`dispute-drawer-${width}.png`) });
  checkConsole();
});
