import { orderPagePath } from '@storysong/core';
import { axeViolations } from './axe.ts';
import { placePaidOrder } from './songs.ts';
import { acceptConsent, expect, expectTappable, inbox, test, watchConsole } from './support.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The order page's link in an email's text. */
const linkIn = (text: string) => /\/orders\/[A-Za-z0-9_-]+#token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;

test('a customer who lost their link finds their order by email; the old link stops working @phone @desktop', async ({
  page,
}, testInfo) => {
  const email = `find.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  const order = await placePaidOrder(page.request, { fullName: 'Ada Finder', email });
  await acceptConsent(page);
  // A wrong or revoked link is answered 404, as the page then says.
  const noErrors = watchConsole(page, ['/api/orders/status']);

  // The order page with a wrong link points to the form.
  await page.goto(orderPagePath({ ...order, token: 'not-the-token' }));
  const find = page.getByRole('link', { name: 'Lost your link? Find my order' });
  await expectTappable(find);
  await find.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find my order' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
  await robot.click();
  await expect(robot).toBeChecked();
  const submit = page.getByRole('button', { name: 'Email me my links' });
  await expectTappable(submit);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  let fresh: string | null = null;
  await expect(async () => {
    const mail = (await inbox(email)).find((m) => m.subject === 'Your order link: Basic Song');
    fresh = linkIn(mail?.text ?? '');
    expect(fresh).not.toBeNull();
  }).toPass({ timeout: 15_000 });
  await page.goto(fresh ?? '/');
  await expect(page.getByText('Basic Song').first()).toBeVisible();
  await expect(page.getByText('We could not find this order. Please check the link.')).toHaveCount(0);

  // The link the order was placed with no longer opens it.
  await page.goto(orderPagePath(order));
  await expect(page.getByText('We could not find this order. Please check the link.')).toBeVisible();
  noErrors();
});

for (const language of ['en', 'ar'] as const) {
  test(`the find-my-order form and its answer pass axe in ${language} @phone @desktop`, async ({ page }) => {
    await acceptConsent(page);
    await page.goto(`/orders/find?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
    await page
      .getByRole('button')
      .filter({ hasText: language === 'ar' ? 'أرسل لي روابطي' : 'Email me my links' })
      .click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  });
}
