import { placePaidOrder, searchStories } from './songs.ts';
import { acceptConsent, expect, expectTappable, newStaffAccount, signInStaffThroughPage, test, watchConsole } from './support.ts';

test('staff refund part of a paid order in the drawer and see it there and in the list @phone', async ({ page }, testInfo) => {
  const customer = `Refund E2E ${Date.now().toString(36)}`;
  await placePaidOrder(page.request, { fullName: customer, email: `refund.${Date.now().toString(36)}@example.com` });

  await acceptConsent(page);
  // Staff of the test's own: a refund asks for the authenticator's code, which no other worker takes first.
  const staff = await newStaffAccount(page.request, `refunds-${testInfo.project.name}`);
  await signInStaffThroughPage(page, staff);
  await page.goto('/admin/stories');
  const checkConsole = watchConsole(page);

  const view = await searchStories(page, customer);
  await expectTappable(view);
  await view.click();
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  const refunds = drawer.getByTestId('refunds');
  await expect(refunds).toContainText('Refunded £0.00 of £440.00');
  const form = drawer.getByRole('form', { name: 'Refund this order' });
  await expect(form).toContainText('Up to £440.00 left to refund');
  const submit = form.getByRole('button', { name: 'Refund' });
  // Scrolled to the middle of the drawer, as a person scrolls it: scrolled only just into view, a
  // fraction of a pixel of it can stay below the edge.
  await submit.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await expectTappable(submit);
  await submit.click();
  await expect(form).toContainText('Enter an amount in pounds greater than zero');
  await expect(form).toContainText('Please give a reason for the refund');

  await form.getByRole('textbox', { name: 'Amount to refund' }).fill('100.50');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Delivered a week late');
  // The messages above it moved it down: scrolled to again.
  await submit.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await expectTappable(submit);
  await submit.click();

  await expect(drawer.getByRole('status')).toHaveText('£100.50 refunded. The customer has been emailed.');
  await expect(refunds).toContainText('Refunded £100.50 of £440.00');
  await expect(refunds).toContainText('Delivered a week late');
  await expect(refunds).toContainText(`By ${staff.email}`);
  await expect(form).toContainText('Up to £339.50 left to refund');
  await expect(drawer.getByText('Partly refunded £100.50')).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await refunds.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`refund-drawer-${width}.png`) });

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Partly refunded £100.50')).toBeVisible();
  checkConsole();
});
