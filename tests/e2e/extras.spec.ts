import type { Locator, Page } from '@playwright/test';
import { orderPagePath } from '@storysong/core';
import { approveLyrics, deliver, placePaidOrder, searchStories } from './songs.ts';
import { acceptConsent, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);

/** Taps what a person taps: in the viewport, not covered, then clicked. */
async function tap(target: Locator) {
  await expectTappable(target);
  await target.click();
}

/** A real lyric video the browser can play: two seconds of a canvas recorded as WebM by the browser itself. */
async function recordedWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    const started = performance.now();
    while (performance.now() - started < 2000) {
      if (context) {
        context.fillStyle = `hsl(${Math.round(performance.now() / 10) % 360} 70% 50%)`;
        context.fillRect(0, 0, 160, 90);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Taps the lyric video's play button in `section`, which the video replaces and starts, and waits until it plays. */
async function playsVideo(section: Locator) {
  const play = section.getByRole('button', { name: 'Play Lyric video' });
  await play.scrollIntoViewIfNeeded();
  await tap(play);
  const player = section.getByLabel('Play Lyric video');
  await expect(player).toHaveJSProperty('tagName', 'VIDEO');
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
}

test('staff deliver a lyric video after the song; the customer plays it on the order page, and the gift page plays it offline once played @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const width = page.viewportSize()?.width ?? 0;
  const customer = `Lyric Video ${testInfo.project.name} ${run}`;
  await acceptConsent(page);
  const email = `lyric.video.${testInfo.project.name}.${run}@example.com`;
  const order = await placePaidOrder(page.request, { fullName: customer, email }, { extras: ['video'] });
  await signInAsStaff(page);
  const video = await recordedWebm(page);
  const noErrors = watchConsole(page);

  await page.goto('/admin/stories');
  await tap(await searchStories(page, customer));
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  // Bought, charged and refundable on its own; the video follows the song: its form shows once the song is delivered.
  const bought = drawer.getByTestId('extra-video');
  await expect(bought).toContainText('Lyric video, £90');
  await expect(bought.getByRole('button', { name: 'Refund “Lyric video” (£90)' })).toBeVisible();
  await bought.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`extras-drawer-${width}.png`) });
  await expect(drawer.getByTestId('extra-files')).toHaveCount(0);
  await approveLyrics(drawer, page.request, order);
  const start = drawer.getByRole('button', { name: 'Move to In production' });
  await start.scrollIntoViewIfNeeded();
  await tap(start);
  await deliver(drawer, 3, 'Morning at the harbour');
  const form = drawer.getByRole('form', { name: 'Deliver “Lyric video”' });
  await form.locator('input[type=file]').setInputFiles({ name: 'lyric-video.webm', mimeType: 'video/webm', buffer: video });
  await expect(form.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  // The preview takes the video's shape once it has read it: the button below moves until then.
  await expect.poll(() => form.locator('video').evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
  const submit = form.getByRole('button', { name: 'Deliver the “Lyric video”' });
  // Scrolled to the middle of the drawer, as a finger leaves it: at the drawer's very end the phone's
  // rounding of the scroll can leave its bottom pixel under the screen's edge.
  await submit.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await tap(submit);
  await expect(drawer.getByTestId('delivered-video')).toContainText('Delivered on');
  await drawer.getByTestId('delivered-video').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`video-drawer-${width}.png`) });
  noErrors();

  // The customer's page shows it beside the song, and plays it.
  await page.goto(orderPagePath(order));
  const extras = page.getByRole('region', { name: 'With your song' });
  await expect(extras.getByRole('heading', { name: 'Lyric video' })).toBeVisible();
  await expect(extras.locator('video')).toHaveCount(0);
  await playsVideo(extras);
  await expect(extras.getByRole('link', { name: 'Download: Lyric video' })).toHaveAttribute(
    'download',
    'basic-song-lyric-video.webm',
  );
  await page.screenshot({ path: test.info().outputPath(`video-order-page-${width}.png`) });

  // The song's gift page has it too, beside the song.
  const status = await page.request.post('/api/orders/status', { data: { order: order.orderId, token: order.token } });
  const { shareId } = (await status.json()) as { shareId: string };
  await page.goto(`/songs/${shareId}`);
  const onGift = page.getByRole('region', { name: 'With your song' });
  await expect(onGift.getByRole('button', { name: 'Play Lyric video' })).toBeVisible();
  await onGift.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`video-gift-page-${width}.png`) });

  // Played once where the service worker runs, the video plays again offline, as the song does.
  const listener = await browser.newContext({ serviceWorkers: 'allow', viewport: page.viewportSize() });
  const gift = await listener.newPage();
  await acceptConsent(gift);
  await gift.goto(new URL(`/songs/${shareId}`, page.url()).href);
  await gift.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => gift.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await playsVideo(gift.getByRole('region', { name: 'With your song' }));
  await expect.poll(() => gift.evaluate(async () => (await (await caches.open('songs')).keys()).length)).toBe(1);
  await listener.setOffline(true);
  await gift.reload();
  await playsVideo(gift.getByRole('region', { name: 'With your song' }));
  await listener.close();
});
