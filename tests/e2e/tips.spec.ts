import type { Locator } from '@playwright/test';
import { orderPagePath } from '@storysong/core';
import { axeViolations } from './axe.ts';
import { deliverOnSharedStack, placePaidOrder, searchStories } from './songs.ts';
import { acceptConsent, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);

test('a delivered order’s customer tips £10 through the local checkout, is thanked on the way back and on the order page, and staff see it in the drawer @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const width = info.project.name;
  /** A tap on a phone, a click with the mouse, once the control is on screen and uncovered. */
  const press = async (target: Locator) => {
    await expectTappable(target);
    if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
    else await target.click();
  };
  await acceptConsent(page);
  const customer = `Tess Tip ${run} ${width}`;
  const order = await placePaidOrder(page.request, { fullName: customer, email: `tess.${run}.${width}@example.com` });
  await deliverOnSharedStack(page.request, order, 'Harbour lights\nand the morning wind');
  const noErrors = watchConsole(page);

  await page.goto(orderPagePath(order));
  const section = page.getByRole('region', { name: 'Say thank you' });
  await expect(section).toBeVisible();
  const form = section.getByRole('form', { name: 'Thank-you tip' });
  const presets = form.getByRole('group', { name: 'Tip amount' });
  const other = form.getByRole('textbox', { name: 'Another amount (£)' });

  // An amount past the limit is refused by the schema the server reads it with.
  await press(other);
  await other.fill('600');
  await press(form.getByRole('button', { name: 'Send a tip' }));
  await expect(form.getByText('The largest tip is £500')).toBeVisible();
  await press(presets.getByRole('button', { name: '£10' }));
  await expect(presets.getByRole('button', { name: '£10' })).toHaveAttribute('aria-pressed', 'true');
  await expect(other).toHaveValue('10');
  await expect(form.getByText('The largest tip is £500')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: test.info().outputPath(`tips-form-${width}.png`) });
  // No finding in the section under WCAG 2.1 AA, as a11y.spec.ts audits pages.
  await section.evaluate((node) => node.setAttribute('data-audit', 'tips'));
  const findings = await axeViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    include: '[data-audit="tips"]',
  });
  expect(findings.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Leaving the checkout unpaid comes back to a page about the tip, not the order's payment.
  await press(form.getByRole('button', { name: 'Tip £10' }));
  await page.waitForURL(/\/api\/local-checkout\/cs_local_/);
  await press(page.getByRole('button', { name: 'Cancel' }));
  await page.waitForURL(/\/payment\/cancel\?order=.+&tip=/);
  await expect(page.getByRole('heading', { name: 'Your tip was not sent' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`tips-cancel-${width}.png`), fullPage: true });
  await press(page.getByRole('button', { name: 'Back to your order' }));
  await expect(section).toBeVisible();

  await press(form.getByRole('button', { name: 'Tip £10' }));
  await page.waitForURL(/\/api\/local-checkout\/cs_local_/);
  await expect(page.getByRole('row', { name: /Thank-you tip/ })).toContainText('£10');
  await press(page.getByRole('button', { name: 'Pay £10' }));

  await page.waitForURL(/\/payment\/success\?order=.+&tip=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your tip' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your tip of £10 reached the team.' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`tips-success-${width}.png`), fullPage: true });

  await press(page.getByRole('link', { name: 'Back to your order' }));
  await expect(page.getByRole('heading', { name: 'Your song' })).toBeVisible();
  await expect(section.getByRole('status').filter({ hasText: 'Your tip of £10 reached the team.' })).toBeVisible();
  // The order itself is as it was: paid, never offered for payment again.
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: test.info().outputPath(`tips-received-${width}.png`) });
  noErrors();

  // Staff see the tip on the order, apart from its payment and refunds.
  const back = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const office = await back.newPage();
  await signInAsStaff(office, '/admin/stories');
  const view = await searchStories(office, customer);
  await expectTappable(view);
  await view.click();
  const drawer = office.getByRole('dialog', { name: 'Customer story' });
  const tips = drawer.getByTestId('tips');
  await expect(tips.getByRole('heading', { name: 'Thank-you tips' })).toBeVisible();
  await expect(tips.getByRole('listitem')).toHaveText([/^£10\.00 on /]);
  await tips.scrollIntoViewIfNeeded();
  await tips.screenshot({ path: test.info().outputPath(`tips-drawer-${width}.png`) });
  await back.close();
});
