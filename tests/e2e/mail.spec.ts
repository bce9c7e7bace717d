import {
  acceptConsent,
  agreeToTerms,
  choose,
  expect,
  expectTappable,
  FRENCH_CONSENT_LABELS,
  type InboxMessage,
  inbox,
  pickCountry,
  signInAsStaff,
  test,
  watchConsole,
} from './support.ts';

const STORY =
  'Nous nous sommes rencontrés au port par un matin venteux et nous en rions chaque jour depuis, depuis dix belles années.';

test('a customer who orders in French gets both emails in French, and the link opens their order @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  const email = `camille-${Date.now().toString(36)}@example.com`;

  await page.goto('/products/people?lng=fr');
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Chanson de base' }) })
    .getByRole('button', { name: 'Commencer' })
    .click();
  const wizard = page.getByRole('dialog', { name: 'Racontez-nous votre histoire' });
  await wizard.getByLabel('Nom complet').fill('Camille Durand');
  await wizard.getByLabel('E-mail').fill(email);
  await pickCountry(wizard.getByRole('combobox', { name: 'Pays' }), 'royaume', 'Royaume-Uni');
  await wizard.getByRole('button', { name: 'Suivant' }).click();
  await choose(page, wizard, 'Langue de la chanson', 'Français (français)');
  await wizard.getByRole('button', { name: 'Suivant' }).click();
  await choose(page, wizard, 'Émotion', 'Amour');
  await choose(page, wizard, 'Genre', 'Pop');
  await wizard.getByRole('textbox', { name: 'Votre histoire' }).fill(STORY);
  await wizard.getByRole('button', { name: 'Suivant' }).click();
  await choose(page, wizard, 'Pour qui est cette chanson ?', 'Épouse');
  // The occasion, in French too: an anniversary, with no date.
  await wizard.getByRole('button', { name: 'Suivant' }).click();
  await choose(page, wizard, "Quelle est l'occasion ?", 'Anniversaire de couple');
  await agreeToTerms(wizard, FRENCH_CONSENT_LABELS);
  await wizard.getByRole('button', { name: "Envoyer l'histoire" }).click();

  const payment = page.getByRole('dialog', { name: 'Finalisez votre paiement' });
  await payment.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);

  let messages: InboxMessage[] = [];
  await expect(async () => {
    messages = await inbox(email);
    // Each is sent once its request has answered, so they may arrive in either order.
    expect(messages.map((m) => m.subject).sort()).toEqual([
      'Nous avons bien reçu votre histoire',
      'Paiement confirmé : Chanson de base',
    ]);
  }).toPass({ timeout: 15_000 });
  const link = messages.find((m) => m.subject.startsWith('Nous avons bien reçu'))?.text.match(/http:\/\/\S+\/orders\/\S+/)?.[0];
  expect(link, 'the order link in the email').toBeTruthy();
  expect(link?.startsWith(`${new URL(page.url()).origin}/orders/`)).toBe(true);

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Payé', { exact: true })).toBeVisible();
  noErrors();
});

test('staff find the emails not delivered on the dashboard @phone', async ({ page }) => {
  const noErrors = watchConsole(page);
  await signInAsStaff(page);
  const card = page.getByTestId('undelivered-mail');
  await expect(card.getByRole('heading', { name: 'Emails not delivered' })).toBeVisible();
  await expect(card.getByText('Every email has gone out.')).toBeVisible();
  await expectTappable(card.getByRole('heading', { name: 'Emails not delivered' }));
  noErrors();
});
