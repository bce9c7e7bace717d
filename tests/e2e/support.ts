import { createHash } from 'node:crypto';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { PRERENDERED_ATTRIBUTE } from '../../web/src/app/prerendered.ts';
import { MANAGED_ATTRIBUTE } from '../../web/src/ui/managedHead.ts';
import {
  answerStaffPrompts,
  DEMO_ADMIN,
  DEMO_AFFILIATE,
  enterStaffCode,
  newStaffAccount,
  type Role,
  serverClockMoved,
  signInStaffThroughPage,
  storedSession,
  submitStaffPassword,
} from './sessions.ts';

export {
  DEMO_ADMIN,
  DEMO_AFFILIATE,
  enterStaffCode,
  expect,
  newStaffAccount,
  serverClockMoved,
  signInStaffThroughPage,
  submitStaffPassword,
};

/**
 * True once the app has taken over the page, so its buttons and forms respond. A prerendered page
 * is only HTML until then (a click on a button would do nothing), and hydration claims nodes before
 * it commits; the head manager marks the tags it writes on commit (the served ones are not), and
 * the canonical link, where the page has one, names the current path. A client-rendered page's
 * heading is in the document only once committed. Runs in the page.
 */
function takenOver([prerenderedAttribute, managedAttribute]: readonly [string, string]): boolean {
  if (document.getElementById('root')?.hasAttribute(prerenderedAttribute)) {
    if (!document.querySelector(`meta[name="description"][${managedAttribute}]`)) return false;
    const canonical = document.querySelector<HTMLLinkElement>(`link[rel="canonical"][${managedAttribute}]`);
    return canonical === null || new URL(canonical.href).pathname === window.location.pathname;
  }
  const heading = document.querySelector('h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
}

const TAKEN_OVER_ATTRIBUTES = [PRERENDERED_ATTRIBUTE, MANAGED_ATTRIBUTE] as const;

/** Whether the app has taken over the page as it stands (see `takenOver`). */
export function appHasTakenOver(page: Page): Promise<boolean> {
  return page.evaluate(takenOver, TAKEN_OVER_ATTRIBUTES);
}

/**
 * Returns once the app has taken over the page, which the page itself checks every 50 ms. Asked from
 * the test instead (expect.poll), each check was a protocol round trip and a step reported to the
 * runner; checked in the page, the English axe tests on desktop took 0.95× the CPU, and their test
 * worker 0.87× (two rounds, alternating). expect.poll's default back-off (0.1, 0.25, 0.5 s, then every
 * second) had let a page the app took over at 1.2 s wait until 1.85 s.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(takenOver, TAKEN_OVER_ATTRIBUTES, { polling: 50, timeout: 20_000 });
}

/**
 * A visitor's own address for each test (and each retry), sent as the one proxy hop the suite's stack
 * trusts (global-setup.ts): the site's per-visitor rate limits then count each test apart, as they
 * would count different visitors, rather than the whole suite as one. `key` names the visitor.
 */
export function visitorAddress(key: string): string {
  const hash = createHash('sha256').update(key).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
}

/** Makes `page.goto` and `page.reload` return once the app has taken over the page they open. */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appTakenOver(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appTakenOver(page);
    return response;
  };
  return page;
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the app has taken over the
 * page, and whose pages and requests come from the test's own visitor address.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(`${testInfo.testId}:${testInfo.retry}`) });
  },
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});

/**
 * Fails the test on any console error or uncaught page error, except the browser's report that a
 * path the test expects to fail did not load (`expectedFailures`): a 404, an ended session's 401,
 * or offline, no connection.
 */
export function watchConsole(page: Page, expectedFailures: readonly (string | RegExp)[] = []): () => void {
  const errors: string[] = [];
  const expectedToFail = (pathname: string) =>
    expectedFailures.some((path) => (typeof path === 'string' ? path === pathname : path.test(pathname)));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    const expected = url !== '' && expectedToFail(new URL(url).pathname) && message.text().startsWith('Failed to load resource');
    if (!expected) errors.push(`${message.text()} ${url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

/** Accepts the consent banner up front so it does not cover what a test clicks. */
export async function acceptConsent(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
}

/**
 * What a person can tap: once the window is scrolled to it (a person scrolls the page, never a
 * clipped container, which Playwright's own click and scrollIntoView would), it lies wholly inside
 * the viewport and nothing covers its centre. A click alone proves neither.
 */
export async function expectTappable(target: Locator) {
  await expect(target).toBeVisible();
  // Measured once it has settled: a list that is still opening or re-filtering moves under a finger too.
  await expect(async () => {
    await target.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      window.scrollBy(0, rect.top + rect.height / 2 - window.innerHeight / 2);
    });
    const box = await target.boundingBox();
    const viewport = target.page().viewportSize();
    if (!box || !viewport) throw new Error('no box or viewport to check against');
    expect(box.x, 'left edge in view').toBeGreaterThanOrEqual(0);
    expect(box.y, 'top edge in view').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'right edge in view').toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, 'bottom edge in view').toBeLessThanOrEqual(viewport.height);
    const uncovered = await target.evaluate(
      (node, point) => {
        const top = document.elementFromPoint(point.x, point.y);
        return top !== null && (node === top || node.contains(top));
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(uncovered, 'nothing covers it').toBe(true);
    // As long as any other expectation: on a slow machine a list can take seconds to settle.
  }).toPass({ timeout: 10_000 });
}

/** The story wizard's last-step boxes, as they read in English, and in French for the specs that order in French. */
export const CONSENT_LABELS = { age: 'I am 16 or over', terms: 'I accept the Terms & Privacy Policy' };
export const FRENCH_CONSENT_LABELS = {
  age: "J'ai 16 ans ou plus",
  terms: "J'accepte les conditions et la politique de confidentialité",
};

/** Ticks the boxes a customer ticks on the wizard's last step before Submit Story: their age and the terms. */
export async function agreeToTerms(wizard: Locator, labels: { age: string; terms: string } = CONSENT_LABELS) {
  await wizard.getByRole('checkbox', { name: labels.age }).check();
  await wizard.getByRole('checkbox', { name: labels.terms }).check();
}

/** Signs in on /affiliate and waits for the dashboard. */
export async function signInAsAffiliate(page: Page, email: string, password: string) {
  await page.goto('/affiliate');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/affiliate\/dashboard$/);
}

/** Opens the dialog's select named `label` and picks `option` from its list. */
export async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into the country picker as a visitor would, then taps the country in its list. */
export async function pickCountry(input: Locator, typed: string, country: string) {
  const page = input.page();
  await input.click();
  await input.fill('');
  await input.pressSequentially(typed);
  const option = page.getByRole('listbox').getByRole('option', { name: country, exact: true });
  await expectTappable(option);
  // A finger on a phone, the mouse on a desktop.
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await option.tap();
  else await option.click();
  await expect(input).toHaveValue(country);
  await expect(option).toBeHidden();
}

/** Types into the post editor, which arrives in its own lazily loaded chunk: once it is editable, until the text took. */
export async function typeContent(dialog: Locator, text: string) {
  const editor = dialog.getByRole('textbox', { name: 'Content' });
  // On a loaded machine keystrokes can land before the editor has settled: type again until they take.
  await expect(async () => {
    await expect(editor).toBeEditable();
    await editor.click();
    await editor.press('ControlOrMeta+A');
    await editor.press('Backspace');
    await editor.pressSequentially(text);
    await expect(editor).toHaveText(text, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

export type InboxMessage = { subject: string; to: { address: string }[]; html: string; text: string };

/** The messages the stack's MailDev received for an address over real SMTP, read through its HTTP API, oldest first. */
export async function inbox(address: string): Promise<InboxMessage[]> {
  const response = await fetch(`${process.env.E2E_MAIL_INBOX}/api/email`);
  const all = (await response.json()) as InboxMessage[];
  return all.filter((m) => m.to.some((to) => to.address === address));
}

/**
 * Signs the tab in as the demo staff member or affiliate from its next page on, with the session
 * global setup saved for that account (sessions.ts): Firebase finds it where it keeps a signed-in
 * user, as it would after a sign-in on this device. Set once per tab, so signing out in a test sticks.
 */
export async function rememberSession(page: Page, role: Role) {
  const origin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  await page.addInitScript(
    ({ session, origin }) => {
      if (window.location.origin !== origin || window.sessionStorage.getItem('e2e-signed-in') !== null) return;
      window.sessionStorage.setItem('e2e-signed-in', 'yes');
      for (const { key, value } of session.entries) window.localStorage.setItem(key, value);
    },
    { session: storedSession(role), origin },
  );
  if (role === 'staff') await answerStaffPrompts(page, DEMO_ADMIN.totpSecret);
}

/** Opens `path` in a tab that `rememberSession` signed in, and checks it is the page asked for, not a sign-in page. */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  // A page of the test's own making (a second window) has the plain goto, which returns at load.
  await appTakenOver(page);
  // Still on the page asked for: a session the app did not accept would have sent it to a sign-in page.
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
}

/** Opens `path` as the demo staff member or affiliate (`rememberSession`, then `openSignedIn`). */
export async function signedIn(page: Page, role: Role, path: string) {
  await rememberSession(page, role);
  await openSignedIn(page, path);
}

/** The demo staff member, signed in, on `path` of the back office (signing in itself is admin.spec.ts's to test). */
export function signInAsStaff(page: Page, path = '/admin') {
  return signedIn(page, 'staff', path);
}

/** The layout shift a page has had so far (its CLS entries, summed). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}
