import type { Locator, Page } from '@playwright/test';
import { placeOrder } from './songs.ts';
import {
  acceptConsent,
  DEMO_ADMIN,
  expect,
  expectTappable,
  newStaffAccount,
  signInAsStaff,
  signInStaffThroughPage,
  test,
  typeContent,
  watchConsole,
} from './support.ts';

const run = Date.now().toString(36);
const CONTENT = 'Every song starts with a story worth telling.';

/** Staff on the dashboard: the demo account with its saved session, any other through the sign-in page. */
async function signInAsAdmin(page: Page, admin: { email: string; password: string } = DEMO_ADMIN) {
  await acceptConsent(page);
  if (admin === DEMO_ADMIN) return signInAsStaff(page);
  // A new staff account sets its authenticator up at its first sign-in.
  await signInStaffThroughPage(page, admin);
}

/** Goes to an admin page (the signed-in session survives the load). */
async function openAdmin(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The list item of a post: a table row from a tablet up, a card on a phone. */
function postItem(page: Page, title: string): Locator {
  return page.locator('tbody tr, [data-testid="row-card"]').filter({ hasText: title });
}

/** Whether leaving the page now would make the browser ask first. */
function leavingAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** A checkout started and left: an order awaiting payment. */
async function createUnpaidOrder(page: Page) {
  await placeOrder(
    page.request,
    { fullName: `Abandoned Checkout ${run}`, email: `abandoned.${run}@example.com` },
    { story: 'A story for a song that was never paid for. '.repeat(4), relationship: 'Grandma' },
  );
}

/** Chooses a commission filter as a person would: the option must be on screen. */
async function filterCommissions(page: Page, label: string) {
  const option = page.getByRole('radiogroup', { name: 'Filter commissions by status' }).getByText(label, { exact: true });
  await expectTappable(option);
  await option.click();
}

test.describe.configure({ mode: 'serial' });

test('the post title counter, the input and the schema agree on the longest title @phone', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  const noErrors = watchConsole(page);
  await openAdmin(page, '/admin/posts', 'Blog Posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  const titleField = dialog.getByRole('textbox', { name: 'Title' });
  const title = `Longest ${testInfo.project.name} ${run} `.padEnd(99, 'x');
  await titleField.fill(title);
  await titleField.pressSequentially('y');
  await expect(titleField).toHaveValue(title);
  await expect(dialog.getByText('99/99 characters')).toBeVisible();
  await typeContent(dialog, CONTENT);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(postItem(page, title)).toContainText('Published');
  noErrors();
});

test('a draft keeps Save draft and Publish apart, and Update keeps a post published @phone', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/posts', 'Blog Posts');
  const title = `Draft ${testInfo.project.name} ${run}`;
  await page.getByRole('button', { name: 'New Post' }).click();
  let dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await typeContent(dialog, CONTENT);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(postItem(page, title)).toContainText('Draft');

  // Editing a draft offers the same two choices; saving it again leaves it a draft.
  const editButton = (name: string) => page.getByRole('button', { name: `Edit "${name}"` });
  await editButton(title).click();
  dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(dialog.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Publish' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`${title} v2`);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(postItem(page, `${title} v2`)).toContainText('Draft');

  await editButton(`${title} v2`).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(postItem(page, `${title} v2`)).toContainText('Published');

  // A published post is updated in place and stays published.
  await editButton(`${title} v2`).click();
  await expect(dialog.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`${title} v3`);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(postItem(page, `${title} v3`)).toContainText('Published');
});

test('leaving the post dialog with unsaved text asks first, on Cancel and on closing the tab @phone', async ({ page }) => {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/posts', 'Blog Posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  // Nothing typed yet: Cancel just closes.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await leavingAsks(page)).toBe(false);

  await page.getByRole('button', { name: 'New Post' }).click();
  const titleField = dialog.getByRole('textbox', { name: 'Title' });
  await titleField.fill(`Half a thought ${run}`);
  // The guard is set by an effect once the typed text has rendered, a moment after the last key.
  await expect.poll(() => leavingAsks(page)).toBe(true);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(confirm).toContainText('Your changes to this post have not been saved.');
  await expectTappable(confirm.getByRole('button', { name: 'Keep editing' }));
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(titleField).toHaveValue(`Half a thought ${run}`);

  // The dialog's close button goes the same way as Cancel.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(confirm).toBeVisible();
  await expectTappable(confirm.getByRole('button', { name: 'Discard changes' }));
  await confirm.getByRole('button', { name: 'Discard changes' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect.poll(() => leavingAsks(page)).toBe(false);
  await expect(postItem(page, `Half a thought ${run}`)).toHaveCount(0);
});

test('settings load the stored "email me" choice @phone', async ({ page }, testInfo) => {
  await signInAsAdmin(page, await newStaffAccount(page.request, `settings-${testInfo.project.name}`));
  await openAdmin(page, '/admin/settings', 'Settings');
  const notify = page.getByRole('switch', { name: 'Email me when a new story is submitted' });
  // A new staff member's stored choice is on (the default for staff).
  await expect(notify).toBeChecked();
  // Settings has a form per card, each with its own Save Changes.
  const profile = page.locator('form').filter({ has: notify });
  const save = async () => {
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(profile.getByText('Your settings have been saved.')).toBeVisible();
  };
  await page.getByRole('textbox', { name: 'Display name' }).fill('Settings Tester');
  await notify.uncheck({ force: true });
  await save();
  await openAdmin(page, '/admin/settings', 'Settings');
  await expect(notify).not.toBeChecked();
  await notify.check({ force: true });
  await save();
  await openAdmin(page, '/admin/settings', 'Settings');
  await expect(notify).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Settings Tester');
});

test('the dashboard counts paid orders and shows unpaid checkouts apart @phone', async ({ page }) => {
  await signInAsAdmin(page);
  await createUnpaidOrder(page);

  const stat = async (key: string) => Number(await page.getByTestId(`stat-${key}`).locator('p').nth(1).textContent());
  await expect(async () => {
    await openAdmin(page, '/admin/stories', 'Customer Stories');
    await expect(page.getByRole('button', { name: /^View the story from/ }).first()).toBeVisible();
    // A refunded order was paid, and still counts as paid: its badge shows the refund instead.
    const paid =
      (await page.locator('[data-kind="payment"][data-status="paid"]').count()) +
      (await page.locator('[data-kind="refund"]').count());
    const unpaid = await page.locator('[data-kind="payment"][data-status="awaiting_payment"]').count();
    expect(unpaid).toBeGreaterThan(0);
    await openAdmin(page, '/admin', 'Dashboard');
    await expect(page.getByTestId('stat-unpaid')).toContainText('Unpaid checkouts');
    await expect(page.getByTestId('stat-paid').locator('p').nth(1)).toBeVisible();
    expect({ paid: await stat('paid'), unpaid: await stat('unpaid') }).toEqual({ paid, unpaid });
  }).toPass({ timeout: 40_000 });
  await expectTappable(page.getByTestId('stat-unpaid'));
  // The weeks' sales: charts for the eye, tables for screen readers.
  const sales = page.getByTestId('sales');
  await expect(sales.getByRole('table', { name: 'Paid orders by week' }).getByRole('row')).toHaveCount(13);
  await expect(sales.getByRole('table', { name: 'Revenue by week, before refunds' }).getByRole('row')).toHaveCount(13);
  await expect(sales.locator('.recharts-surface')).toHaveCount(2);
  await expect(sales.getByTestId('sales-refunded')).toContainText('Refunded in these weeks: £');
  await sales.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('dashboard-sales.png') });
  // The newest submission's badge (other workers' orders may be newer than this test's).
  const recent = page.getByRole('listitem').filter({ hasText: 'New story submission from' }).first();
  await expectTappable(recent.locator('[data-kind="payment"]'));
  await expectNoSidewaysScroll(page);
});

test('a paid-out commission is not shown red; red is kept for problems @phone', async ({ page }) => {
  await signInAsAdmin(page);
  const paidOut = page.locator('[data-kind="transaction"][data-status="paid_out"]');
  const paidOutListed = async () => {
    await openAdmin(page, '/admin/affiliates', 'Affiliates');
    // The commissions arrive with the affiliates, in one answer: counted before it, none would be paid out.
    await expect(page.locator('[data-kind="affiliate"]').first()).toBeVisible();
    await filterCommissions(page, 'Paid out');
    return (await paidOut.count()) > 0;
  };
  // The phone and desktop copies of this test, and payouts.spec.ts, may pay batches at the same time:
  // when another marks the batch paid first, this one's Mark paid is gone and the next look finds it.
  await expect(async () => {
    if (await paidOutListed()) return;
    // A commission is paid out through a payout batch: the demo affiliate's due ones reach the minimum.
    await openAdmin(page, '/admin/payouts', 'Payouts');
    // What is due and the batches come in one answer; the button is disabled until it has.
    await expect(page.getByText('Demo Affiliate')).toBeVisible();
    const create = page.getByRole('button', { name: 'Create payout batch' });
    if (await create.isEnabled()) await create.click();
    await page.getByRole('button', { name: 'Mark paid' }).first().click({ timeout: 5_000 });
    await expect(page.locator('[data-kind="payout"][data-status="created"]')).toHaveCount(0);
    expect(await paidOutListed()).toBe(true);
  }).toPass({ timeout: 60_000 });
  const badge = paidOut.first();
  await expect(badge).toHaveText('Paid out');
  await expectTappable(badge);
  const colours = await badge.evaluate((node) => {
    const probe = (value: string) => {
      const div = document.createElement('div');
      div.style.background = value;
      document.body.append(div);
      const colour = getComputedStyle(div).backgroundColor;
      div.remove();
      return colour;
    };
    return {
      badge: getComputedStyle(node).backgroundColor,
      // Status badges sit on their hue's palest shade (statusBadgeStyle), dark enough ink for 4.5:1.
      red: [
        probe('var(--mantine-color-red-0)'),
        probe('var(--mantine-color-red-light)'),
        probe('var(--mantine-color-red-filled)'),
      ],
      teal: probe('var(--mantine-color-teal-0)'),
    };
  });
  expect(colours.red).not.toContain(colours.badge);
  expect(colours.badge).toBe(colours.teal);
});

test('admin tables keep status, amounts and actions on a phone screen @phone', async ({ page }) => {
  await signInAsAdmin(page);
  await createUnpaidOrder(page);
  const items = page.locator('tbody tr, [data-testid="row-card"]');

  await openAdmin(page, '/admin/stories', 'Customer Stories');
  const story = items.filter({ has: page.getByRole('button', { name: /^View the story from/ }) }).first();
  await expectTappable(story.locator('[data-kind="payment"]'));
  await expectTappable(story.getByText(/£\d/));
  await expectTappable(story.getByRole('button', { name: /^View the story from/ }));
  await expectNoSidewaysScroll(page);

  await openAdmin(page, '/admin/affiliates', 'Affiliates');
  const affiliate = items.filter({ has: page.locator('[data-kind="affiliate"]') }).first();
  await expectTappable(affiliate.locator('[data-kind="affiliate"]'));
  await expectTappable(affiliate.getByText(/£\d/).last());
  await expectTappable(affiliate.getByRole('button', { name: /^(Suspend|Reactivate) / }));

  await filterCommissions(page, 'All');
  const commission = items.filter({ has: page.locator('[data-kind="transaction"]') }).first();
  await expectTappable(commission.locator('[data-kind="transaction"]'));
  await expectTappable(commission.getByText(/£\d/));
  const decided = items.filter({ has: page.getByRole('button', { name: /^Approve$/ }) }).first();
  await expectTappable(decided.getByRole('button', { name: /^Approve$/ }));
  await expectNoSidewaysScroll(page);
});

test("an empty bank country in the payment details shows its own message, never zod's @phone", async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/affiliate/register');
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Bank transfer', { exact: true }).click();
  await page.getByRole('button', { name: 'Create affiliate account' }).click();
  await expect(page.getByText('Bank name is required')).toBeVisible();
  const countryMessage = page.getByText('Country is required');
  await expect(countryMessage).toBeVisible();
  await expectTappable(countryMessage);
  await expect(page.locator('body')).not.toContainText(/Invalid input|expected \w+, received|Too (small|big)/);
});
