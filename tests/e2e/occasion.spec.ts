import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { placePaidOrder } from './songs.ts';
import { acceptConsent, agreeToTerms, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const STORY = 'My sister taught me every song I know on long drives to the coast, and this year I want to give one back to her.';

/** A calendar date `days` from today where the browser is, as a date input holds it. */
function dateFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

/** A calendar date written out as the English site writes it ("22 January 2026"). */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Taps what a person taps: in the viewport, not covered, then clicked. */
async function tap(target: Locator) {
  await expectTappable(target);
  await target.click();
}

async function choose(page: Page, input: Locator, option: string) {
  await tap(input);
  await tap(page.getByRole('option', { name: option, exact: true }));
}

/** Picks an option of a select in the wizard, as the ordering spec does (it checks those steps one by one). */
async function pick(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The four steps before the occasion, filled as the ordering spec checks them one by one. */
async function tellStory(page: Page, dialog: Locator, email: string) {
  await dialog.getByLabel('Full name').fill(`Rosa ${run}`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Country' }).pressSequentially('portug');
  await page.getByRole('option', { name: 'Portugal', exact: true }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await pick(page, dialog.getByRole('combobox', { name: 'Song language' }), 'English (English)');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await pick(page, dialog.getByRole('combobox', { name: 'Emotion' }), 'Joy');
  await pick(page, dialog.getByRole('combobox', { name: 'Genre' }), 'Pop');
  await dialog.getByRole('textbox', { name: 'Your story' }).fill(STORY);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await pick(page, dialog.getByRole('combobox', { name: 'Who is this song for?' }), 'Daughter');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 5 of 5: Occasion' })).toBeVisible();
}

test('the wizard asks the occasion and its date, offers rush when the suite would miss it, and rush is its own line at checkout @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const width = page.viewportSize()?.width ?? 0;
  await acceptConsent(page);
  const noErrors = watchConsole(page);
  await page.goto('/products/people');
  await tap(page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }));
  const dialog = page.getByRole('dialog', { name: 'Tell us your story' });
  await tellStory(page, dialog, `rosa.${testInfo.project.name}.${run}@example.com`);

  // No occasion chosen: the step only says when the song will be ready (seven days for this suite).
  await expect(
    dialog.getByText(`Ordered today, your song will be ready by ${longDate(await dateFromToday(page, 7))}.`),
  ).toBeVisible();
  await choose(page, dialog.getByRole('combobox', { name: 'What is the occasion?' }), 'Birthday');
  const date = dialog.getByLabel('Date of the occasion');

  await agreeToTerms(dialog);
  // A date in the past is refused with the schema's message, by the form as by the server. The extras
  // below the estimate make the step taller than a screen: the button is scrolled to, as a finger does.
  await date.fill(await dateFromToday(page, -1));
  const submit = dialog.getByRole('button', { name: 'Submit Story' });
  await submit.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await tap(submit);
  await expect(
    dialog.getByText('The occasion date is in the past. Choose today or a later date, or leave it empty.'),
  ).toBeVisible();

  // Tomorrow: not even rush (three days) makes it, and the step says so plainly.
  const tomorrow = await dateFromToday(page, 1);
  await date.fill(tomorrow);
  await expect(dialog.getByText('The occasion date is in the past')).toBeHidden();
  await expect(
    dialog.getByText(
      `We cannot have your song ready by ${longDate(tomorrow)}: the earliest we can is ${longDate(await dateFromToday(page, 3))}.`,
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Add rush delivery/ })).toHaveCount(0);

  // In four days: the suite's seven days miss it, rush makes it, and is offered at its price.
  const inFour = await dateFromToday(page, 4);
  await date.fill(inFour);
  await expect(dialog.getByText(`That is after ${longDate(inFour)}, the date you gave.`)).toBeVisible();
  await expect(
    dialog.getByText(`With rush delivery it will be ready by ${longDate(await dateFromToday(page, 3))}.`),
  ).toBeVisible();
  const rush = dialog.getByRole('checkbox', { name: 'Add rush delivery for £90' });
  await tap(rush);
  await expect(rush).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath(`occasion-step-${width}.png`) });

  await submit.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await tap(submit);
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByTestId('suite-amount')).toHaveText('£440');
  await expect(payment.getByText('Rush delivery')).toBeVisible();
  await expect(payment.getByTestId('rush-amount')).toHaveText('£90');
  await expect(payment.getByTestId('payment-amount')).toHaveText('£530');
  await page.screenshot({ path: testInfo.outputPath(`occasion-payment-${width}.png`) });
  await tap(payment.getByRole('button', { name: 'Pay £530' }));

  // The payment page lists the suite and rush as lines of their own, and charges their sum.
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  const lines = page.getByRole('table', { name: 'Order lines' });
  await expect(lines.getByRole('row', { name: 'Basic Song £440' })).toBeVisible();
  await expect(lines.getByRole('row', { name: 'Rush delivery £90' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`occasion-local-checkout-${width}.png`) });
  await tap(page.getByRole('button', { name: 'Pay £530' }));

  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByRole('cell', { name: '£530.00' })).toBeVisible();
  // An inline link that wraps on a phone has no single box to measure; the ordering spec follows it the same way.
  await page.getByRole('link', { name: 'View your order status' }).click();
  const promise = page.getByTestId('order-promise');
  await expect(promise).toContainText(`Promised by ${longDate(await dateFromToday(page, 3))}, with rush delivery`);
  await expect(promise).toContainText(`Occasion: Birthday, ${longDate(inFour)}`);
  await promise.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`occasion-order-page-${width}.png`) });
  noErrors();
});

/** A paid rush order for a wedding, placed and paid through the API as the wizard and the local checkout do. */
function paidRushOrder(request: APIRequestContext, fullName: string, occasionDate: string) {
  const email = `${fullName.toLowerCase().replaceAll(' ', '.')}@example.com`;
  return placePaidOrder(request, { fullName, email }, { occasion: 'wedding', occasionDate, rush: true });
}

test('staff see the rush order on the production board, assign it, filter by assignee and open it @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const width = page.viewportSize()?.width ?? 0;
  const customer = `Board ${testInfo.project.name} ${run}`;
  await acceptConsent(page);
  const occasionDate = await dateFromToday(page, 10);
  await paidRushOrder(page.request, customer, occasionDate);
  await signInAsStaff(page);
  const noErrors = watchConsole(page);

  // From the menu (behind the burger on a phone), as staff get there.
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (await burger.isVisible()) await tap(burger);
  await tap(page.getByRole('link', { name: 'Production board' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Production board' })).toBeVisible();
  for (const group of ['Overdue', 'Due in the next 48 hours', 'Later']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }

  // Paid just now with rush: due in three days, so later than 48 hours.
  const later = page.getByRole('region', { name: 'Later' });
  const card = later.getByRole('listitem', { name: customer });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Basic Song');
  await expect(card).toContainText('Received');
  await expect(card).toContainText('Rush');
  await expect(card).toContainText(`Wedding, ${longDate(occasionDate)}`);
  await expect(card.getByTestId('due')).toHaveText(/^Due \w{3},? \d{1,2} \w{3},? \d{2}:\d{2}$/);

  await choose(page, card.getByRole('combobox', { name: 'Assigned to' }), 'Demo Admin');
  await expect(card.getByRole('status')).toHaveText(`The story from ${customer} is now assigned to Demo Admin.`);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`production-board-${width}.png`) });

  // Filtered to Demo Admin's stories, it stays; to the unassigned ones, it goes.
  const filter = page.getByRole('combobox', { name: 'Show stories assigned to' });
  await choose(page, filter, 'Demo Admin');
  await expect(page.getByRole('listitem', { name: customer })).toBeVisible();
  await choose(page, filter, 'Nobody yet');
  await expect(page.getByRole('listitem', { name: customer })).toHaveCount(0);
  await choose(page, filter, 'Everyone');

  // Its drawer shows the rush promise, the occasion and who has it.
  await tap(page.getByRole('listitem', { name: customer }).getByRole('button', { name: `View the story from ${customer}` }));
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  await expect(drawer.getByTestId('rush')).toContainText('Rush delivery promised by');
  await expect(drawer).toContainText('Wedding');
  await expect(drawer).toContainText('Demo Admin');
  await drawer.getByTestId('rush').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`production-drawer-${width}.png`) });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Back to nobody, as the shared stack found it.
  await choose(page, page.getByRole('listitem', { name: customer }).getByRole('combobox', { name: 'Assigned to' }), 'Nobody');
  await expect(page.getByRole('listitem', { name: customer }).getByRole('status')).toHaveText(
    `Nobody has the story from ${customer} now.`,
  );
  noErrors();
});

test('an extra verse chosen on the last step is a line of its own, at the payment dialog and the payment page, and on the order page @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const width = page.viewportSize()?.width ?? 0;
  await acceptConsent(page);
  const noErrors = watchConsole(page);
  await page.goto('/products/people');
  await tap(page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }));
  const dialog = page.getByRole('dialog', { name: 'Tell us your story' });
  await tellStory(page, dialog, `verse.${testInfo.project.name}.${run}@example.com`);

  const extras = dialog.getByRole('group', { name: 'Extras for your song' });
  await expect(extras.getByRole('checkbox')).toHaveCount(3);
  const verse = extras.getByRole('checkbox', { name: 'Extra verse, £60' });
  await verse.scrollIntoViewIfNeeded();
  await tap(verse);
  await expect(verse).toBeChecked();
  // Photos are asked for only with the lyric video.
  const photos = dialog.getByText('Up to 10 photos, one at a time. 0 added.');
  await expect(photos).toHaveCount(0);
  const video = extras.getByRole('checkbox', { name: 'Lyric video, £90' });
  await tap(video);
  await expect(photos).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`extras-photos-${width}.png`) });
  await tap(video);
  await expect(photos).toHaveCount(0);
  await agreeToTerms(dialog);
  await extras.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`extras-step-${width}.png`) });
  await tap(dialog.getByRole('button', { name: 'Submit Story' }));

  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByTestId('suite-amount')).toHaveText('£440');
  await expect(payment.getByText('Extra verse')).toBeVisible();
  await expect(payment.getByTestId('extra-amount-verse')).toHaveText('£60');
  await expect(payment.getByTestId('payment-amount')).toHaveText('£500');
  await page.screenshot({ path: test.info().outputPath(`extras-payment-${width}.png`) });
  await tap(payment.getByRole('button', { name: 'Pay £500' }));

  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  const lines = page.getByRole('table', { name: 'Order lines' });
  await expect(lines.getByRole('row', { name: 'Basic Song £440' })).toBeVisible();
  await expect(lines.getByRole('row', { name: 'Extra verse £60' })).toBeVisible();
  await tap(page.getByRole('button', { name: 'Pay £500' }));

  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await page.getByRole('link', { name: 'View your order status' }).click();
  const bought = page.getByTestId('order-extras');
  await expect(bought).toHaveText('Extra verse, £60');
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // The page reads the order again once the payment is confirmed, and draws the summary anew.
  await expect(async () => {
    await bought.scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(bought).toBeInViewport({ timeout: 1000 });
  }).toPass();
  await page.screenshot({ path: test.info().outputPath(`extras-order-page-${width}.png`) });
  noErrors();
});
