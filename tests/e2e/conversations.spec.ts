import type { Page } from '@playwright/test';
import { findProduct } from '@storysong/core';
import { axeViolations } from './axe.ts';
import { acceptConsent, expect, expectTappable, inbox, pickCountry, test, watchConsole } from './support.ts';

/**
 * The visitor's conversations with the business, kept on the server: the consultation answered by
 * the assistant and handed to a person, the widget's offline message sent once, the contact form's
 * message and its emailed private link. Staff's side (the inbox, a reply) extends these flows.
 */

const rush = findProduct('basic-song')?.rush;

/** Holds the API's answers to a conversation's messages until released, so the typing indicator can be seen. */
async function holdAnswers(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/conversations\/(consultation|widget|[^/]+\/messages)$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
}

test('a French visitor asks the consultation what rush costs, gets core’s figure, then asks for a person @phone', async ({
  page,
}) => {
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  await page.goto('/products/people?lng=fr');
  await page.evaluate(() => window.dispatchEvent(new Event('openAIConsultation')));
  const dialog = page.getByRole('dialog', { name: 'Consultation IA' });
  await dialog.getByRole('button', { name: 'Démarrer la consultation' }).click();
  await expect(dialog.getByText('Le nom complet est obligatoire')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nom complet' }).fill('Zoé Martin');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`zoe-${Date.now().toString(36)}@example.com`);
  await dialog.getByRole('button', { name: 'Démarrer la consultation' }).click();

  const log = dialog.getByRole('log');
  await expect(log).toContainText('Bonjour Zoé Martin');
  await expect(dialog.getByTestId('team-availability')).toContainText('sous 24 heures les jours ouvrables');
  const input = dialog.getByRole('textbox', { name: 'Votre message' });
  const send = dialog.getByRole('button', { name: 'Envoyer le message' });
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Je ne suis pas un robot' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Je ne suis pas un robot' })).toBeChecked();

  const release = await holdAnswers(page);
  await input.fill('Combien coûte la livraison express');
  await input.press('Shift+Enter');
  await input.pressSequentially('pour Chanson de base ?');
  await expect(input).toHaveValue('Combien coûte la livraison express\npour Chanson de base ?');
  await input.press('Enter');
  await expect(log).toContainText('pour Chanson de base ?');
  await expect(dialog.getByTestId('typing')).toBeVisible();
  await input.fill('Encore une');
  await expect(send).toBeDisabled();
  release();
  await page.unroute(/\/api\/conversations\//);
  await expect(dialog.getByTestId('typing')).toBeHidden();
  const answer = log.locator('[data-sender="ai"]').nth(1);
  await expect(answer).toContainText(String(rush?.pricePounds));

  await input.fill('Je voudrais parler à une personne, s’il vous plaît');
  await expectTappable(send);
  await send.click();
  await expect(log.locator('[data-sender="ai"]').last()).toContainText(/vous répondra ici (très bientôt|à partir de .+ GMT)/);
  await expect(log.locator('[data-sender="ai"]').last()).toContainText('sous 24 heures les jours ouvrables');
  noErrors();
});

test('the widget hands over and asks for an email; a message written offline is sent once when the connection returns @phone', async ({
  page,
  context,
}) => {
  await acceptConsent(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with our assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Storysong Assistant' });
  await expect(panel.getByRole('log')).toContainText("I'm the Storysong assistant");
  await panel.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(panel.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  const input = panel.getByRole('textbox', { name: 'Your message' });
  await input.fill('Can I talk to a person, please?');
  await input.press('Enter');
  await expect(panel.getByRole('log').locator('[data-sender="ai"]').last()).toContainText(
    /will reply to you here (shortly|from .+ GMT)/,
  );
  await panel.getByRole('textbox', { name: 'Your email' }).fill(`widget-${Date.now().toString(36)}@example.com`);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByRole('textbox', { name: 'Your email' })).toBeHidden();

  await context.setOffline(true);
  await input.fill('Written on the train');
  await input.press('Enter');
  const offline = panel.locator('[data-sender="user"]').filter({ hasText: 'Written on the train' });
  await expect(offline).toContainText('Not sent yet');
  await context.setOffline(false);
  await expect(offline).not.toContainText('Not sent yet');

  // The widget reopens the same conversation on this device, and the server holds the message once.
  await page.reload();
  await page.getByRole('button', { name: 'Chat with our assistant' }).click();
  await expect(panel.getByRole('log')).toContainText('Written on the train');
  const { id, token } = await page.evaluate(() => JSON.parse(localStorage.getItem('storysong.conversation') ?? '{}'));
  const thread = await (
    await page.request.get(`/api/conversations/${id}`, { headers: { 'X-Conversation-Token': token } })
  ).json();
  expect(thread.messages.filter((m: { text: string }) => m.text === 'Written on the train')).toHaveLength(1);
});

test('the contact form says what is missing, refuses a country typed with digits and a bad address, and sends nothing', async ({
  page,
}) => {
  await acceptConsent(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/conversations')) sent.push(request.url());
  });
  await page.goto('/contact-form');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email address is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
  await page.getByRole('combobox', { name: 'Country' }).pressSequentially('United 4 Kingdom!');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Country should only contain letters and spaces')).toBeVisible();
  expect(sent).toEqual([]);
});

test('a contact message is accepted, its private link opens the conversation, in English and in Arabic @phone', async ({
  page,
}) => {
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  const email = `contact-${Date.now().toString(36)}@example.com`;
  await page.goto('/contact-form');
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await pickCountry(page.getByRole('combobox', { name: 'Country' }), 'united k', 'United Kingdom');
  await page.getByRole('textbox', { name: 'How can we help?' }).fill('Can you write a Kizomba song\nfor my wife’s 40th?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please complete the CAPTCHA verification')).toBeVisible();
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Ada Lovelace!' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('for my wife’s 40th?');

  let link = '';
  await expect(async () => {
    const [mail] = await inbox(email);
    link = /https?:\/\/\S+\/conversations\/[^\s"<]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toContain('#');
  }).toPass({ timeout: 15_000 });
  const { pathname, hash } = new URL(link);
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your conversation' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('for my wife’s 40th?');
  await expectNoSeriousViolations(page);

  await page.goto(`${pathname}?lng=ar${hash}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'محادثتك' })).toBeVisible();
  await expect(page.getByRole('log')).toContainText('for my wife’s 40th?');
  await expectNoSeriousViolations(page);
  noErrors();

  // A forged link opens nothing.
  await page.goto(`${pathname}?lng=en#${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This conversation link is not valid');
});
