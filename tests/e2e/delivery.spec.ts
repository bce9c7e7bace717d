import type { APIRequestContext, Page } from '@playwright/test';
import { acceptConsent, DEMO_ADMIN, expect, expectTappable, test, watchConsole } from './support.ts';

type InboxMessage = { subject: string; to: { address: string }[]; text: string };

async function inbox(address: string): Promise<InboxMessage[]> {
  const response = await fetch(`${process.env.E2E_MAIL_INBOX}/api/email`);
  const all = (await response.json()) as InboxMessage[];
  return all.filter((m) => m.to.some((to) => to.address === address));
}

/** Four seconds of a 440 Hz tone as 8 kHz mono 16-bit PCM: a real song file the browser can play and seek. */
function toneWav(seconds = 4, rate = 8000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const run = Date.now().toString(36);
const CUSTOMER = `Maya Delivery ${run}`;
const EMAIL = `maya.${run}@example.com`;
const LYRICS = 'Morning at the harbour\nthe wind in your hair';

/** A paid order, placed and paid through the API as the wizard and the local checkout do. */
async function paidOrder(request: APIRequestContext) {
  const created = await request.post('/api/orders', {
    data: {
      fullName: CUSTOMER,
      email: EMAIL,
      country: 'GB',
      language: 'en',
      emotion: 'Love',
      genre: 'Pop',
      story: 'We met at the harbour on a windy morning and have laughed about it every single day since then, for ten years.',
      hasVoiceNote: false,
      relationship: 'Wife',
      productId: 'basic-song',
      siteLanguage: 'en',
    },
  });
  expect(created.status()).toBe(201);
  const { orderId, token } = (await created.json()) as { orderId: string; token: string };
  const checkout = await request.post('/api/checkout', { data: { orderId, token } });
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  expect((await request.post(`${new URL(invoiceUrl).pathname}/pay`, { maxRedirects: 0 })).status()).toBe(303);
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('staff deliver a song; the customer opens the email link on a phone, plays, seeks and downloads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await acceptConsent(page);
  await paidOrder(page.request);
  await signIn(page);
  const noErrors = watchConsole(page);

  await page.getByRole('link', { name: 'Customer Stories' }).click();
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(CUSTOMER);
  await page.getByRole('button', { name: `View the story from ${CUSTOMER}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Customer story' });
  await expect(drawer.getByText('Once the order is paid and in production')).toBeVisible();
  await drawer.getByRole('button', { name: 'Move to In production' }).click();

  const form = drawer.getByRole('form', { name: 'Song delivery' });
  await form.getByRole('button', { name: 'Deliver the song' }).click();
  await expect(form.getByText('Please upload the finished song')).toBeVisible();
  await form.locator('input[type=file]').setInputFiles({ name: 'maya.wav', mimeType: 'audio/wav', buffer: toneWav() });
  await expect(form.getByText('maya.wav')).toBeVisible();
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
    const ready = (await inbox(EMAIL)).find((m) => m.subject === `Your song is ready, ${CUSTOMER}`);
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

  const audio = customer.locator('audio');
  await expectTappable(audio);
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.2);
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
  await expect(gift.getByText(CUSTOMER)).toHaveCount(0);
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
