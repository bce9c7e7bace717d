import type { Page } from '@playwright/test';
import type { Page as ApiPage, PostSummary } from '@storysong/core';
import { acceptConsent, expect, expectTappable, test, watchConsole } from './support.ts';

/** The page's JSON-LD blocks, as the head holds them now. */
const jsonLd = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
    ),
  );

test.beforeEach(async ({ page }) => {
  await acceptConsent(page);
});

test("a post's page keeps its structured data once the app has taken it over @phone", async ({ page }, testInfo) => {
  const noErrors = watchConsole(page);
  const posts = (await (await page.request.get('/api/blog/posts?page=1')).json()) as ApiPage<PostSummary>;
  const post = posts.items[0];
  if (!post) throw new Error('The demo data has no published post');
  const path = `/blog/post/${post.slug}`;

  const served = await page.request.get(path);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('"@type":"BlogPosting"');

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const blocks = await jsonLd(page);
  expect(blocks.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
  expect(blocks[0]).toMatchObject({ headline: post.title, mainEntityOfPage: `${origin}${path}` });
  await page.screenshot({ path: `/tmp/seo-post-${testInfo.project.name}.png` });
  noErrors();
});

test.describe('a French visitor', () => {
  test.use({ locale: 'fr-FR' });

  test('an unknown page answers 404 and shows the not-found page in French, with a way home @phone', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByText("La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.screenshot({ path: `/tmp/seo-404-${testInfo.project.name}.png` });
    const home = page.getByRole('link', { name: "Retour à l'accueil" });
    await expectTappable(home);
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown post answers 404 and says so in French @phone', async ({ page }) => {
    const response = await page.goto('/blog/post/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeVisible();
  });
});
