import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { acceptConsent, expect, expectTappable, test, watchConsole } from './support.ts';

const PUBLIC_ROUTES = [
  '/',
  '/products/people',
  '/products/pro',
  '/blog',
  '/testimonies',
  '/contact',
  '/contact-form',
  '/terms',
  '/affiliate',
  '/affiliate/register',
  '/affiliate/forgot-password',
  '/affiliate/support',
  '/payment/success',
  '/payment/cancel',
  '/404',
  '/admin/login',
];

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const violations = await axeViolations(page);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}

// Hermetic: third-party resources (e.g. video thumbnails) are answered empty instead of reaching the internet.
// A pattern rather than a function: Playwright's driver then lets the site's own requests through
// itself, where a function must be asked about each one (this spec, alternating twice in one run:
// 0.81× the test worker's CPU, 0.95× all of it).
test.beforeEach(async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const elsewhere = new RegExp(`^(?!${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)`);
  await page.route(elsewhere, (route) => route.fulfill({ status: 204 }));
});

test.describe('every public route', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} renders without errors, overflow or serious axe violations @phone`, async ({ page }) => {
      const noErrors = watchConsole(page);
      await acceptConsent(page);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousAxeViolations(page);
      noErrors();
    });
  }
});

test('the home page offers both personas and the tagline @phone', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/');
  await expect(page.getByText('immortalizing experiences through music')).toBeVisible();
  await page.getByRole('link', { name: /The Pro Artist/ }).click();
  await expect(page).toHaveURL(/\/products\/pro$/);
  await page.goBack();
  await page.getByRole('link', { name: /The People/ }).click();
  await expect(page).toHaveURL(/\/products\/people$/);
});

test('the shell: skip link, footer links, noindex on contact and terms', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  await expect(page.getByText('We typically respond to inquiries within 24 hours during business days')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle('Get in Touch | Storysong');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  const footer = page.locator('footer');
  await expect(footer.getByText('© 2024 Storysong. All rights reserved.')).toBeVisible();
  for (const name of ['Instagram', 'Facebook', 'X', 'YouTube', 'TikTok']) {
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await footer.getByRole('link', { name: 'Terms & Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText('Effective date: 28/02/2025')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the consent banner stays until accepted, and opens the full terms @phone', async ({ page }) => {
  const noErrors = watchConsole(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Terms and privacy consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'View Full Terms & Privacy Policy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  await expect(dialog.getByText(/60% goes to you and 40% to Storysong/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept & Continue' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasAcceptedTerms'))).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  noErrors();
});

// The toggle menu exists on small screens only, so the desktop project leaves this one out.
test('the mobile menu covers the screen below the header, shows every link and closes three ways @phone-only', async ({
  page,
}, testInfo) => {
  await acceptConsent(page);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('navigation', { name: 'Menu' });

  await toggle.click();
  await expect(menu).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const header = await page.getByRole('banner').boundingBox();
  const box = await menu.boundingBox();
  // Below the header, down to the bottom of the screen, edge to edge.
  expect(box).toMatchObject({ x: 0, y: header?.height, width: viewport.width });
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(viewport.height);
  for (const name of ['Blog', 'Contact']) await expectTappable(menu.getByRole('link', { name }));
  await expectTappable(menu.getByRole('button', { name: 'Become an Affiliate' }));
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.screenshot({ path: testInfo.outputPath('menu-open.png') });

  // Escape closes it and gives focus back to the toggle.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // So does the toggle, now a close button.
  await toggle.click();
  await expectTappable(page.getByRole('button', { name: 'Close menu' }));
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // A link closes it and navigates.
  await toggle.click();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Storysong' })).toBeVisible();
});

test('the navigation highlights the current route and opens the affiliate pop-up', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Become an Affiliate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become an Affiliate' });
  for (const step of ['Share', 'Save', 'Earn']) await expect(dialog.getByRole('heading', { name: step })).toBeVisible();
  await dialog.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/affiliate$/);
  await expect(dialog).toBeHidden();
});

test('an unknown path is replaced by /404 with a way home', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/');
  await page.goto('/definitely/not/here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('switching to Arabic turns the page right-to-left and is remembered @phone', async ({ page }) => {
  const noErrors = watchConsole(page);
  await acceptConsent(page);
  await page.goto('/');
  // A language chosen while parts of the page are still hydrating makes React throw their prerendered
  // English away (error 418): a known race, left for the app to fix, not what this test is about.
  await page.waitForLoadState('networkidle');
  const languages = page.getByRole('combobox', { name: 'Language' });
  // The select lists the other languages once it is touched (decision 057), as a visitor's tap does.
  await languages.click();
  await languages.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('قصتك، أغنيتك');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoHorizontalOverflow(page);
  noErrors();
});

test('the home page carries Organization and WebSite structured data', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Storysong/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']));
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
  const manifest = await page.request.get('/manifest.webmanifest');
  expect((await manifest.json()).theme_color).toBe('#4B0082');
});
