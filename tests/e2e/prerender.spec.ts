import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES, orderPagePath, songPagePath } from '@storysong/core';
import { DEMO_DELIVERED_ORDER } from '../../functions/src/features/orders/seed.ts';
import { appHasTakenOver, appTakenOver, watchConsole } from './support.ts';

// Playwright's own `test`: these tests look at the page before the app has taken it over.

/** Records whether the prerendered main heading was ever removed from the page. */
async function watchHeadingRemoval(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { headingRemoved: boolean };
    record.headingRemoved = false;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of Array.from(mutation.removedNodes)) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) record.headingRemoved = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { headingRemoved: boolean }).headingRemoved);
}

test('a prerendered page is readable without JavaScript, in the page head too', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/products/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Music Your Way');
  await expect(page.getByTestId('price-basic-song')).toHaveText('£440');
  await expect(page).toHaveTitle(/\| Storysong$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  // Without the app the select changes nothing; it names only the page's language (decision 057).
  await expect(page.getByRole('combobox', { name: 'Language' }).getByRole('option')).toHaveText(['English']);
  await context.close();
});

test('the testimonies paint their artwork before any script runs, and load the covers on screen first', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/testimonies');
  const articles = page.getByRole('article');
  await expect(articles.first()).toBeVisible();
  // Every testimony's artwork is drawn into the page (no SVG image, which Chromium would build as a
  // document of its own), each with its own colours. The seed has four; tests alongside may add more.
  const artworks = articles.locator('svg[viewBox="0 0 800 420"]');
  expect(await artworks.count()).toBe(await articles.count());
  expect(await artworks.count()).toBeGreaterThanOrEqual(4);
  const drawings = await artworks.evaluateAll((svgs) =>
    svgs.map((svg) => svg.innerHTML.replaceAll(/id="[^"]*"|url\(#[^)]*\)/g, '')),
  );
  expect(new Set(drawings).size).toBe(drawings.length);
  for (const artwork of await artworks.all()) await expect(artwork).toBeVisible();
  // A video's thumbnail cannot load here (no internet): it lies over its artwork, which shows beneath it.
  const thumbnails = articles.locator('img[data-cover="image"]');
  expect(await thumbnails.count()).toBeGreaterThan(0);
  for (const thumbnail of await thumbnails.all()) {
    const beneath = thumbnail.locator('xpath=preceding-sibling::*[local-name()="svg"]');
    await expect(beneath).toBeVisible();
    expect(await beneath.boundingBox()).toEqual(await thumbnail.boundingBox());
  }
  // The thumbnails on screen as the page opens load first; the seed's fourth is below the first row at every width.
  const covers = articles.locator('img[data-cover]');
  const eager = await covers.evaluateAll((images) =>
    images.map((image) => [image.closest('article')?.querySelector('h2')?.textContent, image.getAttribute('loading')]),
  );
  expect(eager.length).toBeGreaterThan(0);
  const order = await articles.locator('h2').allTextContents();
  for (const [title, loading] of eager) expect(loading).toBe(order.indexOf(title ?? '') < 3 ? 'eager' : 'lazy');
  await context.close();
});

test('no public page shows an SVG image, which Chromium would build as a document of its own as the page opens', async ({
  page,
}) => {
  const pages = [
    '/',
    '/products/people',
    '/blog',
    '/blog/post/from-first-dance-to-amapiano-a-wedding-story',
    '/testimonies',
    songPagePath(DEMO_DELIVERED_ORDER.shareId),
    orderPagePath(DEMO_DELIVERED_ORDER),
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect.poll(() => appHasTakenOver(page)).toBe(true);
    const svgImages = await page.evaluate(() => {
      const svg = /^data:image\/svg|\.svg([?#]|$)/;
      const found: string[] = [];
      for (const image of Array.from(document.images)) if (svg.test(image.currentSrc || image.src)) found.push(image.src);
      for (const element of Array.from(document.querySelectorAll('*'))) {
        const background = getComputedStyle(element).backgroundImage;
        if (/url\("?(data:image\/svg|[^")]*\.svg)/.test(background)) found.push(background);
      }
      for (const icon of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]'))) {
        if (svg.test(icon.href)) found.push(icon.href);
      }
      // The browser's own player draws its buttons from SVG images: a song's player comes with the tap on Play.
      for (const media of Array.from(document.querySelectorAll('audio[controls], video[controls]'))) found.push(media.outerHTML);
      return found.map((url) => url.slice(0, 80));
    });
    expect(svgImages, path).toEqual([]);
  }
});

test('English visitors: the app hydrates the prerendered markup instead of replacing it', async ({ page }) => {
  const noErrors = watchConsole(page);
  const headingRemoved = await watchHeadingRemoval(page);
  const translationRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/locales/')) translationRequests.push(request.url());
  });
  await page.goto('/');
  await expect.poll(() => appHasTakenOver(page)).toBe(true);
  expect(await headingRemoved()).toBe(false);
  // The page carries the English translations it was built with.
  expect(translationRequests).toEqual([]);
  // The other languages join the select once a visitor reaches for it, each named in its own script.
  const languages = page.getByRole('combobox', { name: 'Language' });
  await expect(languages.getByRole('option')).toHaveText(['English']);
  await languages.focus();
  await expect(languages.getByRole('option')).toHaveText(LANGUAGES.map((language) => language.name));
  // Hydrated means working: the persona button navigates inside the app.
  await page
    .getByRole('link', { name: /The People/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/people$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Music Your Way');
  noErrors();
});

test('the language select lists every language on a key, for focus it gained before the app ran', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => appHasTakenOver(page)).toBe(true);
  const languages = page.getByRole('combobox', { name: 'Language' });
  await expect(languages.getByRole('option')).toHaveText(['English']);
  // Only the key's event, as on a select focused while the page was still only HTML (decision 057).
  await languages.dispatchEvent('keydown', { key: 'ArrowDown' });
  await expect(languages.getByRole('option')).toHaveText(LANGUAGES.map((language) => language.name));
});

test('the app’s code is requested at once, once the page has painted', async ({ page }) => {
  // The first frame's time: rAF callbacks run as the frame that paints the page begins.
  await page.addInitScript(() => requestAnimationFrame((at) => ((window as { firstFrameAt?: number }).firstFrameAt = at)));
  await page.goto('/products/people');
  await expect.poll(() => appHasTakenOver(page)).toBe(true);
  const { linked, requested, entry, painted } = await page.evaluate(() => ({
    linked: Array.from(
      document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], script[type="module"]'),
      (tag) => new URL(tag instanceof HTMLLinkElement ? tag.href : tag.src).pathname,
    ),
    requested: performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    entry: new URL((document.querySelector('script[type="module"]') as HTMLScriptElement).src).pathname,
    painted: (window as { firstFrameAt?: number }).firstFrameAt ?? Number.NaN,
  }));
  // Nothing the page ran to take over was found only once another file had run: no waterfall.
  expect(requested.length).toBeGreaterThan(3);
  for (const { path } of requested.filter(({ path }) => !path.includes('workbox'))) expect(linked, path).toContain(path);
  // Only the entry and what the served head links for it (Vite's modulepreloads of its own imports)
  // come before the first paint; the rest of the app follows it (decision 064).
  const served = await (await page.request.get('/products/people')).text();
  const inHead = [...served.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]* (?:href|src)="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  expect(inHead).toContain(entry);
  for (const { path } of requested.filter(({ at }) => at < painted)) expect(inHead, path).toContain(path);
  expect(requested.filter(({ at }) => at >= painted).length).toBeGreaterThan(3);
});

/** What the page's data blocks were at its first frame and once parsed (set by an init script). */
type BlocksSeen = { blocksAtFirstFrame?: string[]; blocksWhenParsed?: string[] };

test('a rendered page paints once, whole: its first frame comes after its last element was parsed', async ({ page }) => {
  // At a phone's speed the parser yields several times on these pages; each frame between its
  // slices would style and lay out the page again (decision 062).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen = window as BlocksSeen;
    const dataBlocks = () => Array.from(document.querySelectorAll('script[type="application/json"]'), (block) => block.id);
    requestAnimationFrame(() => (seen.blocksAtFirstFrame = dataBlocks()));
    document.addEventListener('DOMContentLoaded', () => (seen.blocksWhenParsed = dataBlocks()));
  });
  for (const path of ['/products/people', '/blog']) {
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), path).toBe(1);
    const { blocksAtFirstFrame, blocksWhenParsed } = await page.evaluate((): BlocksSeen => {
      const seen = window as BlocksSeen;
      return { blocksAtFirstFrame: seen.blocksAtFirstFrame, blocksWhenParsed: seen.blocksWhenParsed };
    });
    expect(blocksWhenParsed?.length, path).toBeGreaterThan(0);
    expect(blocksAtFirstFrame, path).toEqual(blocksWhenParsed);
  }
});

test('taking the page over leaves its language and direction as they were written', async ({ page }) => {
  // Setting either, even to the value it holds, makes Chromium style and lay out the whole page again.
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { languageAttributeChanges: changes });
    new MutationObserver((records) => {
      for (const record of records) changes.push(record.attributeName ?? '');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang', 'dir'] });
  });
  await page.goto('/products/people');
  await expect.poll(() => appHasTakenOver(page)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(
    await page.evaluate(() => (window as unknown as { languageAttributeChanges: string[] }).languageAttributeChanges),
  ).toEqual([]);
});

test('a tap before the app has taken the page over is not lost @phone', async ({ page }) => {
  const noErrors = watchConsole(page);
  const headingRemoved = await watchHeadingRemoval(page);
  await page.addInitScript(() => window.localStorage.setItem('hasAcceptedTerms', 'true'));
  // The app's entry script is held back until the visitor has tapped, as on a slow phone.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  let entryRequested = false;
  await page.route(
    (url) => /^\/assets\/index-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      entryRequested = true;
      await appHeld;
      await route.continue();
    },
  );
  // The app's module scripts run before DOMContentLoaded: with the entry held back it never comes.
  await page.goto(`/products/people`, { waitUntil: 'commit' });
  await expect.poll(() => entryRequested).toBe(true);
  const card = page.getByRole('article', { name: 'Basic Song' });
  await card.getByText('Have a referral code?').click();
  expect(await appHasTakenOver(page)).toBe(false);
  // Shown busy at once, while the app is still on its way.
  await expect(card.locator('[aria-busy="true"]')).toHaveCount(1);

  releaseApp();
  await appTakenOver(page);
  await expect(card.getByRole('checkbox', { name: 'Have a referral code?' })).toBeChecked();
  await expect(card.getByRole('textbox', { name: 'Referral code' })).toBeVisible();
  await expect(card.locator('[aria-busy="true"]')).toHaveCount(0);
  // Hydrated, not drawn again: the tap landed on the very control that was tapped.
  expect(await headingRemoved()).toBe(false);
  noErrors();
});

test('the blog list comes with the page: readable without JavaScript, hydrated without fetching it again', async ({
  browser,
  baseURL,
  page,
}) => {
  const latest = (await (await page.request.get('/api/blog/posts?page=1')).json()) as { items: { title: string }[] };
  const newest = latest.items[0]?.title ?? '';
  expect(newest).not.toBe('');

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const staticPage = await withoutScripts.newPage();
  await staticPage.goto('/blog');
  await expect(staticPage.getByRole('heading', { level: 2, name: newest })).toBeVisible();
  await expect(staticPage).toHaveTitle(/^Our Blog \| Storysong$/);
  await withoutScripts.close();

  const noErrors = watchConsole(page);
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/blog/posts') listRequests.push(request.url());
  });
  await page.goto('/blog');
  await expect.poll(() => appHasTakenOver(page)).toBe(true);
  expect(listRequests).toEqual([]);
  await page.getByRole('link', { name: newest, exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/post\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: newest })).toBeVisible();
  // Back on the list, the app fetches it afresh: the page's copy serves the first visit only.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: newest })).toBeVisible();
  await expect.poll(() => listRequests.length).toBe(1);
  noErrors();
});

test('a post, a gift page and an order’s page come with their data: readable without JavaScript, hydrated without asking again @phone', async ({
  browser,
  baseURL,
  page,
}) => {
  const [post] = (
    (await (await page.request.get('/api/blog/posts?page=1')).json()) as { items: { title: string; slug: string }[] }
  ).items;
  if (!post) throw new Error('The demo data has no published post');
  const LYRICS = 'Ninety years of market mornings';
  const pages = [
    { path: `/blog/post/${post.slug}`, shows: post.title, api: `/api/blog/posts/${post.slug}` },
    { path: songPagePath(DEMO_DELIVERED_ORDER.shareId), shows: LYRICS, api: `/api/songs/${DEMO_DELIVERED_ORDER.shareId}` },
  ];

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const staticPage = await withoutScripts.newPage();
  for (const { path, shows } of pages) {
    await staticPage.goto(path);
    await expect(staticPage.getByText(shows).first()).toBeVisible();
  }
  await withoutScripts.close();

  const noErrors = watchConsole(page);
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(new URL(request.url()).pathname);
  });
  const removed = await watchHeadingRemoval(page);
  for (const { path, shows, api } of pages) {
    await page.goto(path);
    await expect.poll(() => appHasTakenOver(page)).toBe(true);
    await expect(page.getByText(shows).first()).toBeVisible();
    expect(apiRequests.filter((request) => request === api)).toEqual([]);
    expect(await removed()).toBe(false);
  }
  // The gift page keeps the song it was served with where the worker looks for it offline.
  await page.goto(songPagePath(DEMO_DELIVERED_ORDER.shareId));
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        const answer = await (await caches.open('api-content')).match(url);
        return answer ? ((await answer.json()) as { song: { lyrics: string } }).song.lyrics : null;
      }, `/api/songs/${DEMO_DELIVERED_ORDER.shareId}`),
    )
    .toContain(LYRICS);
  noErrors();
});

test.describe('other languages', () => {
  test.use({ locale: 'fr-FR' });

  test('the page is rendered afresh in the visitor language, without errors', async ({ page }) => {
    const noErrors = watchConsole(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre histoire, votre chanson');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    noErrors();
  });
});

for (const [path, pageModule] of [
  ['/products/people', 'ProductsPage'],
  ['/blog', 'BlogPage'],
] as const) {
  test(`${path} lists all of its own code for the entry to request`, async ({ page }) => {
    const noErrors = watchConsole(page);
    await page.goto(path);
    const linked = JSON.parse((await page.locator('#page-code').textContent()) ?? '[]') as string[];
    await expect.poll(() => appHasTakenOver(page)).toBe(true);
    // The start's code (app/start.tsx and its imports) is the entry's to request, beside this list.
    const startCode = await page
      .locator('link[rel="modulepreload"][href*="/assets/start-"]')
      .evaluate((link) => new URL((link as HTMLLinkElement).href).pathname);
    const closure = async (href: string, found = new Set<string>()) => {
      if (found.has(href)) return found;
      found.add(href);
      const chunk = await page.request.get(href);
      expect(chunk.ok(), href).toBe(true);
      for (const [, imported] of (await chunk.text()).matchAll(/from\s*"\.\/([\w.-]+\.js)"/g))
        await closure(`/assets/${imported}`, found);
      return found;
    };
    const started = await closure(startCode);
    const pageCode = linked.find((href) => href.startsWith(`/assets/${pageModule}-`));
    expect(pageCode).toBeDefined();
    // Every chunk the page module imports, and theirs in turn, is listed or the start's.
    for (const href of await closure(pageCode as string)) expect(started.has(href) || linked.includes(href), href).toBe(true);
    noErrors();
  });
}
