import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { acceptConsent, expect, expectTappable, layoutShift, signInAsStaff, test, typeContent } from './support.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A reader who has never signed in: a browser context of their own, at a phone's width. */
async function signedOutReader(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await acceptConsent(page);
  return page;
}

/**
 * A preview link signed with the stack's own key, as the server signs them (`{postId}.{expiry in
 * seconds, base 36}.{HMAC}`), for an expiry the running server's clock has already passed.
 */
function signedPreviewPath(postId: string, expiresAtMs: number): string {
  const key = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'signing-key'), 'utf8').trim();
  const payload = `${postId}.${Math.floor(expiresAtMs / 1000).toString(36)}`;
  const signature = createHmac('sha256', `post-preview:${key}`).update(payload).digest('base64url');
  return `/blog/preview/${payload}.${signature}`;
}

test('staff share a draft’s preview link, which a signed-out reader opens as the post will look', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  test.setTimeout(120_000);
  const title = `Preview me ${run}`;
  await acceptConsent(page);
  await signInAsStaff(page, '/admin/posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const created = page.getByRole('dialog', { name: 'New Blog Post' });
  await created.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await typeContent(created, 'A lullaby not yet ready for the world.');
  await created.getByRole('button', { name: 'Save draft' }).click();
  await expect(created).toBeHidden({ timeout: 20_000 });

  await page.getByRole('button', { name: `Edit "${title}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  const create = dialog.getByRole('button', { name: 'Get a preview link' });
  await create.scrollIntoViewIfNeeded();
  await expectTappable(create);
  await create.click();
  const link = dialog.getByRole('textbox', { name: 'Preview link' });
  await expect(link).toHaveValue(/\/blog\/preview\/[^/]+$/);
  const copy = dialog.getByRole('button', { name: 'Copy link' });
  await copy.scrollIntoViewIfNeeded();
  await expectTappable(copy);
  await page.screenshot({ path: '/tmp/cms-preview-link-1440.png' });
  const previewPath = new URL(await link.inputValue()).pathname;

  const reader = await signedOutReader(browser, info);
  // Readers cannot find the draft at its address, only through the link.
  expect((await reader.request.get(`/api/blog/posts/preview-me-${run}`)).status()).toBe(404);
  const response = await reader.goto(previewPath);
  expect(response?.status()).toBe(200);
  const heading = reader.getByRole('heading', { level: 1, name: title });
  await expectTappable(heading);
  await expect(reader.getByText('A lullaby not yet ready for the world.')).toBeVisible();
  await expect(reader.getByRole('alert').filter({ hasText: 'This post is not published yet' })).toBeVisible();
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await reader.screenshot({ path: '/tmp/cms-preview-390.png', fullPage: true });
  await reader.setViewportSize({ width: 1440, height: 900 });
  await reader.screenshot({ path: '/tmp/cms-preview-1440.png' });
  await reader.context().close();
});

test('an expired or forged preview link shows a friendly page that is not indexed @phone', async ({ page }) => {
  // Expiry is checked before the post is looked up, so any post id will do.
  const postId = `expired${run}`;
  await acceptConsent(page);

  const expired = await page.goto(signedPreviewPath(postId, Date.now() - 60_000));
  expect(expired?.status()).toBe(410);
  const heading = page.getByRole('heading', { level: 1, name: 'This preview link has expired' });
  await expectTappable(heading);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expectTappable(page.getByRole('link', { name: 'Back to Blog' }));
  await page.screenshot({ path: '/tmp/cms-preview-expired-390.png' });

  const forged = await page.goto(signedPreviewPath(postId, Date.now() + 60_000).replace(/.{4}$/, 'AAAA'));
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This preview link has expired' })).toBeVisible();
});

test('staff choose a social image and see the share card beside the search result', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  test.setTimeout(120_000);
  const title = `Shared song ${run}`;
  await acceptConsent(page);
  await signInAsStaff(page, '/admin/posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await typeContent(dialog, 'A chorus everyone can sing along to.');
  const upload = (label: string) => dialog.locator(`input[type="file"][aria-label="${label}"]`);
  await upload('Featured image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Search engines and sharing' }).click();

  const card = dialog.getByRole('group', { name: 'Social card preview' });
  await expect(card.getByTestId('card-title')).toHaveText(title);
  await expect(card.getByTestId('card-description')).toHaveText('A chorus everyone can sing along to.');
  // With no social image the card shows the featured image, as the served head will.
  const cardImage = card.getByTestId('card-image');
  await expect(cardImage).not.toHaveAttribute('src', '/og-default.png');
  const featuredSrc = await cardImage.getAttribute('src');
  await upload('Social image').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await expect(cardImage).not.toHaveAttribute('src', featuredSrc ?? '');
  await dialog.getByRole('textbox', { name: 'Meta title' }).fill(`Sing along ${run}`);
  await expect(card.getByTestId('card-title')).toHaveText(`Sing along ${run}`);

  const centre = () => card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await centre();
  await expectTappable(card);
  await expectTappable(dialog.getByRole('group', { name: 'Search result preview' }));
  await page.screenshot({ path: '/tmp/cms-social-card-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await centre();
  await expectTappable(card);
  await page.screenshot({ path: '/tmp/cms-social-card-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const served = await (await page.request.get(`/blog/post/shared-song-${run}`)).text();
  const content = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(served)?.[1];
  const shared = content('og:image');
  expect(shared).toMatch(/\/api\/files\/blog-images\/[^/]+$/);
  expect(content('twitter:image')).toBe(shared);
  // The article's own image (in its JSON-LD) is still the featured one.
  const featured = /"image":"([^"]+)"/.exec(served)?.[1];
  expect(featured).toMatch(/\/api\/files\/blog-images\//);
  expect(featured).not.toBe(shared);
});

test('a large featured image reaches a phone as a small WebP that keeps its place', async ({ page, browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  test.setTimeout(120_000);
  const title = `Wide photo ${run}`;
  const photo = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  await acceptConsent(page);
  await signInAsStaff(page, '/admin/posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await typeContent(dialog, 'The whole family on the beach at dusk.');
  await dialog
    .locator('input[type="file"][aria-label="Featured image"]')
    .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const reader = await signedOutReader(browser, info);
  await reader.goto(`/blog/post/wide-photo-${run}`);
  const cover = reader.locator('article img[data-cover="image"]').first();
  await expect(cover).toHaveAttribute('srcset', /-w480\.webp 480w, .*-w960\.webp 960w, .*-w1600\.webp 1600w$/);
  await expect(cover).toHaveAttribute('width', '2400');
  await expect(cover).toHaveAttribute('height', '1350');
  // A 390 px screen at 1x picks the 480 px WebP, not the 2400 px original.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-w480\.webp$/);
  await expectTappable(cover);
  expect(await layoutShift(reader)).toBe(0);
  await reader.screenshot({ path: '/tmp/cms-responsive-post-390.png' });

  await reader.goto('/blog');
  const card = reader.getByRole('article').filter({ hasText: title }).locator('img[data-cover="image"]');
  await expect(card).toHaveAttribute('srcset', /480w/);
  await expect(card).toHaveAttribute('sizes', /100vw/);
  await reader.context().close();
});
