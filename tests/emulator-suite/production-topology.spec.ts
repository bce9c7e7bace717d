import {
  acceptConsent,
  agreeToTerms,
  choose,
  expect,
  type InboxMessage,
  pickCountry,
  test,
  watchConsole,
} from '../e2e/support.ts';

const STORY =
  'My grandmother sang to me every night by the window, and I want a song that keeps her voice and her laughter alive.';

/** What MailDev received for an address over SMTP, from the function's outbox trigger. */
async function inbox(address: string): Promise<InboxMessage[]> {
  const all = (await (await fetch(`${process.env.EMULATOR_SUITE_INBOX}/api/email`)).json()) as InboxMessage[];
  return all.filter((m) => m.to.some((to) => to.address === address));
}

test('through Hosting and the function on the emulators: the home page, an order paid with Stripe (stand-in), its mails sent by the outbox trigger', async ({
  page,
  request,
}) => {
  const skip = process.env.EMULATOR_SUITE_SKIP;
  test.skip(Boolean(skip), skip);
  const noErrors = watchConsole(page);
  await acceptConsent(page);

  // The function runs as deployed (production adapters) on the emulators, behind Hosting.
  const health = await (await request.get('/api/health')).json();
  expect(health.adapters).toMatchObject({ documents: 'firestore', payments: 'stripe', mail: 'smtp' });

  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/products/people');
  await page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }).click();
  const wizard = page.getByRole('dialog', { name: 'Tell us your story' });
  const email = `emulators-${Date.now().toString(36)}@example.com`;
  await wizard.getByLabel('Full name').fill('Ada Lovelace');
  await wizard.getByLabel('Email').fill(email);
  await pickCountry(wizard.getByRole('combobox', { name: 'Country' }), 'united k', 'United Kingdom');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await choose(page, wizard, 'Song language', 'English (English)');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await choose(page, wizard, 'Emotion', 'Love');
  await choose(page, wizard, 'Genre', 'Pop');
  await wizard.getByRole('textbox', { name: 'Your story' }).fill(STORY);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await choose(page, wizard, 'Who is this song for?', 'Grandma');
  // The occasion is optional: this story has none.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await agreeToTerms(wizard);
  await wizard.getByRole('button', { name: 'Submit Story' }).click();

  // Stripe's adapter created a Checkout Session on the stand-in, whose hosted page takes the payment
  // and sends Stripe's signed event to the webhook through Hosting.
  const payment = page.getByRole('dialog', { name: 'Complete your payment' });
  await payment.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/c\/pay\/cs_test_/);
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // No request sends mail on Cloud Functions: the `mailQueued` trigger does, on each outbox document.
  await expect(async () => {
    const subjects = (await inbox(email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Payment confirmed: Basic Song', 'We have received your story']);
  }).toPass({ timeout: 30_000 });
  noErrors();
});
