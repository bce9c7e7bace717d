import type { Page } from '@playwright/test';
import { approveLyrics, placePaidOrder, searchStories } from './songs.ts';
import { acceptConsent, DEMO_ADMIN, enterStaffCode, expect, test, typeContent, watchConsole } from './support.ts';

test.describe.configure({ mode: 'serial' });

// A 1x1 PNG, and a tiny WAV (RIFF header plus a few samples): real files the upload checks accept.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const WAV = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([44, 0, 0, 0]),
  Buffer.from('WAVEfmt '),
  Buffer.from([16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0]),
  Buffer.from('data'),
  Buffer.from([8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
]);

const run = Date.now().toString(36);
const POST_TITLE = `E2E song stories ${run}`;
const EDITED_TITLE = `E2E edited story ${run}`;
const TESTIMONIAL = `E2E testimony ${run}`;
const CUSTOMER = `Evelyn E2E ${run}`;

let page: Page;
let checkConsole: () => void;
let postId = '';

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await acceptConsent(page);
  // YouTube thumbnails come from the internet, which the test machine may not reach.
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
});
test.afterAll(() => page.close());

test('the demo admin signs in', async () => {
  await page.goto('/admin/posts');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  // From here on the console must stay clean (the refused sign-in above logs its 400 by design), but
  // for a code another worker took first on the shared demo account, which the server refuses with a 400.
  checkConsole = watchConsole(page, ['/api/admin/factor/session']);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The password alone is not enough: the code from the authenticator app comes next.
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/login$/);
  await enterStaffCode(page, DEMO_ADMIN.totpSecret, 'Verify');
  // Signed in, staff are back on the page they asked for.
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(DEMO_ADMIN.email);
});

test('writes and publishes a post with an image and tags', async () => {
  await page.getByRole('link', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(POST_TITLE);
  await typeContent(dialog, 'Every song starts with a story worth telling.');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill('e2e');
  await tags.press('Enter');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const row = page.getByRole('row', { name: new RegExp(POST_TITLE) });
  await expect(row).toContainText('Published');
});

test('the post appears on the blog, on its page and in the served head tags', async () => {
  await page.goto('/blog');
  await page.getByRole('link', { name: POST_TITLE, exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/post\/[\w-]+$/);
  postId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
  await expect(page.getByText('Every song starts with a story worth telling.')).toBeVisible();
  await expect(page.getByText('1 min read')).toBeVisible();
  const image = (await page.locator('article img').first().getAttribute('src')) ?? '';
  expect((await page.request.get(image)).status()).toBe(200);
  await expect(page.getByText(/\*{5}@storysong\.local/).first()).toBeVisible();

  const html = await (await page.request.get(`/blog/post/${postId}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${POST_TITLE} | Storysong" />`);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('<meta name="keywords" content="e2e" />');
});

test('edits the post, then deletes it', async () => {
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: `Edit "${POST_TITLE}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(EDITED_TITLE);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(EDITED_TITLE) })).toBeVisible();

  await page.getByRole('button', { name: `Delete "${EDITED_TITLE}"` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Post' });
  await expect(confirm).toContainText(`Are you sure you want to delete "${EDITED_TITLE}"? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(EDITED_TITLE) })).toHaveCount(0);
  expect((await page.request.get(`/api/blog/posts/${postId}`)).status()).toBe(404);
});

test('adds, edits and deletes a testimonial', async () => {
  await page.getByRole('link', { name: 'Testimonials' }).click();
  await page.getByRole('button', { name: 'New Testimony' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Testimonial' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(TESTIMONIAL);
  await dialog.getByRole('textbox', { name: /^Link URL/ }).fill('not a link');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Please enter a valid URL (e.g., https://www.youtube.com)');
  await dialog.getByRole('textbox', { name: /^Link URL/ }).fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Testimonial added successfully' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: TESTIMONIAL });
  await expect(card).toContainText('youtu.be');

  await card.getByRole('button', { name: `Edit "${TESTIMONIAL}"` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await edit.getByRole('textbox', { name: /^Description/ }).fill('Edited by the e2e test');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('Edited by the e2e test');

  await card.getByRole('button', { name: `Delete "${TESTIMONIAL}"` }).click();
  await page.getByRole('dialog', { name: 'Delete Testimonial' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article').filter({ hasText: TESTIMONIAL })).toHaveCount(0);
});

test('opens an order, plays its voice note, moves its stage and exports CSV', async () => {
  const ticketResponse = await page.request.post('/api/uploads', {
    data: { bucket: 'voice-notes', contentType: 'audio/wav', size: WAV.length, fileName: 'note.wav' },
  });
  expect(ticketResponse.status()).toBe(201);
  const ticket = (await ticketResponse.json()) as { fileId: string; uploadUrl: string; headers: Record<string, string> };
  expect((await page.request.put(ticket.uploadUrl, { headers: ticket.headers, data: WAV })).status()).toBe(201);
  // Only a paid order moves forward: it is paid as the local checkout's Pay button pays.
  const order = await placePaidOrder(
    page.request,
    { fullName: CUSTOMER, email: `evelyn.${run}@example.com` },
    {
      story:
        'Our grandmother sang to us every night. We want a song that keeps her voice and her kitchen-table stories alive for the grandchildren.',
      hasVoiceNote: true,
      voiceNote: ticket.fileId,
      relationship: 'Grandma',
    },
  );

  await page.getByRole('link', { name: 'Customer Stories' }).click();
  // The search ignores case.
  const view = await searchStories(page, CUSTOMER, CUSTOMER.toUpperCase());
  const row = page.getByRole('row', { name: new RegExp(CUSTOMER) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await view.click();

  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  await expect(drawer).toContainText('kitchen-table stories');
  await expect(drawer).toContainText('Grandma');
  const audio = drawer.locator('audio');
  const src = (await audio.getAttribute('src')) ?? '';
  expect((await page.request.get(src)).status()).toBe(200);
  await audio.evaluate((element: HTMLAudioElement) => element.play().catch(() => undefined));

  await approveLyrics(drawer, page.request, order);
  await drawer.getByRole('button', { name: 'Move to In production' }).click();
  await expect(drawer.getByRole('button', { name: 'Deliver the song' })).toBeVisible();
  await expect(drawer).toContainText('In production');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('In production');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^customer-stories-.*\.csv$/);
});

test('signs out and is turned away from /admin', async () => {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/stories');
  await expect(page).toHaveURL(/\/admin\/login$/);
  checkConsole();
});
