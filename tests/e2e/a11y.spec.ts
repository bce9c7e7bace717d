import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import type { Role } from './sessions.ts';
import { placeOrder, placePaidOrder } from './songs.ts';
import {
  acceptConsent,
  agreeToTerms,
  expect,
  openSignedIn,
  rememberSession,
  test,
  visitorAddress,
  waitingForApp,
} from './support.ts';

/**
 * Every route and the main dialogs through axe-core (WCAG 2.1 AA and best practice), in English and
 * right-to-left Arabic, at both sizes: no critical or serious violation, and the landmark rules
 * (one main, unique banners) clean.
 */

type Language = 'en' | 'fr' | 'es' | 'de' | 'pt' | 'ar' | 'hi' | 'zh';
/** English, and Arabic for right to left. */
const LANGUAGES: Language[] = ['en', 'ar'];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const STORY =
  'My grandmother sang to me every night by the window, and I want a song that keeps her voice and her laughter alive.';

const locales = new Map<string, Record<string, unknown>>();

/** A string of the site's own translations (`ns:key.path`), so a test finds controls by the name a visitor reads. */
function tr(language: Language, key: string, values: Record<string, string> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const file = `${language}/${ns}`;
  if (!locales.has(file)) {
    locales.set(file, JSON.parse(readFileSync(new URL(`../../web/public/locales/${file}.json`, import.meta.url), 'utf8')));
  }
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locales.get(file));
  if (typeof text !== 'string') throw new Error(`no translation ${language}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** Runs axe on the page as it stands; returns what blocks (critical, serious, landmark rules) and records everything. */
async function audit(page: Page, screen: string, findings: Finding[]) {
  // Colours are measured at rest: once the entry transitions that have started (a frame after a
  // dialog mounts) have finished. Endless animations (a loader's spin) never rest and are left out.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
  });
  // A dialog or popover fades in, and axe counts opacity into colours: on a busy machine the fade had
  // not begun two frames after the click, and the admin bell's popover link read as low contrast.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[role="dialog"]')].every((dialog) => getComputedStyle(dialog).opacity === '1'),
        ),
      { message: 'every open dialog and popover is opaque before axe measures its colours' },
    )
    .toBe(true);
  for (const violation of await axeViolations(page, { tags: TAGS })) {
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'none',
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    });
  }
}

function blocking(findings: readonly Finding[]) {
  return findings.filter((f) => f.impact === 'critical' || f.impact === 'serious' || f.rule.startsWith('landmark-'));
}

async function report(findings: readonly Finding[]) {
  // Every finding, blocking or not, beside the test's results: the table of what axe reports.
  writeFileSync(test.info().outputPath('axe-findings.json'), JSON.stringify(findings, null, 1));
  expect(blocking(findings), 'critical, serious and landmark violations').toEqual([]);
}

/** Opens a path in a language (`?lng=` is how every page is opened in one). */
async function open(page: Page, path: string, language: Language) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens a signed-in path in a language, in a tab signed in (`tab('staff')`, `tab('affiliate')`). */
async function openAs(page: Page, path: string, language: Language) {
  await openSignedIn(page, `${path}?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

type TabRole = 'visitor' | Role;

/**
 * The tabs the screens' audits open their screen in: one per worker and role (a visitor who has
 * accepted the consent banner, the demo staff member, the demo affiliate), kept from test to test.
 * Each test opens its screen there as a new document, as a visitor going from page to page would.
 * With a context of its own, every screen was a first visit, which fetched and compiled the app
 * again in a new process: decision 043. The consent banner's audit needs a first visit and the
 * wizard's places an order, so those two keep a page of their own.
 */
const axeTest = test.extend<object, { tab: (role: TabRole) => Promise<Page> }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion, serviceWorkers, baseURL } =
        workerInfo.project.use;
      const open = async (role: TabRole) => {
        const context = await browser.newContext({
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          reducedMotion,
          serviceWorkers,
          baseURL,
          extraHTTPHeaders: {
            'x-forwarded-for': visitorAddress(`axe:${workerInfo.project.name}:${workerInfo.workerIndex}:${role}`),
          },
        });
        const page = waitingForApp(await context.newPage());
        await acceptConsent(page);
        if (role !== 'visitor') await rememberSession(page, role);
        return page;
      };
      const tabs = new Map<TabRole, Promise<Page>>();
      await use((role) => {
        const tab = tabs.get(role) ?? open(role);
        tabs.set(role, tab);
        return tab;
      });
      // A tab that failed to open failed its test already; the others are closed.
      const close = (page: Page) => page.context().close();
      for (const tab of tabs.values()) await tab.then(close, () => undefined);
    },
    { scope: 'worker' },
  ],
});

async function chooseFirst(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name }).click();
  await page.getByRole('option').filter({ visible: true }).first().click();
}

const WIZARD_STEPS = ['personal', 'language', 'story', 'relationship', 'occasion'] as const;
type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * Fills the open story wizard step by step, calling `atStep` (if given) once each step is filled and before
 * Next; stops on the last step with Submit not yet pressed.
 */
async function walkWizard(page: Page, language: Language, atStep?: (step: WizardStep) => Promise<void>) {
  const wizard = page.getByRole('dialog', { name: tr(language, 'orders:wizard.title') });
  const fill: Record<WizardStep, () => Promise<void>> = {
    personal: async () => {
      await wizard.getByRole('textbox', { name: tr(language, 'orders:wizard.fullName') }).fill('Grace Hopper');
      await wizard.getByRole('textbox', { name: tr(language, 'orders:wizard.email') }).fill(`a11y-${language}@example.com`);
      const country = new Intl.DisplayNames([language], { type: 'region' }).of('GB') ?? 'United Kingdom';
      await wizard.getByRole('combobox', { name: tr(language, 'orders:wizard.country') }).pressSequentially(country.slice(0, 5));
      await page.getByRole('option', { name: country, exact: true }).click();
    },
    language: () => chooseFirst(page, wizard, tr(language, 'orders:wizard.language')),
    story: async () => {
      await chooseFirst(page, wizard, tr(language, 'orders:wizard.emotion'));
      await chooseFirst(page, wizard, tr(language, 'orders:wizard.genre'));
      await wizard.getByRole('textbox', { name: tr(language, 'orders:wizard.story') }).fill(STORY);
    },
    relationship: () => chooseFirst(page, wizard, tr(language, 'orders:wizard.relationship')),
    // An occasion and a date tomorrow: too soon for the suite, even with rush, which the step says in words.
    occasion: async () => {
      await chooseFirst(page, wizard, tr(language, 'orders:occasion.kind'));
      const tomorrow = await page.evaluate(() => {
        const date = new Date();
        date.setDate(date.getDate() + 1);
        return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      });
      await wizard.getByLabel(tr(language, 'orders:occasion.date')).fill(tomorrow);
      await agreeToTerms(wizard, {
        age: tr(language, 'orders:wizard.ageConfirmed', { age: '16' }),
        terms: tr(language, 'orders:wizard.acceptTerms').replace(/<\/?terms>/g, ''),
      });
    },
  };
  for (const step of WIZARD_STEPS) {
    await fill[step]();
    await atStep?.(step);
    if (step !== 'occasion') await wizard.getByRole('button', { name: tr(language, 'orders:wizard.next') }).click();
  }
}

const PUBLIC_PATHS = [
  '/',
  '/products/people',
  '/products/pro',
  '/blog',
  '/testimonies',
  '/contact',
  '/contact-form',
  '/terms',
  '/payment/success',
  '/payment/cancel',
  '/orders/not-a-real-order#token=not-a-real-token',
  '/affiliate',
  '/affiliate/register',
  '/affiliate/forgot-password',
  '/affiliate/reset-password',
  '/affiliate/support',
  '/404',
  '/admin/login',
];

/** A published post's address, as the blog lists it to a visitor. */
async function firstPostPath(page: Page): Promise<string> {
  const blog = await (await page.request.get('/blog')).text();
  const path = blog.match(/href="(\/blog\/post\/[^"?#]+)"/)?.[1];
  if (!path) throw new Error('no post listed on /blog');
  return path;
}

const ADMIN_PATHS = [
  '/admin',
  '/admin/posts',
  '/admin/stories',
  '/admin/board',
  '/admin/testimonials',
  '/admin/knowledge',
  '/admin/affiliates',
  '/admin/settings',
];

/** What a screen opens over itself, audited after the screen (and in the same test: they need it open). */
type Dialogs = (page: Page, language: Language, findings: Finding[]) => Promise<void>;

const PUBLIC_DIALOGS: Partial<Record<string, Dialogs>> = {
  '/products/people': async (page, language, findings) => {
    const menu = page.getByRole('button', { name: tr(language, 'common:nav.openMenu') });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: tr(language, 'common:nav.affiliate') }).click();
    const affiliatePopup = page.getByRole('dialog', { name: tr(language, 'common:affiliatePopup.title') });
    await expect(affiliatePopup).toBeVisible();
    await audit(page, 'affiliate pop-up', findings);
    await page.keyboard.press('Escape');
    await expect(affiliatePopup).toBeHidden();

    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: tr(language, 'products:consultation') })
      .click();
    const consultation = page.getByRole('dialog', { name: tr(language, 'consultation:dialogTitle') });
    await expect(consultation).toBeVisible();
    await audit(page, 'consultation', findings);
    await page.keyboard.press('Escape');
    await expect(consultation).toBeHidden();
  },
};

const ADMIN_DIALOGS: Partial<Record<string, Dialogs>> = {
  '/admin': async (page, language, findings) => {
    await page.getByRole('button', { name: tr(language, 'admin:layout.notifications') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'notifications', findings);
  },
  '/admin/posts': async (page, language, findings) => {
    await page.getByRole('button', { name: tr(language, 'admin:posts.new') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Content' }).or(page.locator('[contenteditable="true"]'))).toBeVisible();
    await audit(page, 'post editor', findings);
  },
  '/admin/testimonials': async (page, language, findings) => {
    await page.getByRole('button', { name: tr(language, 'admin:testimonials.new') }).click();
    await expect(page.getByRole('dialog', { name: tr(language, 'admin:testimonials.newTitle') })).toBeVisible();
    await audit(page, 'testimonial dialog', findings);
  },
  '/admin/knowledge': async (page, language, findings) => {
    await page.getByRole('button', { name: tr(language, 'knowledge:new') }).click();
    await expect(page.getByRole('dialog', { name: tr(language, 'knowledge:dialog.newTitle') })).toBeVisible();
    await audit(page, '/admin/knowledge (new entry)', findings);
  },
  '/admin/stories': async (page, language, findings) => {
    // Placed before the page was opened (see `orderToView`), so the list shows it.
    const customer = orderedBy(language);
    await page.getByRole('button', { name: tr(language, 'admin:stories.viewOf', { name: customer }) }).click();
    await expect(page.getByRole('dialog', { name: tr(language, 'admin:stories.detailTitle') })).toContainText(customer);
    await audit(page, 'order drawer', findings);
  },
  '/admin/board': async (page, language, findings) => {
    // Paid before the page was opened (see `boardOrderToView`): a card with rush, the occasion and the assignee picker.
    await expect(page.getByRole('listitem', { name: boardOrderedBy(language) })).toBeVisible();
    await audit(page, 'production board cards', findings);
  },
};

const run = Date.now().toString(36);

/** The customer whose story the order drawer shows: one per language, project and run. */
function orderedBy(language: Language) {
  return `A11y ${language} ${test.info().project.name} ${run}`;
}

/** A name of its own: the stories list's audit, which may run at the same time, opens its order by name. */
function boardOrderedBy(language: Language) {
  return `Board ${orderedBy(language)}`;
}

async function orderToView(page: Page, language: Language) {
  await placeOrder(
    page.request,
    { fullName: orderedBy(language), email: `a11y-${language}@example.com` },
    { story: STORY, relationship: 'Grandma' },
  );
}

/** A paid rush order for a birthday, so the production board has a card (rush, the occasion, the assignee picker) to audit. */
async function boardOrderToView(page: Page, language: Language) {
  const occasionDate = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const customer = { fullName: boardOrderedBy(language), email: `a11y-board-${language}@example.com` };
  await placePaidOrder(page.request, customer, { occasion: 'birthday', occasionDate, rush: true });
}

// One test per screen with the dialogs it opens, each opening it directly in its worker's tab for
// its role (signed-in screens with the session global setup saved; signing in is admin.spec.ts's and
// affiliates.spec.ts's to test): they run in parallel, and a failure names its screen.
for (const language of LANGUAGES) {
  test.describe(`axe in ${language}`, () => {
    for (const path of PUBLIC_PATHS) {
      const dialogs = PUBLIC_DIALOGS[path];
      axeTest(`${path}${dialogs ? ' and its dialogs pass' : ' passes'} axe in ${language} @phone`, async ({ tab }) => {
        const page = await tab('visitor');
        const findings: Finding[] = [];
        await open(page, path, language);
        await audit(page, path, findings);
        await dialogs?.(page, language, findings);
        await report(findings);
      });
    }

    axeTest(`a blog post passes axe in ${language} @phone`, async ({ tab }) => {
      const page = await tab('visitor');
      const findings: Finding[] = [];
      await open(page, await firstPostPath(page), language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, '/blog/post/:id', findings);
      await report(findings);
    });

    test(`the consent banner passes axe in ${language} @phone`, async ({ page }) => {
      const findings: Finding[] = [];
      await open(page, '/products/people', language);
      await expect(page.getByRole('button', { name: tr(language, 'common:consent.accept') })).toBeVisible();
      await audit(page, 'consent banner', findings);
      await report(findings);
    });

    test(`every wizard step, its errors and the payment pass axe in ${language} @phone`, async ({ page }) => {
      await acceptConsent(page);
      const findings: Finding[] = [];
      await open(page, '/products/people', language);
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: tr(language, 'products:getStarted') })
        .click();
      const wizard = page.getByRole('dialog', { name: tr(language, 'orders:wizard.title') });
      await expect(wizard).toBeVisible();
      await wizard.getByRole('button', { name: tr(language, 'orders:wizard.next') }).click();
      await audit(page, 'wizard: about you, with errors', findings);
      await walkWizard(page, language, async (step) => {
        await audit(page, `wizard: ${step}`, findings);
        if (step !== 'story') return;
        const voiceNote = wizard.getByRole('checkbox', { name: tr(language, 'orders:wizard.hasVoiceNote') });
        await voiceNote.check();
        await audit(page, 'wizard: story, with the voice-note drop zone', findings);
        await voiceNote.uncheck();
      });
      await wizard.getByRole('button', { name: tr(language, 'orders:wizard.submit') }).click();
      const payment = page.getByRole('dialog', { name: tr(language, 'orders:payment.title') });
      await expect(payment.getByText(tr(language, 'orders:wizard.submitted'))).toBeVisible();
      await audit(page, 'payment', findings);
      await report(findings);
    });

    axeTest(`the affiliate dashboard passes axe in ${language} @phone`, async ({ tab }) => {
      const page = await tab('affiliate');
      const findings: Finding[] = [];
      await openAs(page, '/affiliate/dashboard', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, '/affiliate/dashboard', findings);
      await report(findings);
    });

    axeTest(`the affiliate's transactions pass axe in ${language} @phone`, async ({ tab }) => {
      const page = await tab('affiliate');
      const findings: Finding[] = [];
      await openAs(page, '/affiliate/transactions', language);
      await expect(
        page.getByRole('heading', { level: 1, name: tr(language, 'affiliates:dashboard.transactions.pageTitle') }),
      ).toBeVisible();
      await expect(page.locator('tbody tr, [data-testid="row-card"]').first()).toBeVisible();
      await audit(page, '/affiliate/transactions', findings);
      await report(findings);
    });

    for (const path of ADMIN_PATHS) {
      const dialogs = ADMIN_DIALOGS[path];
      axeTest(`${path}${dialogs ? ' and what it opens pass' : ' passes'} axe in ${language} @phone`, async ({ tab }) => {
        const page = await tab('staff');
        const findings: Finding[] = [];
        if (path === '/admin/stories') await orderToView(page, language);
        if (path === '/admin/board') await boardOrderToView(page, language);
        await openAs(page, path, language);
        await audit(page, path, findings);
        await dialogs?.(page, language, findings);
        await report(findings);
      });
    }
  });
}

/**
 * The contrast of each visible link in the fixed header with what is behind it. axe leaves text on a
 * see-through background "incomplete"; here the layers from the header down to the link are laid over
 * white, the lightest page that can scroll beneath, which is the worst case.
 */
function headerLinkContrasts(page: Page) {
  return page.evaluate(() => {
    const parse = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], alpha: value.startsWith('rgba') ? a : 1 };
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    return Array.from(header.querySelectorAll<HTMLElement>('a, button'))
      .filter((link) => link.getClientRects().length > 0 && link.textContent?.trim())
      .map((link) => {
        const layers: HTMLElement[] = [];
        for (let node: HTMLElement | null = link; node && node !== header.parentElement; node = node.parentElement)
          layers.unshift(node);
        let backdrop = [255, 255, 255];
        for (const layer of layers) {
          const { rgb, alpha } = parse(getComputedStyle(layer).backgroundColor);
          backdrop = backdrop.map((channel, i) => (rgb[i] ?? 0) * alpha + channel * (1 - alpha));
        }
        const text = parse(getComputedStyle(link).color).rgb;
        const [light, dark] = [luminance(text), luminance(backdrop)].sort((x, y) => y - x) as [number, number];
        return { link: link.textContent?.trim() ?? '', ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
      });
  });
}

test('the links over the see-through header, the current one too, read at 4.5:1 @phone', async ({ page }) => {
  await acceptConsent(page);
  for (const path of ['/products/people', '/blog', '/affiliate']) {
    await open(page, path, 'en');
    const contrasts = await headerLinkContrasts(page);
    expect(contrasts.length, `links measured on ${path}`).toBeGreaterThan(0);
    for (const { link, ratio } of contrasts) expect(ratio, `${link} on ${path}`).toBeGreaterThanOrEqual(4.5);
  }
});

for (const language of ['ar', 'de'] satisfies Language[]) {
  test(`the wizard's step indicator fits a phone screen in ${language}, at every step @phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await acceptConsent(page);
    await open(page, '/products/people', language);
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: tr(language, 'products:getStarted') })
      .click();
    const wizard = page.getByRole('dialog', { name: tr(language, 'orders:wizard.title') });
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    await walkWizard(page, language, async (step) => {
      const indicators = wizard.locator('.mantine-Stepper-step');
      await expect(indicators).toHaveCount(WIZARD_STEPS.length);
      for (const [index, indicator] of (await indicators.all()).entries()) {
        await expect(indicator).toBeVisible();
        const box = await indicator.boundingBox();
        if (!box) throw new Error(`no box for step ${index + 1}`);
        expect(box.x, `step ${index + 1} at ${step}: left edge in view`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `step ${index + 1} at ${step}: right edge in view`).toBeLessThanOrEqual(viewport.width);
      }
      await page.screenshot({ path: test.info().outputPath(`wizard-${step}.png`) });
    });
  });
}
