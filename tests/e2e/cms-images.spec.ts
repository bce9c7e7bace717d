import sharp from 'sharp';
import { acceptConsent, expect, expectTappable, layoutShift, signInAsStaff, test, typeContent } from './support.ts';

const run = Date.now().toString(36);

test('staff put images inside a post, picked or dropped, with the alt text it asks for; readers get them resized, in place, described', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the back office is a desktop task; the reader is at 390 px below');
  test.setTimeout(120_000);
  const title = `Harbour choir ${run}`;
  const photo = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await acceptConsent(page);
  await signInAsStaff(page, '/admin/posts');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await typeContent(dialog, 'The evening the whole harbour sang.');

  const open = dialog.getByRole('button', { name: 'Insert image' });
  await expectTappable(open);
  await open.click();
  const insert = page.getByRole('dialog', { name: 'Insert an image' });
  await expect(insert.getByRole('heading', { name: 'Insert an image' })).toBeFocused();
  await insert
    .locator('input[type="file"][aria-label="Image"]')
    .setInputFiles({ name: 'choir.png', mimeType: 'image/png', buffer: photo });
  await expect(insert.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  // Alt text is asked for, and nothing goes in without it.
  const add = insert.getByRole('button', { name: 'Insert', exact: true });
  await add.click();
  await expect(insert.getByText('Describe each image for people who cannot see it (alt text)')).toBeVisible();
  await expect(dialog.locator('.ProseMirror img')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/cms-insert-image-1440.png' });
  await insert.getByRole('textbox', { name: 'Alt text' }).fill('The choir on the harbour steps at dusk');
  await expectTappable(add);
  await add.click();
  await expect(insert).toBeHidden();
  // Still the post dialog: the image dialog's submit did not publish or close it.
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ProseMirror img')).toHaveAttribute('alt', 'The choir on the harbour steps at dusk');

  // An image dropped into the text opens the same dialog, already uploading it, and asks for its alt text.
  const editor = dialog.locator('.ProseMirror');
  const area = (await editor.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const dropped = await page.evaluateHandle(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'lanterns.png', { type: 'image/png' }));
    return transfer;
  }, photo.toString('base64'));
  await editor.dispatchEvent('drop', {
    dataTransfer: dropped,
    clientX: area.x + area.width / 2,
    clientY: area.y + area.height - 10,
  });
  await expect(insert).toBeVisible();
  await expect(insert.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await insert.getByRole('textbox', { name: 'Alt text' }).fill('Paper lanterns along the quay');
  await add.click();
  await expect(insert).toBeHidden();
  await expect(dialog.locator('.ProseMirror img')).toHaveCount(2);
  await expect(dialog.locator('.ProseMirror img').nth(1)).toHaveAttribute('alt', 'Paper lanterns along the quay');

  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  const context = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const reader = await context.newPage();
  await acceptConsent(reader);
  await reader.goto(`/blog/post/harbour-choir-${run}`);
  const image = reader.getByRole('img', { name: 'The choir on the harbour steps at dusk' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('srcset', /-w480\.webp 480w, .*-w960\.webp 960w, .*-w1600\.webp 1600w$/);
  await expect(image).toHaveAttribute('width', '2000');
  await expect(image).toHaveAttribute('height', '1200');
  await expect(image).toHaveAttribute('loading', 'lazy');
  // A 390 px screen at 1x picks the 480 px WebP, and the picture keeps its shape inside the column.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-w480\.webp$/);
  const box = await image.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 2000 / 1200)).toBeLessThan(0.02);
  await expectTappable(image);
  expect(await layoutShift(reader)).toBe(0);
  await reader.screenshot({ path: '/tmp/cms-inline-image-390.png' });

  await context.close();
});
