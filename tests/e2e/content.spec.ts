import type { Locator, Page } from '@playwright/test';
import { acceptConsent, expect, test, watchConsole } from './support.ts';

test.beforeEach(async ({ page }) => {
  await acceptConsent(page);
});

/** The card's cover once it has settled: an image that loaded, or the designed placeholder. */
async function coverOf(card: Locator): Promise<{ kind: string | null; naturalWidth: number }> {
  await card.scrollIntoViewIfNeeded();
  const cover = card.locator('[data-cover]').first();
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((el) => (el instanceof HTMLImageElement ? el.complete && el.naturalWidth > 0 : true)))
    .toBe(true);
  return cover.evaluate((el) => ({
    kind: el.getAttribute('data-cover'),
    naturalWidth: el instanceof HTMLImageElement ? el.naturalWidth : 0,
  }));
}

/** No image on the page is broken (loaded with no pixels), once every one has been scrolled to. */
async function expectNoBrokenImages(page: Page) {
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.src),
  );
  expect(broken).toEqual([]);
}

test('blog cards and testimonies show loaded cover images on a fresh start @phone', async ({ page }) => {
  const noErrors = watchConsole(page);
  await page.goto('/blog');
  const posts = page.getByRole('article');
  await expect(posts).toHaveCount(4);
  for (const card of await posts.all()) expect(await coverOf(card)).toEqual({ kind: 'image', naturalWidth: 800 });
  await expectNoBrokenImages(page);
  // Not on the testimonies: without internet access the browser logs YouTube's thumbnails failing.
  noErrors();

  await page.goto('/testimonies');
  const testimonies = page.getByRole('article');
  await expect(testimonies).toHaveCount(4);
  for (const card of await testimonies.all()) {
    const cover = await coverOf(card);
    // A video's thumbnail where YouTube answers; the testimony's own artwork where it cannot.
    expect(['image', 'artwork']).toContain(cover.kind);
    expect(cover.naturalWidth).toBeGreaterThan(0);
  }
  await expectNoBrokenImages(page);
});

test('a testimony shows its video thumbnail when YouTube answers @phone', async ({ page }) => {
  await page.route('https://i.ytimg.com/**', async (route) => {
    const cover = await page.request.get('/api/files/blog-images/demo-voice-notes-cover.jpg');
    await route.fulfill({ status: 200, contentType: 'image/jpeg', body: await cover.body() });
  });
  await page.goto('/testimonies');
  const wedding = page.getByRole('article').filter({ hasText: 'Our wedding song' });
  expect(await coverOf(wedding)).toEqual({ kind: 'image', naturalWidth: 800 });
  const brand = page.getByRole('article').filter({ hasText: 'A jingle that sounds like us' });
  expect((await coverOf(brand)).kind).toBe('artwork');
});

test('a cover that fails to load shows the designed placeholder, never a broken image @phone', async ({ page }) => {
  await page.route('**/api/files/blog-images/demo-voice-notes-cover.jpg', (route) => route.fulfill({ status: 404 }));
  await page.goto('/blog');
  const card = page.getByRole('article').filter({ hasText: 'Why Your Voice Note Matters' });
  expect(await coverOf(card)).toEqual({ kind: 'fallback', naturalWidth: 0 });
  const placeholder = card.locator('[data-cover="fallback"]');
  expect(await placeholder.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
  await expect(placeholder.locator('svg')).toBeVisible();
  for (const other of await page.getByRole('article').all()) await coverOf(other);
  await expectNoBrokenImages(page);

  // The post page, opened in the app (its image fails after hydration), falls back the same way.
  const readMore = card.getByRole('link', { name: /Read more/ });
  await readMore.scrollIntoViewIfNeeded();
  await readMore.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Why Your Voice Note Matters More Than You Think' })).toBeVisible();
  await expect(page.locator('[data-cover="fallback"]')).toBeVisible();
  await expectNoBrokenImages(page);
});
