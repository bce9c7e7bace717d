import { approveLyrics, expectPlays, placePaidOrder, searchStories, toneWav } from './songs.ts';
import { acceptConsent, expect, expectTappable, inbox, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const CUSTOMER = `Maya Delivery ${run}`;
const EMAIL = `maya.${run}@example.com`;
const LYRICS = 'Morning at the harbour\nthe wind in your hair';

test('staff deliver a song; the customer opens the email link on a phone, plays, seeks and downloads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await acceptConsent(page);
  const order = await placePaidOrder(page.request, { fullName: CUSTOMER, email: EMAIL });
  await signInAsStaff(page);
  const noErrors = watchConsole(page);

  await page.getByRole('link', { name: 'Customer Stories' }).click();
  await (await searchStories(page, CUSTOMER)).click();
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  await expect(drawer.getByText('Once the order is paid and in production')).toBeVisible();
  await approveLyrics(drawer, page.request, order);
  await drawer.getByRole('button', { name: 'Move to In production' }).click();

  const form = drawer.getByRole('form', { name: 'Song delivery' });
  await form.getByRole('button', { name: 'Deliver the song' }).click();
  await expect(form.getByText('Please upload the finished song')).toBeVisible();
  await form.locator('input[type=file]').setInputFiles({ name: 'maya.wav', mimeType: 'audio/wav', buffer: toneWav() });
  await expect(form.getByText('maya.wav')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await expect(form.getByText('Please upload the finished song')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Lyrics' }).fill(LYRICS);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/delivery-drawer-1440.png' });
  await expectTappable(form.getByRole('button', { name: 'Deliver the song' }));
  await form.getByRole('button', { name: 'Deliver the song' }).click();
  await expect(drawer.getByText(/^Delivered on /)).toBeVisible();
  await expect(drawer).toContainText('the wind in your hair');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/delivery-drawer-390.png' });
  noErrors();

  let link = '';
  await expect(async () => {
    const ready = (await inbox(EMAIL)).find((m) => m.subject === 'Your song is ready');
    link = ready?.text.match(/http:\/\/\S+\/orders\/\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
  });
  const customer = await phone.newPage();
  await acceptConsent(customer);
  const customerErrors = watchConsole(customer);
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: 'Your song' })).toBeVisible();
  await expect(customer.getByText('the wind in your hair')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Progress' })).toBeVisible();
  await customer.screenshot({ path: '/tmp/delivery-order-390.png', fullPage: true });

  // The length staff's browser read at delivery is shown, so the page needs no player until the song is played.
  await expect(customer.getByText('Length: 0:04')).toBeVisible();
  await expect(customer.locator('audio')).toHaveCount(0);
  const audio = customer.getByLabel('Play Your song');
  await expectTappable(audio);
  await expectPlays(audio);
  await expect(audio).toHaveAttribute('preload', 'none');
  await audio.evaluate((element: HTMLAudioElement) => {
    element.currentTime = 2.5;
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(2.6);

  const download = customer.getByRole('link', { name: 'Download the song' });
  await expectTappable(download);
  const downloading = customer.waitForEvent('download');
  await download.tap();
  expect((await downloading).suggestedFilename()).toBe('basic-song.wav');

  // The gift link shows the song without the customer's details; a new link revokes it.
  const giftLink = await customer.getByRole('textbox', { name: 'Gift link' }).inputValue();
  const gift = await phone.newPage();
  await gift.goto(giftLink);
  await expect(gift.getByRole('heading', { name: 'A song written for you' })).toBeVisible();
  await expect(gift.getByText('the wind in your hair')).toBeVisible();
  await expect(gift.getByText('Length: 0:04')).toBeVisible();
  await expect(gift.getByText(CUSTOMER)).toHaveCount(0);
  // The brief had no photo: the song's own artwork, drawn into the page, stands in for it.
  await expect(gift.getByRole('img', { name: 'Cover artwork: sound waves on a purple background' })).toBeVisible();
  await gift.screenshot({ path: '/tmp/delivery-song-390.png', fullPage: true });

  const renew = customer.getByRole('button', { name: 'Make a new link' });
  await expectTappable(renew);
  await renew.tap();
  await expect(customer.getByText('A new link is ready. The old one no longer works.')).toBeVisible();
  expect(await customer.getByRole('textbox', { name: 'Gift link' }).inputValue()).not.toBe(giftLink);
  const revoked = await gift.goto(giftLink);
  expect(revoked?.status()).toBe(404);

  await customer.setViewportSize({ width: 1440, height: 900 });
  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'Your song' })).toBeVisible();
  await customer.screenshot({ path: '/tmp/delivery-order-1440.png', fullPage: true });
  customerErrors();
  await phone.close();
});
