import { setTimeout as wait } from 'node:timers/promises';
import { type BrowserContextOptions, devices, type Locator, type Page } from '@playwright/test';
import { orderPagePath, songPagePath } from '@storysong/core';
import { DEMO_DELIVERED_ORDER } from '../../functions/src/features/orders/seed.ts';
import { CPU_SLOWDOWN } from './long-task-trace.ts';
import { POST_PAGE } from './pages.ts';

/**
 * A public page's main control as a new visitor taps it the moment it shows (issue 73 §1), and what
 * the tap must bring up. Shared by bench:taps (how often a tap is lost, how long it takes) and
 * tests/e2e/first-tap.spec.ts (that none is).
 */
export interface FirstTap {
  /** What the tap does, as the table names it. */
  name: string;
  path: string;
  /** Only a phone's layout has it (the menu's burger). */
  phoneOnly?: boolean;
  target(page: Page): Locator;
  /** What shows once the tap has done its work: not a pending state, the thing itself. */
  result(page: Page): Locator;
}

const basicSong = (page: Page) => page.getByRole('article', { name: 'Basic Song' });
const playerOf = (page: Page, title: string) => page.getByRole('button', { name: `Play ${title}` });

export const GET_STARTED: FirstTap = {
  name: 'Get Started opens the wizard',
  path: '/products/people',
  target: (page) => basicSong(page).getByRole('button', { name: 'Get Started' }),
  result: (page) => page.getByRole('dialog', { name: 'Tell us your story' }).getByRole('textbox', { name: 'Full name' }),
};

/**
 * The issue's five, then a control on each other public page. Where a page's own controls are plain
 * links (the testimonies' "Watch"), the shell's chat button stands for it; a link that works as HTML
 * (the contact page's) is tapped all the same, as a visitor would.
 */
export const FIRST_TAPS: readonly FirstTap[] = [
  GET_STARTED,
  {
    name: 'AI Consultation opens its dialog',
    path: '/products/pro',
    target: (page) => page.getByRole('article').first().getByRole('button', { name: 'AI Consultation' }),
    result: (page) => page.getByRole('dialog', { name: 'AI Consultation' }).getByRole('textbox', { name: 'Full name' }),
  },
  {
    name: '"Have a referral code?" reveals the input',
    path: '/products/people',
    target: (page) => basicSong(page).getByText('Have a referral code?'),
    result: (page) => basicSong(page).getByRole('textbox', { name: 'Referral code' }),
  },
  {
    name: 'the Testimonies tab shows the testimonies',
    path: '/blog',
    target: (page) => page.getByRole('tab', { name: 'Testimonies' }),
    result: (page) => page.getByRole('tabpanel', { name: 'Testimonies' }).getByRole('article').first(),
  },
  {
    name: 'the burger opens the phone menu',
    path: '/',
    phoneOnly: true,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    result: (page) => page.getByRole('navigation', { name: 'Menu' }),
  },
  {
    name: 'a post’s Copy link copies it',
    path: POST_PAGE,
    target: (page) => page.getByRole('button', { name: 'Copy link' }),
    result: (page) => page.getByRole('button', { name: 'Copied!' }),
  },
  {
    name: 'the chat button opens the assistant on /testimonies',
    path: '/testimonies',
    target: (page) => page.getByRole('button', { name: 'Chat with our assistant' }),
    result: (page) => page.getByRole('dialog', { name: 'Storysong Assistant' }).getByRole('log'),
  },
  {
    name: '/contact’s “Leave your details” opens the form',
    path: '/contact',
    target: (page) => page.getByRole('link', { name: 'Leave your details' }),
    result: (page) => page.getByRole('heading', { level: 1, name: 'Contact Information' }),
  },
  {
    name: '/contact-form’s Submit says what is missing',
    path: '/contact-form',
    target: (page) => page.getByRole('button', { name: 'Submit' }),
    result: (page) => page.getByText('Full name is required'),
  },
  {
    name: '/affiliate’s Sign in says what is missing',
    path: '/affiliate',
    target: (page) => page.getByRole('button', { name: 'Sign in', exact: true }),
    result: (page) => page.getByText('Password is required'),
  },
  {
    name: 'the gift page’s Play brings the player',
    path: songPagePath(DEMO_DELIVERED_ORDER.shareId),
    target: (page) => playerOf(page, 'A song written for you'),
    result: (page) => page.getByRole('main').locator('audio'),
  },
  {
    name: 'the order page’s Play brings the player',
    path: orderPagePath(DEMO_DELIVERED_ORDER),
    target: (page) => playerOf(page, 'Your song'),
    result: (page) => page.getByRole('main').locator('audio'),
  },
];

/** A new visitor on a phone, as the browser suite's phone project (Pixel 7 at 390 px): touch, no mouse. */
export const PHONE: BrowserContextOptions = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/**
 * Every context of a visitor gets these: the post's Copy link writes to the clipboard, which a
 * headless browser refuses without the grant.
 */
export const PERMISSIONS = ['clipboard-read', 'clipboard-write'];

/** A phone's CPU (Lighthouse's mobile profile), set before the page loads. */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Accepts the consent banner up front (as the browser suites do): it is not what is measured, and it covers the page's foot. */
export async function consentGiven(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
}

/**
 * Whether the page has painted its first content. Layout, which `isVisible` asks about, comes before
 * the paint: a page still waiting for its stylesheet has laid out an unstyled control a visitor
 * cannot see yet, and it moves when the styles arrive.
 */
const painted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0).catch(() => false);

/**
 * Asks `target` every 20 ms until it shows; returns the ms waited, null after `limitMs`. Playwright's
 * own waits back off to half a second between checks, late for a visitor who taps at sight. A check
 * made while the page navigates (its context gone) counts as not shown.
 */
export async function shownWithin(target: Locator, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await target.isVisible().catch(() => false)) && (await painted(target.page()))) return performance.now() - started;
    await wait(20);
  }
  return null;
}

/**
 * Where a finger lands on `target`: the window scrolled to it if it is not wholly in view (a visitor
 * scrolls the page, not the control's container), then its centre; null unless it then lies wholly
 * inside the viewport with nothing covering its centre (a page still settling). Checked in the page
 * in one step, right before the tap: the suite's expectTappable centres the control and measures it
 * in separate round trips, which on a page the app is taking over (it scrolls the window back to the
 * top) kept failing for ten seconds on a loaded machine.
 */
async function landingPoint(target: Locator): Promise<{ x: number; y: number } | null> {
  return target.evaluate((node) => {
    let rect = node.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > window.innerHeight) {
      window.scrollBy(0, rect.top + rect.height / 2 - window.innerHeight / 2);
      rect = node.getBoundingClientRect();
    }
    const inView = rect.top >= 0 && rect.left >= 0 && rect.bottom <= window.innerHeight && rect.right <= window.innerWidth;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const top = document.elementFromPoint(x, y);
    return inView && top !== null && (top === node || node.contains(top)) ? { x, y } : null;
  });
}

/**
 * Taps the centre of `target` with a real pointer, once it lies in view and uncovered (landingPoint):
 * a finger where the context has touch, the mouse elsewhere. Not `locator.tap()`: its checks first wait for two frames of the control at rest, so on
 * a busy page it taps only after the task a visitor's tap would have waited behind, when the app may
 * have taken over meanwhile. Returns `performance.now()` as the pointer went down.
 */
export async function tapCentre(target: Locator, touch: boolean): Promise<number> {
  const page = target.page();
  for (let tries = 0; ; tries++) {
    const point = await landingPoint(target);
    if (point) {
      const at = performance.now();
      if (touch) await page.touchscreen.tap(point.x, point.y);
      else await page.mouse.click(point.x, point.y);
      return at;
    }
    if (tries === 100) throw new Error(`${target} stayed out of view or covered for 5 s`);
    await wait(50);
  }
}

/** How long a control may take to show, and its tap's result to follow: generous, so that only a tap that did nothing is lost. */
export const LIMIT_MS = 15_000;
