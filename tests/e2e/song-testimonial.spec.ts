import { orderPagePath } from '@storysong/core';
import { DEMO_DELIVERED_ORDER } from '../../functions/src/features/orders/seed.ts';

import { axeViolations } from './axe.ts';
import { acceptConsent, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const TITLE = `Nana danced ${run}`;
const WORDS = 'She asked us to play it again and again, then sang the hymn in the chorus with us.';

test('the person a song was written for leaves a testimonial from the song page; staff approve it onto /testimonies @phone-only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await acceptConsent(page);
  const errors = watchConsole(page);
  await page.goto(`/songs/${DEMO_DELIVERED_ORDER.shareId}`);
  const form = page.getByRole('form', { name: 'Your testimonial' });
  const send = form.getByRole('button', { name: 'Send my testimonial' });
  await expectTappable(send);

  // Nothing filled in and no consent: each field says what it needs, and nothing is sent.
  await send.click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Please write a few words about your song')).toBeVisible();
  await expect(form.getByText('Please allow us to publish your testimonial')).toBeVisible();

  await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await form.getByRole('textbox', { name: 'Your testimonial' }).fill(WORDS);
  await form.getByRole('textbox', { name: 'Video link (optional)' }).fill('not a link');
  const consent = form.getByText('I agree that this testimonial may be published on this website');
  await expectTappable(consent);
  await consent.click();
  await expect(form.getByRole('checkbox', { name: /I agree that this testimonial/ })).toBeChecked();
  await send.click();
  await expect(form.getByText('Please enter a valid URL (e.g., https://www.youtube.com)')).toBeVisible();
  await form.getByRole('textbox', { name: 'Video link (optional)' }).fill('https://youtu.be/9bZkp7q19f0');
  await expectTappable(send);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your testimonial has been sent' })).toBeVisible();
  await page.screenshot({ path: '/tmp/h15b/song-testimonial-phone.png', fullPage: true });
  errors();

  // Not public until staff approve it.
  await page.goto('/testimonies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);

  await signInAsStaff(page, '/admin/testimonials');
  const section = page.getByRole('region', { name: 'From customers' });
  const card = section.getByRole('article').filter({ hasText: TITLE });
  await expect(card.getByText('Awaiting approval')).toBeVisible();
  await expect(card.getByText(WORDS)).toBeVisible();
  const approve = card.getByRole('button', { name: `Approve "${TITLE}"` });
  await expectTappable(approve);
  await approve.click();
  await expect(page.getByRole('status').filter({ hasText: 'Testimonial approved and published' })).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/h15b/admin-testimonials-phone.png', fullPage: true });

  await page.goto('/testimonies');
  const testimony = page.getByRole('article').filter({ hasText: TITLE });
  await expect(testimony).toBeVisible();
  await expect(testimony.getByText(WORDS)).toBeVisible();
});

for (const language of ['en', 'ar']) {
  test(`the seeded song page with its testimonial form, and its order page, pass axe in ${language} @phone`, async ({ page }) => {
    await acceptConsent(page);
    const violations: string[] = [];
    const audit = async (screen: string) => {
      // Let entry transitions finish, so colours are measured at rest.
      await page.waitForTimeout(300);
      for (const v of await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }))
        violations.push(`${screen}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.goto(`/songs/${DEMO_DELIVERED_ORDER.shareId}?lng=${language}`);
    const form = page.locator('form[aria-label]').last();
    await expect(form).toBeVisible();
    await audit('song page');
    await form.getByRole('button').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit('song page, form refused');
    await page.goto(orderPagePath(DEMO_DELIVERED_ORDER).replace('#', `?lng=${language}#`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit('order page');
    expect(violations).toEqual([]);
  });
}
