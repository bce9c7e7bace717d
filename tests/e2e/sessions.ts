import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@storysong.local', password: 'StorysongAdmin1' };
export const DEMO_AFFILIATE = { email: 'affiliate@storysong.local', password: 'StorysongAffiliate1', code: 'DEMO2024' };

export type Role = 'staff' | 'affiliate';

/** What Firebase Auth keeps in the browser for a signed-in user: one localStorage entry. */
export interface StoredSession {
  key: string;
  value: string;
}

/** Where global setup tells the workers it saved the sessions. */
const SESSIONS_FILE = 'E2E_SESSIONS_FILE';

/** Each role's sign-in, through its own sign-in page as a person signs in. */
const SIGN_INS: Record<Role, (page: Page) => Promise<void>> = {
  staff: async (page) => {
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin$/);
  },
  affiliate: async (page) => {
    await page.goto('/affiliate');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_AFFILIATE.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_AFFILIATE.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/affiliate\/dashboard$/);
  },
};

async function signInOnce(browser: Browser, baseURL: string, role: Role): Promise<StoredSession> {
  const page = await browser.newPage({ baseURL });
  await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
  await SIGN_INS[role](page);
  const stored = await page.waitForFunction(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('firebase:authUser:'));
    return key ? { key, value: window.localStorage.getItem(key) ?? '' } : null;
  });
  return (await stored.jsonValue()) as StoredSession;
}

/**
 * Global setup signs the demo staff and affiliate accounts in once and keeps what Firebase stored
 * for each; the specs that do not test signing in start from it (`signedIn` in support.ts) rather
 * than each walking a sign-in page again (admin.spec.ts and affiliates.spec.ts test signing in).
 */
export async function saveSessions(browser: Browser, baseURL: string, dir: string) {
  const [staff, affiliate] = await Promise.all([
    signInOnce(browser, baseURL, 'staff'),
    signInOnce(browser, baseURL, 'affiliate'),
  ]);
  const file = join(dir, 'e2e-sessions.json');
  writeFileSync(file, JSON.stringify({ staff, affiliate } satisfies Record<Role, StoredSession>));
  process.env[SESSIONS_FILE] = file;
}

let saved: Record<Role, StoredSession> | undefined;

/** The session global setup saved for a role. */
export function storedSession(role: Role): StoredSession {
  const file = process.env[SESSIONS_FILE];
  if (!file) throw new Error(`${SESSIONS_FILE} is not set: run the suite through its config, whose global setup signs in`);
  saved ??= JSON.parse(readFileSync(file, 'utf8')) as Record<Role, StoredSession>;
  return saved[role];
}
