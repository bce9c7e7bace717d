import { expect, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@storysong.local', password: 'StorysongAdmin1' };
export const DEMO_AFFILIATE = { email: 'affiliate@storysong.local', password: 'StorysongAffiliate1', code: 'DEMO2024' };

/** Fails the test on any console error or uncaught page error. */
export function watchConsole(page: Page): () => void {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

/** Accepts the consent banner up front so it does not cover what a test clicks. */
export async function acceptConsent(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
}
