import type { Page } from '@playwright/test';
import { acceptConsent, DEMO_AFFILIATE, expect, test, watchConsole } from './support.ts';

/** The font files a page asked for (Hindi's and Chinese's ship with the app as woff2 slices). */
function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans|scriptFont/.test(request.url())) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The families Chromium drew an element's own script characters with (DevTools' "Rendered Fonts"). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const textNodes: number[] = [];
    const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: -1 });
    const walk = (n: typeof node) => {
      if (n.nodeType === 3 && /[^ -~£]/u.test(n.nodeValue)) textNodes.push(n.backendNodeId);
      for (const child of n.children ?? []) walk(child);
    };
    walk(node);
    const families = new Set<string>();
    for (const backendNodeId of textNodes) {
      const { nodeIds } = await cdp.send('DOM.pushNodesByBackendIdsToFrontend', { backendNodeIds: [backendNodeId] });
      const parent = (await cdp.send('DOM.describeNode', { nodeId: nodeIds[0] })).node.parentId ?? nodeIds[0];
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: parent });
      for (const font of fonts) if (font.glyphCount > 0) families.add(font.familyName);
    }
    return [...families];
  } finally {
    await cdp.detach();
  }
}

const description = (page: Page) => page.locator('meta[name="description"]').last().getAttribute('content');

test.describe('prices and numbers in the visitor’s language', () => {
  test('an Arabic card reads "440 £" in its own <bdi>, and the discount comes from the constant @phone', async ({
    page,
  }, info) => {
    const noErrors = watchConsole(page);
    await acceptConsent(page);
    await page.goto('/products/people?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = page.getByRole('article', { name: 'أغنية أساسية' });
    const price = card.getByTestId('price-basic-song').locator('bdi');
    await expect(price).toHaveText(/^\u200f?440\s£$/u);
    expect(await description(page)).toMatch(/تبدأ من \u2068\u200f?440\s£\u2069/u);

    await card.getByLabel('هل لديك رمز إحالة؟').check();
    await card.getByLabel('رمز الإحالة', { exact: true }).fill(DEMO_AFFILIATE.code);
    await expect(card.getByText(/تم تطبيق خصم .*10.*%/u)).toBeVisible();
    await expect(card.getByTestId('price-basic-song').locator('bdi')).toHaveText([/440\s£/u, /396\s£/u]);
    await page.screenshot({ path: `/tmp/languages-ar-${info.project.name}.png` });
    noErrors();
  });

  test('a Spanish card and its description write the same "440 £", never "GBP" @phone', async ({ page }, info) => {
    await acceptConsent(page);
    await page.goto('/products/people?lng=es');
    const card = page.getByRole('article', { name: 'Canción básica' });
    await expect(card.getByTestId('price-basic-song')).toHaveText(/^440\s£$/u);
    expect(await description(page)).toMatch(/desde 440\s£\.$/u);
    await expect(page.getByText('GBP')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/languages-es-${info.project.name}.png` });
  });
});

test.describe('fonts for Hindi and Chinese', () => {
  test('an English visit loads neither font @phone', async ({ page }) => {
    const fonts = fontRequests(page);
    await acceptConsent(page);
    await page.goto('/products/people');
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
  });

  for (const { language, family, card } of [
    { language: 'zh', family: 'Noto Sans SC', card: '基础歌曲' },
    { language: 'hi', family: 'Noto Sans Devanagari', card: 'बेसिक सॉन्ग' },
  ]) {
    test(`a ${language} visit draws its script with the shipped ${family} @phone`, async ({ page }, info) => {
      const fonts = fontRequests(page);
      await acceptConsent(page);
      await page.goto(`/products/people?lng=${language}`);
      await expect(page.getByRole('article', { name: card })).toBeVisible();
      // The fonts Chromium really drew the heading, the first card's title and its button with
      // (this machine has no other font for the script: without it they are boxes).
      for (const selector of ['h1', 'article h2', 'article button']) {
        // The Chinese files name themselves "Noto Sans SC Thin" (cut from the variable font).
        await expect
          .poll(async () => (await drawnWith(page, selector)).some((drawn) => drawn.startsWith(family)), {
            message: `${selector} drawn with ${family}`,
            timeout: 20_000,
          })
          .toBe(true);
      }
      expect(fonts.some((url) => url.endsWith('.woff2'))).toBe(true);
      await page.screenshot({ path: `/tmp/languages-${language}-${info.project.name}.png` });
    });
  }
});

test('the page links the web manifest in the visitor’s language @phone', async ({ page, request }) => {
  await acceptConsent(page);
  await page.goto('/?lng=fr');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-fr.webmanifest');
  const manifest = (await (await request.get('/manifest-fr.webmanifest')).json()) as Record<string, string>;
  expect(manifest).toMatchObject({ lang: 'fr', short_name: 'Storysong' });
  expect(manifest.name).toBe('Storysong: Des chansons sur mesure à partir de votre histoire');
});

test('an English post keeps its own direction in an Arabic blog @phone', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/blog?lng=ar');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const excerpt = card.locator('p[dir="auto"]');
  expect(await excerpt.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await expect(card.locator('bdi').first()).toBeVisible();
});
