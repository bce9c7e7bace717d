import type { Locator, Page } from '@playwright/test';
import { searchStories, toneWav } from './songs.ts';
import { acceptConsent, agreeToTerms, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const STORY =
  'Siobhan and I met at the harbour on a windy morning, and every Sunday since we have walked there with our son Nguyen.';

/**
 * Taps what a person taps: in the viewport, not covered, then clicked. The wizard's step is longer
 * than a screen and its dialog scrolls within itself, as a person scrolls it to what they tap next.
 */
async function tap(target: Locator) {
  await target.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  await expectTappable(target);
  await target.click();
}

async function choose(page: Page, input: Locator, option: string) {
  await tap(input);
  await tap(page.getByRole('option', { name: option, exact: true }));
}

/** The first three steps, filled as the ordering spec checks them one by one. */
async function firstSteps(page: Page, dialog: Locator, fullName: string, email: string) {
  await dialog.getByLabel('Full name').fill(fullName);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Country' }).pressSequentially('irel');
  await page.getByRole('option', { name: 'Ireland', exact: true }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await choose(page, dialog.getByRole('combobox', { name: 'Song language' }), 'English (English)');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await choose(page, dialog.getByRole('combobox', { name: 'Emotion' }), 'Love');
  await choose(page, dialog.getByRole('combobox', { name: 'Genre' }), 'Pop');
  await dialog.getByRole('textbox', { name: 'Your story' }).fill(STORY);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 4 of 5: Relationship' })).toBeVisible();
}

test('the customer asks for a voice, two names said their way (one recorded), a line to include, one to avoid and an extra verse; staff see them @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const width = page.viewportSize()?.width ?? 0;
  const customer = `Brief ${testInfo.project.name} ${run}`;
  await acceptConsent(page);
  const noErrors = watchConsole(page);
  await page.goto('/products/people');
  await tap(page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }));
  const dialog = page.getByRole('dialog', { name: 'Tell us your story' });
  await firstSteps(page, dialog, customer, `brief.${testInfo.project.name}.${run}@example.com`);

  // Far down its long list, inside the list's own scroll, as the ordering spec picks it.
  await dialog.getByRole('combobox', { name: 'Who is this song for?' }).click();
  await page.getByRole('option', { name: 'Wife', exact: true }).click();
  await choose(page, dialog.getByRole('combobox', { name: 'Who should sing it?' }), 'A duet');
  await tap(dialog.getByRole('button', { name: 'Add a name' }));
  const first = dialog.getByRole('group', { name: 'Name 1' });
  await first.getByRole('textbox', { name: 'Name 1' }).fill('Siobhan');
  await first.getByRole('textbox', { name: 'How to say it' }).fill('shiv-AWN');
  await first.locator('input[type=file]').setInputFiles({ name: 'siobhan.wav', mimeType: 'audio/wav', buffer: toneWav(1) });
  await expect(first.getByText('siobhan.wav')).toBeVisible();
  // The name shows while it uploads; Remove comes with the player once stored, and the row grows then:
  // a tap below it waits for that, as the eye does.
  await expect(first.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();

  // A row left empty is refused by Next with the schema's message, and removing it is always possible.
  await tap(dialog.getByRole('button', { name: 'Add a name' }));
  await tap(dialog.getByRole('button', { name: 'Next' }));
  const second = dialog.getByRole('group', { name: 'Name 2' });
  await expect(second.getByText('Enter the name, or remove this row')).toBeVisible();
  await second.getByRole('textbox', { name: 'Name 2' }).fill('Nguyen');
  await expect(second.getByText('Enter the name, or remove this row')).toBeHidden();
  await second.getByRole('textbox', { name: 'How to say it' }).fill('win');
  await tap(dialog.getByRole('button', { name: 'Add a name' }));
  await tap(dialog.getByRole('group', { name: 'Name 3' }).getByRole('button', { name: 'Remove name 3' }));
  await expect(dialog.getByRole('group', { name: 'Name 3' })).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Lines or phrases that must be in it' }).fill('Harbour mornings, Sunday walks');
  await dialog.getByRole('textbox', { name: 'Anything to avoid' }).fill('Do not mention the rain');
  await page.screenshot({ path: testInfo.outputPath(`brief-step-${width}.png`), fullPage: true });

  // Back and forth keeps every answer, the recording included.
  await tap(dialog.getByRole('button', { name: 'Next' }));
  await expect(dialog.getByRole('heading', { name: 'Step 5 of 5: Occasion' })).toBeVisible();
  await tap(dialog.getByRole('button', { name: 'Back' }));
  await expect(dialog.getByRole('textbox', { name: 'Name 2' })).toHaveValue('Nguyen');
  await expect(dialog.getByRole('group', { name: 'Name 1' }).getByText('siobhan.wav')).toBeVisible();
  await tap(dialog.getByRole('button', { name: 'Next' }));
  const verse = dialog.getByRole('group', { name: 'Extras for your song' }).getByRole('checkbox', { name: 'Extra verse, £60' });
  await tap(verse);
  await agreeToTerms(dialog);
  await tap(dialog.getByRole('button', { name: 'Submit Story' }));
  await expect(page.getByRole('dialog', { name: 'Complete your payment' }).getByTestId('payment-amount')).toHaveText('£500');

  // The customer's own page shows what they asked for.
  const { orderId, token } = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('storysong-unpaid-order') ?? '{}') as {
          state: { order: { orderId: string; token: string } };
        }
      ).state.order,
  );
  await page.goto(`/orders/${orderId}#token=${token}`);
  const wishes = page.getByTestId('song-wishes');
  await expect(wishes).toContainText('A duet');
  await expect(wishes).toContainText('Siobhan');
  await expect(wishes).toContainText('said “shiv-AWN”');
  await expect(wishes).toContainText('said “win”');
  await expect(wishes).toContainText('Harbour mornings, Sunday walks');
  await expect(wishes).toContainText('Do not mention the rain');
  await expect(wishes.getByLabel('Siobhan, said aloud')).toHaveCount(1);
  await expect(page.getByTestId('order-extras')).toHaveText('Extra verse, £60');
  await wishes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`brief-order-page-${width}.png`) });
  noErrors();

  // Staff see the same in the story's drawer, the recording playable through its signed link.
  await signInAsStaff(page, '/admin/stories');
  await tap(await searchStories(page, customer));
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  const staffWishes = drawer.getByTestId('song-wishes');
  await expect(staffWishes).toContainText('A duet');
  await expect(staffWishes).toContainText('said “shiv-AWN”');
  await expect(staffWishes).toContainText('Nguyen');
  await expect(staffWishes).toContainText('Do not mention the rain');
  await expect(drawer.getByTestId('extra-verse')).toContainText('Extra verse, £60');
  const recording = staffWishes.getByLabel('Siobhan, said aloud');
  const src = (await recording.getAttribute('src')) ?? '';
  const played = await page.request.get(src);
  expect(played.status()).toBe(200);
  expect((await played.body()).subarray(0, 4).toString()).toBe('RIFF');
  await staffWishes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`brief-drawer-${width}.png`) });

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Paid (as the local checkout's Pay button pays), it is on the production board: its card names the voice and counts the names.
  const checkout = await page.request.post('/api/checkout', { data: { orderId, token } });
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  expect((await page.request.post(`${new URL(invoiceUrl).pathname}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  await page.goto('/admin/board');
  const card = page.getByRole('listitem', { name: customer });
  await expect(card.getByTestId('wishes')).toHaveText('Voice: A duet · Names to sing: 2');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`brief-board-${width}.png`) });
});
