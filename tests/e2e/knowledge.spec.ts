import { findProduct, formatPounds, poundsToPence } from '@storysong/core';
import { acceptConsent, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

test('staff try a question in the knowledge base editor: the French rush price for Basic Song comes from core @phone', async ({
  page,
}) => {
  const rush = findProduct('basic-song')?.rush;
  if (!rush) throw new Error('Basic Song has rush delivery');
  await acceptConsent(page);
  await signInAsStaff(page, '/admin/knowledge');
  const noConsoleErrors = watchConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
  // The seeded entries are listed, none of them missing a language.
  await expect(page.getByRole('article', { name: 'How much is rush delivery?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Missing here · 0' })).toBeAttached();

  const box = page.getByRole('region', { name: 'Try a question' });
  await box.getByRole('textbox', { name: 'Ask as a visitor would' }).fill("Combien coûte l'option express pour Basic Song ?");
  await box.getByLabel('In', { exact: true }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  const ask = box.getByRole('button', { name: 'Ask the assistant' });
  await expectTappable(ask);
  await ask.click();
  const answer = box.getByText("L'option express pour Chanson de base");
  await expect(answer).toContainText(formatPounds(poundsToPence(rush.pricePounds), 'fr-FR', 0));
  await expect(answer).toContainText(`${rush.days} jours`);
  await expect(box.getByRole('link', { name: '/products/people' })).toBeVisible();

  // Asking for a person is handed over.
  await box.getByRole('textbox', { name: 'Ask as a visitor would' }).fill('Je veux parler à un humain');
  await ask.click();
  await expect(box.getByText('The visitor asks for a person', { exact: false })).toBeVisible();
  noConsoleErrors();
});
