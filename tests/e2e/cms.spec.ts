import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { utcToSiteTime } from '@storysong/core';
import { acceptConsent, expect, expectTappable, signInAsStaff, test, typeContent } from './support.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const TITLE = `Crème brûlée für Oma ${run}`;
const SLUG = `creme-brulee-fur-oma-${run}`;
const MOVED = `brulee-song-${run}`;
const META_TITLE = `A birthday song for Oma ${run}`;
const META_DESCRIPTION = 'How one family turned a dessert recipe into a song.';

test('staff set a post address and search fields, and the old address redirects', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  await acceptConsent(page);
  await signInAsStaff(page, '/admin/posts');
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

  // The box follows the address: cleared with the search, filled again by going back.
  const clear = page.getByRole('button', { name: 'Clear search' });
  await expectTappable(clear);
  await clear.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Why Your Voice Note Matters More Than You Think', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Results for “amapiano”')).toBeVisible();
  await expect(search).toHaveValue('amapiano');
});

/** A second staff member (or a second window): its own browser context, signed in as the demo admin. */
async function secondEditor(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await acceptConsent(page);
  await signInAsStaff(page);
  return page;
}

async function openPost(page: Page, title: string): Promise<Locator> {
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: `Edit "${title}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toBeEditable();
  return dialog;
}

async function newPost(page: Page, title: string, text: string): Promise<Locator> {
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await typeContent(dialog, text);
  return dialog;
}

test('two editors save one post: the later save is refused with the message, and nothing is lost', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  // Two signed-in browsers, each loading the editor, on a shared machine.
  test.setTimeout(150_000);
  const title = `Two windows ${run}`;
  await acceptConsent(page);
  await signInAsStaff(page);
  const created = await newPost(page, title, 'The first words.');
  await created.getByRole('button', { name: 'Save draft' }).click();
  await expect(created).toBeHidden({ timeout: 20_000 });

  const other = await secondEditor(browser, info);
  const first = await openPost(page, title);
  const second = await openPost(other, title);

  await typeContent(first, 'Written in the first window.');
  await first.getByRole('button', { name: 'Publish' }).click();
  await expect(first).toBeHidden({ timeout: 20_000 });

  await typeContent(second, 'Written in the second window.');
  await second.getByRole('button', { name: 'Publish' }).click();
  const refused = second.getByRole('alert').filter({ hasText: 'changed in another window' });
  await expect(refused).toContainText(
    'This post was changed in another window since you opened it, so your save was refused. Reload the newer version, or keep your text as a new draft.',
  );
  // Refused, the editor stays open with the text as typed.
  await expect(second.getByRole('textbox', { name: 'Content' })).toHaveText('Written in the second window.');
  const keepCopy = refused.getByRole('button', { name: 'Keep my text as a new draft' });
  await expectTappable(refused.getByRole('button', { name: 'Reload the newer version' }));
  await expectTappable(keepCopy);
  await other.screenshot({ path: '/tmp/cms-conflict-1440.png' });
  await other.setViewportSize({ width: 390, height: 844 });
  await expectTappable(keepCopy);
  await other.screenshot({ path: '/tmp/cms-conflict-390.png' });
  await other.setViewportSize({ width: 1440, height: 900 });

  await keepCopy.click();
  const copy = other.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(copy.getByRole('status').filter({ hasText: 'Your text was saved as a new draft' })).toBeVisible();
  await expect(copy.getByRole('textbox', { name: 'Content' })).toHaveText('Written in the second window.');

  // The published post has the first window's text; the second window's is a draft of its own.
  const published = await page.request.get(`/api/blog/posts/${encodeURIComponent(`two-windows-${run}`)}`);
  expect(((await published.json()) as { content: string }).content).toBe('<p>Written in the first window.</p>');
  await expect(page.getByRole('button', { name: `Edit "${title}"` })).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('button', { name: `Edit "${title}"` })).toHaveCount(2);

  // The copy's editor crashes with unsaved text (the window closes without asking): reopened, it offers the text back.
  await typeContent(copy, 'Unsaved words that must survive a crash.');
  await expect
    .poll(() => other.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('storysong.postBackup.')).length))
    .toBeGreaterThan(0);
  const reopened = await other.context().newPage();
  await other.close();
  await reopened.goto('/admin/posts');
  await reopened
    .getByRole('button', { name: `Edit "${title}"` })
    .first()
    .click();
  const restored = reopened.getByRole('dialog', { name: 'Edit Blog Post' });
  const offer = restored.getByRole('status').filter({ hasText: 'were kept on this device' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore them' }).click();
  await expect(restored.getByRole('textbox', { name: 'Content' })).toHaveText('Unsaved words that must survive a crash.');
  await reopened.context().close();
});

test('staff view an earlier version of a post and restore it', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  test.setTimeout(120_000);
  const title = `Versions ${run}`;
  await acceptConsent(page);
  await signInAsStaff(page);
  const created = await newPost(page, title, 'The words of the first version.');
  await created.getByRole('button', { name: 'Publish' }).click();
  await expect(created).toBeHidden({ timeout: 20_000 });
  const edit = await openPost(page, title);
  await typeContent(edit, 'The words of the second version.');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden({ timeout: 20_000 });

  const dialog = await openPost(page, title);
  await dialog.getByRole('button', { name: 'Version history' }).click();
  const history = page.getByRole('dialog', { name: 'Version history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Version 2');
  await page.screenshot({ path: '/tmp/cms-history-1440.png' });
  await history.getByRole('button', { name: 'View version 1' }).click();
  await expect(history.getByRole('textbox', { name: 'Version 1' })).toHaveText('The words of the first version.');
  const restore = history.getByRole('button', { name: 'Restore this version' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectTappable(restore);
  await page.screenshot({ path: '/tmp/cms-history-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await restore.click();
  await expect(history).toBeHidden();
  await expect(dialog.getByRole('status').filter({ hasText: 'Version 1 is now in the editor' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveText('The words of the first version.');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await page.goto(`/blog/post/versions-${run}`);
  await expect(page.getByText('The words of the first version.')).toBeVisible();
  await expect(page.getByText('The words of the second version.')).toHaveCount(0);
});

test('staff schedule a post: listed as scheduled, unseen by readers until its time, then published by the scheduler', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task');
  // The local server's scheduler runs every 15 s; the time input takes minutes, so this waits up to ~1.5 min.
  test.setTimeout(180_000);
  const title = `Scheduled ${run}`;
  const address = `/api/blog/posts/scheduled-${run}`;
  await acceptConsent(page);
  await signInAsStaff(page);
  const dialog = await newPost(page, title, 'Out at the time staff chose.');
  await dialog.getByRole('button', { name: 'Schedule for later' }).click();
  const when = dialog.getByRole('textbox', { name: 'Publish at (UK time)' });
  // The first whole minute at least 20 s ahead, as UK time.
  const goLive = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  await when.fill(utcToSiteTime(new Date(goLive).toISOString()));
  const schedule = dialog.getByRole('button', { name: 'Schedule', exact: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectTappable(schedule);
  await page.screenshot({ path: '/tmp/cms-schedule-390.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/cms-schedule-1440.png' });
  await schedule.click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row).toContainText('Scheduled for');
  await page.screenshot({ path: '/tmp/cms-scheduled-list-1440.png' });
  expect((await page.request.get(address)).status()).toBe(404);
  expect(await (await page.request.get('/blog/rss.xml')).text()).not.toContain(`scheduled-${run}`);

  // A second post scheduled and then unscheduled stays a draft.
  const later = await newPost(page, `Unscheduled ${run}`, 'Not this time.');
  await later.getByRole('button', { name: 'Schedule for later' }).click();
  await later
    .getByRole('textbox', { name: 'Publish at (UK time)' })
    .fill(utcToSiteTime(new Date(goLive + 86_400_000).toISOString()));
  await later.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(later).toBeHidden({ timeout: 20_000 });
  const unscheduling = await openPost(page, `Unscheduled ${run}`);
  await expect(unscheduling.getByText(/^Scheduled for /)).toBeVisible();
  await unscheduling.getByRole('button', { name: 'Unschedule' }).click();
  await expect(unscheduling).toBeHidden({ timeout: 20_000 });
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Unscheduled ${run}` })
      .getByText('Draft', { exact: true }),
  ).toBeVisible();

  expect(Date.now(), 'still before the scheduled time').toBeLessThan(goLive);
  expect((await page.request.get(address)).status()).toBe(404);
  await expect
    .poll(async () => (await page.request.get(address)).status(), { timeout: goLive - Date.now() + 45_000, intervals: [5_000] })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(goLive);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
});
