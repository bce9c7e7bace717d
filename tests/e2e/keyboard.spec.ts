import type { Locator, Page } from '@playwright/test';
import { CONSENT_LABELS, expect, test } from './support.ts';

/**
 * Keyboard only: every step is a key press, and after each one the test asserts where focus is,
 * since a screen-reader or switch user is wherever focus lands. `tabTo` presses Tab as a person
 * would until the control is reached (never `focus()` or a click).
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function expectFocused(target: Locator) {
  await expect(target).toBeFocused();
}

/** The words the page's live region last said. */
function announcement(page: Page) {
  return page.getByTestId('announcer');
}

async function chooseOption(page: Page, combobox: Locator, option: string) {
  await expectFocused(combobox);
  await page.keyboard.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 40 && (await wanted.getAttribute('data-combobox-selected')) === null; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
}

/** A 1x1 transparent PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const STORY =
  'My grandmother sang to me every night by the window, and I want a song that keeps her voice and her laughter alive.';

test('the consent banner comes first, and a story is told and paid for with the keyboard alone', async ({ page }) => {
  test.setTimeout(150_000);
  // Listened for from the start: Playwright turns on its interception of the file chooser after the
  // listener is added, without waiting, and an Enter pressed right after adding it once reached the
  // page first, opening the browser's own dialog (no event; the test waited out its timeout).
  const chooser = page.waitForEvent('filechooser');
  chooser.catch(() => undefined);
  await page.goto('/products/people');

  await page.keyboard.press('Tab');
  await expectFocused(
    page.getByRole('region', { name: 'Terms and privacy consent' }).getByRole('button', { name: 'Accept & Continue' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Terms and privacy consent' })).toBeHidden();
  await expectFocused(page.getByRole('link', { name: 'Skip to content' }));
  await expect(announcement(page)).toHaveText('Terms accepted. Thank you.');

  const card = page.getByRole('article', { name: 'Basic Song' });
  await tabTo(page, card.getByRole('button', { name: 'Get Started' }));
  await page.keyboard.press('Enter');
  const wizard = page.getByRole('dialog', { name: 'Tell us your story' });
  await expectFocused(wizard.getByRole('heading', { level: 2, name: 'Tell us your story' }));
  await expect(wizard.getByRole('heading', { name: 'Step 1 of 5: About you' })).toBeVisible();

  await tabTo(page, wizard.getByRole('textbox', { name: 'Full name' }));
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada-keyboard@example.com');
  await page.keyboard.press('Tab');
  const country = wizard.getByRole('combobox', { name: 'Country' });
  await expectFocused(country);
  await page.keyboard.type('united k');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('United Kingdom');

  // The photo: Enter on the drop zone opens the file chooser; once uploaded, Remove has focus and the upload is announced.
  await page.keyboard.press('Tab');
  await expectFocused(wizard.getByRole('button', { name: /^Profile picture/ }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expectFocused(wizard.getByRole('button', { name: 'Remove' }));
  await expect(announcement(page)).toHaveText('me.png uploaded');

  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expectFocused(wizard.getByRole('heading', { name: 'Step 2 of 5: Language' }));
  await page.keyboard.press('Tab');
  await chooseOption(page, wizard.getByRole('combobox', { name: 'Song language' }), 'English (English)');
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expectFocused(wizard.getByRole('heading', { name: 'Step 3 of 5: Your story' }));
  await page.keyboard.press('Tab');
  await chooseOption(page, wizard.getByRole('combobox', { name: 'Emotion' }), 'Love');
  await page.keyboard.press('Tab');
  await chooseOption(page, wizard.getByRole('combobox', { name: 'Genre' }), 'Makossa');
  await page.keyboard.press('Tab');
  await expectFocused(wizard.getByRole('textbox', { name: 'Your story' }));
  await page.keyboard.type(STORY);
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  await expectFocused(wizard.getByRole('heading', { name: 'Step 4 of 5: Relationship' }));
  await page.keyboard.press('Tab');
  await chooseOption(page, wizard.getByRole('combobox', { name: 'Who is this song for?' }), 'Grandma');
  await tabTo(page, wizard.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // The occasion: chosen from its list by keyboard; its date is optional and left empty.
  await expectFocused(wizard.getByRole('heading', { name: 'Step 5 of 5: Occasion' }));
  await page.keyboard.press('Tab');
  await chooseOption(page, wizard.getByRole('combobox', { name: 'What is the occasion?' }), 'Just because');
  for (const name of [CONSENT_LABELS.age, CONSENT_LABELS.terms]) {
    const box = wizard.getByRole('checkbox', { name });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, wizard.getByRole('button', { name: 'Submit Story' }));
  await page.keyboard.press('Enter');

  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(payment.getByText('Story Submitted Successfully!')).toBeVisible();
  await expectFocused(payment.getByRole('heading', { level: 2, name: 'Complete your payment' }));
  await tabTo(page, payment.getByRole('button', { name: 'Pay £440' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  await tabTo(page, page.getByRole('button', { name: 'Pay £440' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('dialogs take focus when they open and give it back when they close, the first time too', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
  await page.goto('/');

  const becomeAffiliate = page.getByRole('button', { name: 'Become an Affiliate' });
  await tabTo(page, becomeAffiliate);
  await page.keyboard.press('Enter');
  const pitch = page.getByRole('dialog', { name: 'Become an Affiliate' });
  await expectFocused(pitch.getByRole('heading', { level: 2, name: 'Become an Affiliate' }));
  await page.keyboard.press('Escape');
  await expect(pitch).toBeHidden();
  await expectFocused(becomeAffiliate);

  const chatLauncher = page.getByRole('button', { name: 'Chat with our assistant' });
  await tabTo(page, chatLauncher);
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: 'Storysong Assistant' });
  await expectFocused(chat.getByRole('textbox'));
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expectFocused(chatLauncher);
});

test('an affiliate registers with the keyboard alone, the password shown on request', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
  await page.goto('/affiliate/register');
  const email = `keys-${test.info().project.name}-${Date.now()}@example.com`;

  await tabTo(page, page.getByRole('textbox', { name: 'Full name' }));
  await page.keyboard.type('Katherine Johnson');
  await page.keyboard.press('Tab');
  await expectFocused(page.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await tabTo(page, password);
  await page.keyboard.type('Orbital1962!');
  await page.keyboard.press('Tab');
  const reveal = page.getByRole('button', { name: 'Show password' }).first();
  await expectFocused(reveal);
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Orbital1962!');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');

  await tabTo(page, page.getByRole('textbox', { name: 'PayPal email' }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('checkbox', { name: /I accept the/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create affiliate account' }));
  await page.keyboard.press('Enter');
  await expectFocused(page.getByRole('heading', { level: 1, name: 'Welcome to the programme!' }));
});
