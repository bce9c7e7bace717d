import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';

/** The seeded demo staff account, with the authenticator secret the seed enrols it with (functions/src/features/admin/seed.ts). */
export const DEMO_ADMIN = {
  email: 'admin@storysong.local',
  password: 'StorysongAdmin1',
  totpSecret: 'STORYSONGDEMOADMINSECRETKEY23456',
};
export const DEMO_AFFILIATE = { email: 'affiliate@storysong.local', password: 'StorysongAffiliate1', code: 'DEMO2024' };

export type Role = 'staff' | 'affiliate';

/** What the browser keeps for a signed-in user: Firebase Auth's localStorage entry, and for staff the staff session's. */
export interface StoredSession {
  entries: { key: string; value: string }[];
}

/** The localStorage entry of the staff session the second factor opens (web/src/lib/api.ts). */
const STAFF_SESSION_KEY = 'storysong:staff-session';

/**
 * How far a stack's test clock has been moved ahead for the staff account with this authenticator
 * secret: the server checks codes at its own time, so the authenticator shows that time's codes.
 */
const serverClockAhead = new Map<string, number>();

/** The server's clock moved `ms` ahead under this staff account (a spec on a stack of its own). */
export function serverClockMoved(secret: string, ms: number) {
  serverClockAhead.set(secret, (serverClockAhead.get(secret) ?? 0) + ms);
}

/**
 * Enters the code from the staff member's authenticator where it is asked for (the sign-in
 * page's code step, the enrolment's first code, or the prompt that asks again), as a person
 * types it. The server takes each code once and the suite's workers share the demo account: a
 * code already taken is followed by the next step's, which the server accepts 30 s early, then
 * by a wait for the step after.
 */
export async function enterStaffCode(scope: Page | Locator, secret: string, submit: string) {
  const box = scope.getByRole('textbox', { name: '6-digit code' });
  for (let attempt = 0; ; attempt++) {
    const epoch = Math.floor((Date.now() + (serverClockAhead.get(secret) ?? 0)) / 1000) + (attempt % 2) * 30;
    await box.fill(await generate({ secret, epoch }));
    await scope.getByRole('button', { name: submit, exact: true }).click();
    const refused = scope.getByRole('alert').filter({ hasText: 'already used' });
    const outcome = await Promise.race([
      box.waitFor({ state: 'detached' }).then(() => 'accepted' as const),
      refused.waitFor().then(() => 'refused' as const),
    ]);
    if (outcome === 'accepted') return;
    expect(attempt, 'the server kept refusing the codes').toBeLessThan(4);
    if (attempt % 2 === 1) await new Promise((done) => setTimeout(done, 30_500 - (Date.now() % 30_000)));
  }
}

/**
 * Answers the back office's code prompt whenever it opens in this tab (before money, an export
 * or a bank detail when the last code is over 5 minutes old, or once a staff session ended), as
 * a staff member with their authenticator at hand does; the request that asked then goes again.
 */
export async function answerStaffPrompts(page: Page, secret: string) {
  const prompt = page.getByRole('dialog', { name: /^(Confirm it is you|Your staff session has ended)$/ });
  await page.addLocatorHandler(prompt, (dialog) => enterStaffCode(dialog, secret, 'Confirm'));
}

/** The sign-in page's first step, the email and password; the second factor's step comes next. */
export async function submitStaffPassword(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs staff in on the sign-in page: the password, then the code from their authenticator, or
 * for an account without one yet the enrolment (the secret read off the page, as a person types
 * it into their app). Returns the secret, and answers the code prompt in this tab from then on
 * unless `answerPrompts` is false (a test of the prompt itself).
 */
export async function signInStaffThroughPage(
  page: Page,
  account: { email: string; password: string; totpSecret?: string },
  { answerPrompts = true } = {},
): Promise<string> {
  await page.goto('/admin/login');
  await submitStaffPassword(page, account);
  const enrolment = page.getByRole('heading', { name: 'Set up your authenticator app' });
  const codeStep = page.getByRole('heading', { name: 'Two-step verification' });
  // Signing in refreshes the token for its claims and asks the server where the account stands: slow on a busy machine.
  await expect(enrolment.or(codeStep)).toBeVisible({ timeout: 30_000 });
  let secret = account.totpSecret ?? '';
  if (await enrolment.isVisible()) {
    secret = (await page.getByTestId('factor-secret').textContent()) ?? '';
    await enterStaffCode(page, secret, 'Turn on two-step verification');
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  } else {
    await enterStaffCode(page, secret, 'Verify');
  }
  await page.waitForURL(/\/admin$/);
  if (answerPrompts) await answerStaffPrompts(page, secret);
  return secret;
}

/**
 * A staff account of the test's own, made in the Auth emulator as `npm run admin:grant` makes one.
 * Its authenticator's codes are its own, so a test that is asked for one (a refund, a payout, days
 * on the clock) waits for no other worker's; it sets its authenticator up at its first sign-in.
 * A spec on a stack of its own names that stack's Auth emulator.
 */
export async function newStaffAccount(request: APIRequestContext, label: string, emulator = process.env.E2E_AUTH_EMULATOR) {
  const account = { email: `e2e-${label}-${Date.now().toString(36)}@example.com`, password: 'StaffPass1' };
  const signUp = await request.post(`${emulator}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    data: { ...account, returnSecureToken: true },
  });
  const { localId } = (await signUp.json()) as { localId: string };
  const granted = await request.post(`${emulator}/identitytoolkit.googleapis.com/v1/projects/demo-storysong/accounts:update`, {
    headers: { Authorization: 'Bearer owner' },
    data: { localId, customAttributes: JSON.stringify({ admin: true }) },
  });
  expect(granted.status()).toBe(200);
  return account;
}

/** Where global setup tells the workers it saved the sessions. */
const SESSIONS_FILE = 'E2E_SESSIONS_FILE';

/** Each role's sign-in, through its own sign-in page as a person signs in. */
const SIGN_INS: Record<Role, (page: Page) => Promise<void>> = {
  staff: async (page) => {
    await signInStaffThroughPage(page, DEMO_ADMIN);
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
  const stored = await page.waitForFunction((staffKey) => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('firebase:authUser:'));
    if (!key) return null;
    const keys = [key, ...(window.localStorage.getItem(staffKey) ? [staffKey] : [])];
    return { entries: keys.map((name) => ({ key: name, value: window.localStorage.getItem(name) ?? '' })) };
  }, STAFF_SESSION_KEY);
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
