import type { Page } from '@playwright/test';
import { acceptConsent, DEMO_ADMIN, expect, expectTappable, test, typeContent } from './support.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const TITLE = `Crème brûlée für Oma ${run}`;
const SLUG = `creme-brulee-fur-oma-${run}`;
const MOVED = `brulee-song-${run}`;
const META_TITLE = `A birthday song for Oma ${run}`;
const META_DESCRIPTION = 'How one family turned a dessert recipe into a song.';

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('staff set a post address and search fields, and the old address redirects', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  await acceptConsent(page);
  await signIn(page);
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
  await typeContent(dialog, 'Every family has a recipe that is really a story.');
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill(`cms-${run}`);
  await tags.press('Enter');

  const toggle = dialog.getByRole('button', { name: 'Search engines and sharing' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const preview = dialog.getByRole('group', { name: 'Search result preview' });
  // Empty fields: the preview shows what the post falls back to, and the address made from the title.
  await expect(preview.getByTestId('preview-title')).toHaveText(TITLE);
  await expect(preview.getByTestId('preview-description')).toHaveText('Every family has a recipe that is really a story.');
  await expect(preview.getByTestId('preview-url')).toContainText(`/blog/post/${SLUG}`);

  const metaTitle = dialog.getByRole('textbox', { name: 'Meta title' });
  await metaTitle.fill(META_TITLE);
  await expect(dialog.getByText(`${META_TITLE.length}/60 characters`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Meta description' }).fill(META_DESCRIPTION);
  await expect(dialog.getByText(`${META_DESCRIPTION.length}/155 characters`)).toBeVisible();
  await expect(preview.getByTestId('preview-title')).toHaveText(META_TITLE);
  await expect(preview.getByTestId('preview-description')).toHaveText(META_DESCRIPTION);
  await expectTappable(preview);

  await page.screenshot({ path: '/tmp/cms-editor-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectTappable(dialog.getByRole('textbox', { name: 'Address (slug)' }));
  await page.screenshot({ path: '/tmp/cms-editor-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const served = await (await page.request.get(`/blog/post/${SLUG}`)).text();
  expect(served).toContain(`<title>${META_TITLE} | Storysong</title>`);
  expect(served).toContain(`<meta name="description" content="${META_DESCRIPTION}" />`);

  // Staff change the address: typed words become a slug as they leave the field.
  await page.getByRole('button', { name: `Edit "${TITLE}"` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await edit.getByRole('button', { name: 'Search engines and sharing' }).click();
  const slug = edit.getByRole('textbox', { name: 'Address (slug)' });
  await expect(slug).toHaveValue(SLUG);
  await slug.fill(`Brûlée Song ${run}`);
  await slug.blur();
  await expect(slug).toHaveValue(MOVED);
  await expect(edit.getByRole('group', { name: 'Search result preview' }).getByTestId('preview-url')).toContainText(
    `/blog/post/${MOVED}`,
  );
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden({ timeout: 20_000 });

  const old = await page.request.get(`/blog/post/${SLUG}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/post/${MOVED}`);
  await page.goto(`/blog/post/${SLUG}`);
  await expect(page).toHaveURL(new RegExp(`/blog/post/${MOVED}$`));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
});

test('a reader opens a tag page from a post and finds the feed @phone', async ({ page }, info) => {
  await acceptConsent(page);
  // A seeded post's tag, so the phone run needs no post of its own.
  await page.goto('/blog/post/from-first-dance-to-amapiano-a-wedding-story');
  const tag = page.getByRole('link', { name: 'wedding', exact: true });
  await expectTappable(tag);
  await tag.click();
  await expect(page).toHaveURL(/\/blog\/tag\/wedding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Posts tagged “wedding”' })).toBeVisible();
  await expect(page).toHaveTitle('Posts tagged “wedding” | Storysong');
  await page.screenshot({ path: `/tmp/cms-tag-${info.project.name}.png` });
  // The card's one-line link: a title wrapping over two lines has its box's centre between its words.
  const card = page.getByRole('link', { name: /^Read more\s*:\s*From First Dance to Amapiano/ });
  await expectTappable(card);
  await card.click();
  await expect(page).toHaveURL(/\/blog\/post\/from-first-dance-to-amapiano-a-wedding-story$/);

  await page.goto('/blog');
  const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute('href', /\/blog\/rss\.xml$/);
  const rss = await page.request.get((await feed.getAttribute('href')) ?? '');
  expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await rss.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml).toMatch(/<link>https?:\/\/[^<]+\/blog\/post\/from-first-dance-to-amapiano-a-wedding-story<\/link>/);

  const search = page.getByRole('searchbox', { name: 'Search the blog' });
  await expectTappable(search);
  await search.fill('amapiano');
  await search.press('Enter');
  await expect(page.getByText('Results for “amapiano”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'From First Dance to Amapiano: A Wedding Story', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Why Your Voice Note Matters More Than You Think', exact: true })).toHaveCount(0);
});
