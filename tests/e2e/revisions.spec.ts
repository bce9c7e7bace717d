import { orderPagePath } from '@storysong/core';
import { approveLyrics, deliver, expectPlays, findStory, openStory, placePaidOrder } from './songs.ts';
import { acceptConsent, expect, expectTappable, inbox, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const CUSTOMER = `Noor Revision ${run}`;
const EMAIL = `noor.${run}@example.com`;
const NOTES = 'Could the last chorus be slower, and could you name the harbour in the second verse?';

test('a customer asks for a revision on a phone; staff see it flagged and deliver version 2; the allowance is used up @phone-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await acceptConsent(page);
  const order = await placePaidOrder(page.request, { fullName: CUSTOMER, email: EMAIL });
  await signInAsStaff(page);
  const staffErrors = watchConsole(page);
  let drawer = await openStory(page, await findStory(page, CUSTOMER), CUSTOMER);
  await approveLyrics(drawer, page.request, order);
  await drawer.getByRole('button', { name: 'Move to In production' }).click();
  await deliver(drawer, 4, 'Version one\nthe harbour at dawn');

  // The customer, on their phone, asks for a revision from the order page.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await acceptConsent(customer);
  const customerErrors = watchConsole(customer);
  await customer.goto(orderPagePath(order));
  await expect(customer.getByRole('heading', { name: 'Your song' })).toBeVisible();
  const revisions = customer.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByText('Revisions left: 1 of 1')).toBeVisible();
  const form = revisions.getByRole('form', { name: 'Ask for a revision' });
  const ask = form.getByRole('button', { name: 'Ask for a revision' });
  await expectTappable(ask);
  await ask.tap();
  await expect(form.getByText('Please describe the changes in at least 10 characters')).toBeVisible();
  // The box grows with the text, from three rows to ten, then scrolls (ui/GrowingTextarea).
  const notes = form.getByRole('textbox', { name: 'What would you like us to change?' });
  const height = async () => (await notes.boundingBox())?.height ?? 0;
  const threeRows = await height();
  await notes.fill('a line\n'.repeat(6));
  await expect.poll(height).toBeGreaterThan(threeRows);
  const sevenRows = await height();
  await notes.fill('a line\n'.repeat(30));
  await expect.poll(height).toBeGreaterThan(sevenRows);
  const tenRows = await height();
  await notes.fill('a line\n'.repeat(20));
  expect(await height()).toBe(tenRows);
  expect(await notes.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  await notes.fill(NOTES);
  await customer.screenshot({ path: '/tmp/revisions-order-form-390.png', fullPage: true });
  await expectTappable(ask);
  await ask.tap();
  await expect(revisions.getByRole('status')).toHaveText(/Your request is with our songwriters/);
  await expect(revisions.getByText('Version 2 is on its way')).toBeVisible();
  await expect(revisions.getByText(NOTES)).toBeVisible();
  await expect(revisions.getByText('Revisions left: 0 of 1')).toBeVisible();
  await expect(revisions.getByRole('form')).toHaveCount(0);
  await expect(customer.getByText('Revision 1 requested')).toBeVisible();
  // A revised version is due five days after the request (REVISION_DELIVERY_DAYS), as the timeline says.
  const due = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toLocaleDateString('en-GB', { timeZone: 'UTC' });
  await expect(customer.getByText(`Expected by ${due}`)).toBeVisible();
  await customer.screenshot({ path: '/tmp/revisions-order-asked-390.png', fullPage: true });

  // Staff see the request flagged in the list and its notes in the drawer, and deliver version 2.
  const row = await findStory(page, CUSTOMER);
  await expect(row.getByText('Revision requested')).toBeVisible();
  await page.screenshot({ path: '/tmp/revisions-stories-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('row').filter({ hasText: CUSTOMER }).getByText('Revision requested')).toBeVisible();
  await page.screenshot({ path: '/tmp/revisions-stories-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  drawer = await openStory(page, row, CUSTOMER);
  await expect(drawer.getByText('Revision requested')).toBeVisible();
  await expect(drawer.getByText(NOTES)).toBeVisible();
  await expect(drawer.getByText('this delivery becomes version 2')).toBeVisible();
  await page.screenshot({ path: '/tmp/revisions-drawer-390.png' });
  await deliver(drawer, 6, 'Version two\nthe harbour by name');
  await page.screenshot({ path: '/tmp/revisions-drawer-v2-390.png' });
  await expect(drawer.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^Version 1, delivered on /)).toBeVisible();
  await expect(drawer.getByText('Revision requested')).toHaveCount(0);
  staffErrors();

  let ready = '';
  await expect(async () => {
    const mail = (await inbox(EMAIL)).find((m) => m.subject === 'Version 2 of your song is ready');
    ready = mail?.text ?? '';
    expect(ready).toContain(`/orders/${order.orderId}#token=`);
  }).toPass({ timeout: 15_000 });

  // The page shows version 2, lists version 1 (playable), and says the allowance is used up.
  await customer.reload();
  const song = customer.getByRole('region', { name: 'Your song' });
  await expect(song.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(song.getByText('the harbour by name')).toBeVisible();
  const earlier = customer.getByRole('region', { name: 'Earlier versions' });
  const first = earlier.getByRole('article', { name: 'Version 1' });
  await expect(first).toBeVisible();
  const firstAudio = first.getByLabel('Play Version 1');
  await expectTappable(firstAudio);
  await expectPlays(firstAudio);
  await expect(first.getByRole('link', { name: 'Download version 1' })).toHaveAttribute('download', 'basic-song.wav');
  await expect(revisions.getByText('Revisions left: 0 of 1')).toBeVisible();
  await expect(revisions.getByText('You have used all the revisions included with your song suite')).toBeVisible();
  await expect(revisions.getByRole('button', { name: 'Ask for a revision' })).toHaveCount(0);
  await expect(customer.getByText('Version 2 delivered')).toBeVisible();
  await customer.screenshot({ path: '/tmp/revisions-order-v2-390.png', fullPage: true });
  await customer.setViewportSize({ width: 1440, height: 900 });
  await customer.screenshot({ path: '/tmp/revisions-order-v2-1440.png', fullPage: true });
  customerErrors();
  await phone.close();
});

test('each product card states its delivery time and the revisions it includes @phone', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/products/people');
  const card = page.getByRole('article', { name: 'Basic Song' });
  await expect(card.getByText('Your song within 7 days')).toBeVisible();
  await expect(card.getByText('1 revision included')).toBeVisible();
  await page.goto('/products/pro');
  const pro = page.getByRole('article', { name: 'Producer Elite' });
  await expect(pro.getByText('Your song within 30 days')).toBeVisible();
  await expect(pro.getByText('3 revisions included')).toBeVisible();
});
