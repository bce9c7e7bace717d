import type { Locator } from '@playwright/test';
import { approveLyrics, deliver, expectPlays, findStory, openStory, toneWav } from './songs.ts';
import {
  acceptConsent,
  agreeToTerms,
  choose,
  expect,
  expectTappable,
  inbox,
  pickCountry,
  signInAsStaff,
  test,
  watchConsole,
} from './support.ts';

// The real service worker: the gift page must play again offline from its caches.
test.use({ serviceWorkers: 'allow' });

const run = Date.now().toString(36);
const CUSTOMER = `Ines Story ${run}`;
const EMAIL = `ines.${run}@example.com`;
const TITLE = 'Harbour Mornings';
const NOTES = 'Please slow down the last chorus and name the harbour in the second verse.';
const STORY =
  'We met at the harbour on a windy morning and have laughed about it every single day since then, for ten good years.';

/** A 1x1 PNG: the photo for the cover. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The link in the newest message with this subject, once it has arrived over SMTP. */
async function linkInEmail(subject: string, path: RegExp): Promise<string> {
  let link = '';
  await expect(async () => {
    const message = (await inbox(EMAIL)).find((m) => m.subject === subject);
    link = message?.text.match(path)?.[0] ?? '';
    expect(link, `a link in “${subject}”`).not.toBe('');
  }).toPass({ timeout: 20_000 });
  return link;
}

const currentTime = (audio: Locator) => audio.evaluate((element: HTMLAudioElement) => element.currentTime);

/** Seeking moves the song on: the player asks for (or is cut) the bytes from there. */
async function expectSeeks(audio: Locator) {
  await audio.evaluate((element: HTMLAudioElement) => {
    element.currentTime = 2.5;
  });
  await expect.poll(() => currentTime(audio)).toBeGreaterThan(2.6);
}

test('the whole story: order with a voice note, pay, emails, delivery, the gift page on a phone online and offline, a revision and version 2 @phone-only', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  // Offline, the cover (the customer's photo, never cached) does not load and the page draws its art instead.
  const customerErrors = watchConsole(page, [/^\/api\/songs\/[^/]+\/cover$/]);
  await acceptConsent(page);

  // The customer orders a Basic Song with a photo and a voice note, and pays.
  await page.goto('/products/people');
  await page.getByRole('article', { name: 'Basic Song' }).getByRole('button', { name: 'Get Started' }).click();
  const wizard = page.getByRole('dialog', { name: 'Tell us your story' });
  await wizard.getByLabel('Full name').fill(CUSTOMER);
  await wizard.getByLabel('Email').fill(EMAIL);
  await pickCountry(wizard.getByRole('combobox', { name: 'Country' }), 'united k', 'United Kingdom');
  await wizard.locator('input[type=file]').setInputFiles({ name: 'us.png', mimeType: 'image/png', buffer: PNG });
  await expect(wizard.getByRole('img', { name: 'Preview of us.png' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await choose(page, wizard, 'Song language', 'English (English)');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await choose(page, wizard, 'Emotion', 'Love');
  await choose(page, wizard, 'Genre', 'Pop');
  await wizard.getByRole('textbox', { name: 'Your story' }).fill(STORY);
  await wizard.getByLabel('I want to add a voice note').check();
  await wizard.locator('input[type=file]').setInputFiles({ name: 'voice.wav', mimeType: 'audio/wav', buffer: toneWav(1) });
  await expect(wizard.getByText('voice.wav')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await choose(page, wizard, 'Who is this song for?', 'Wife');
  // The occasion is optional: this story has none.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await agreeToTerms(wizard);
  await wizard.getByRole('button', { name: 'Submit Story' }).click();
  await page.getByRole('dialog', { name: 'Complete your payment' }).getByRole('button', { name: 'Pay £440' }).click();
  await expect(page).toHaveURL(/\/api\/local-checkout\/cs_local_/);
  await page.getByRole('button', { name: 'Pay £440' }).click();
  await expect(page).toHaveURL(/\/payment\/success\?order=/);

  // The "order received" email's link opens the order page.
  const orderLink = await linkInEmail('We have received your story', /http:\/\/\S+\/orders\/\S+/);
  const linkUrl = new URL(orderLink);
  const order = {
    orderId: linkUrl.pathname.split('/').at(-1) ?? '',
    token: new URLSearchParams(linkUrl.hash.slice(1)).get('token') ?? '',
  };
  await page.goto(orderLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // The brief exactly as submitted, the photo and the voice note with it.
  const brief = page.getByRole('region', { name: 'Your story, as you told it' });
  await expect(brief.getByText(STORY)).toBeVisible();
  await expect(brief.getByText('Pop', { exact: true })).toBeVisible();
  await expect(brief.getByText('Wife', { exact: true })).toBeVisible();
  await expect(brief.getByRole('img', { name: 'The photo you sent' })).toBeVisible();
  await expect(brief.locator('audio[controls]')).toHaveAttribute('aria-labelledby', /.+/);
  expect(await brief.locator('audio').evaluate((audio: HTMLAudioElement) => fetch(audio.src).then((r) => r.status))).toBe(200);

  // Staff deliver the song from the drawer.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const staff = await staffContext.newPage();
  await acceptConsent(staff);
  await signInAsStaff(staff);
  const staffErrors = watchConsole(staff);
  let drawer = await openStory(staff, await findStory(staff, CUSTOMER), CUSTOMER);
  await expect(drawer.getByText(STORY)).toBeVisible();
  await approveLyrics(drawer, staff.request, order);
  await drawer.getByRole('button', { name: 'Move to In production' }).click();
  await deliver(drawer, 4, 'Morning at the harbour\nthe wind in your hair');

  // "Your song is ready" arrives; the customer names the song on the order page.
  const readyLink = await linkInEmail('Your song is ready', /http:\/\/\S+\/orders\/\S+/);
  // Each email issues a link of its own to the same order.
  expect(readyLink.split('#')[0]).toBe(orderLink.split('#')[0]);
  await page.goto(readyLink);
  const titleForm = page.getByRole('form', { name: 'Song title' });
  const titleInput = titleForm.getByRole('textbox', { name: 'Title of your song' });
  await expect(titleInput).toHaveValue('Basic Song');
  await titleInput.fill('   ');
  await titleForm.getByRole('button', { name: 'Save the title' }).tap();
  await expect(titleForm.getByText('Please give your song a title')).toBeVisible();
  await titleInput.fill(TITLE);
  const save = titleForm.getByRole('button', { name: 'Save the title' });
  await expectTappable(save);
  await save.tap();
  await expect(titleForm.getByRole('status')).toHaveText('Title saved.');
  const giftLink = await page.getByRole('textbox', { name: 'Gift link' }).inputValue();

  // The gift page on the phone: title, cover, sharing, a player that plays and seeks, a download.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await page.goto(giftLink);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(`${TITLE} | Storysong`);
  const cover = page.getByRole('img', { name: `Cover of ${TITLE}` });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(CUSTOMER)).toHaveCount(0);

  const sharing = page.getByRole('region', { name: 'Share this song' });
  const shareButton = sharing.getByRole('button', { name: 'Share', exact: true });
  await expectTappable(shareButton);
  await shareButton.tap();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url)).toBe(giftLink);
  await expectTappable(sharing.getByRole('button', { name: 'Copy link' }));
  const encoded = encodeURIComponent(giftLink);
  for (const [name, href] of [
    ['WhatsApp', `https://wa.me/?text=`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
    ['X', `https://x.com/intent/post?url=${encoded}`],
  ] as const) {
    const link = sharing.getByRole('link', { name, exact: true });
    await expectTappable(link);
    expect(await link.getAttribute('href')).toContain(href);
    expect(await link.getAttribute('href')).toContain(encoded);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  }
  await page.screenshot({ path: '/tmp/song-story-gift-390.png', fullPage: true });

  // The worker controls the page from here on, so playing stores the song for offline listening.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const audio = page.getByLabel('Play A song written for you');
  await expectTappable(audio);
  await expectPlays(audio);
  await expectSeeks(audio);
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('songs')).keys()).length)).toBe(1);

  const download = page.getByRole('link', { name: 'Download the song' });
  await expectTappable(download);
  const downloading = page.waitForEvent('download');
  await download.tap();
  expect((await downloading).suggestedFilename()).toBe('basic-song.wav');

  // Offline, the page comes back from the worker's caches and the song plays and seeks again.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('the wind in your hair')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cover artwork: sound waves on a purple background' })).toBeVisible();
  const offlineAudio = page.getByLabel('Play A song written for you');
  await expectPlays(offlineAudio);
  await expectSeeks(offlineAudio);
  await page.screenshot({ path: '/tmp/song-story-gift-offline-390.png', fullPage: true });
  await context.setOffline(false);

  // The customer asks for a revision; staff deliver version 2.
  await page.goto(orderLink);
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await revisions.getByRole('textbox', { name: 'What would you like us to change?' }).fill(NOTES);
  await revisions.getByRole('button', { name: 'Ask for a revision' }).tap();
  await expect(revisions.getByText('Version 2 is on its way')).toBeVisible();
  drawer = await openStory(staff, await findStory(staff, CUSTOMER), CUSTOMER);
  await expect(drawer.getByText(NOTES)).toBeVisible();
  await deliver(drawer, 6, 'Version two\nthe harbour by name');
  staffErrors();
  await staffContext.close();

  // The gift page and the order page show version 2; the one revision included is used up.
  await page.goto(giftLink);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(page.getByText('the harbour by name')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earlier versions' }).getByRole('article', { name: 'Version 1' })).toBeVisible();
  await expectPlays(page.getByLabel('Play A song written for you'));
  await page.goto(orderLink);
  await expect(revisions.getByText('Revisions left: 0 of 1')).toBeVisible();
  await expect(revisions.getByText('You have used all the revisions included with your song suite')).toBeVisible();
  await expect(revisions.getByRole('button', { name: 'Ask for a revision' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/song-story-order-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/song-story-order-1440.png', fullPage: true });
  await page.goto(giftLink);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.screenshot({ path: '/tmp/song-story-gift-1440.png', fullPage: true });
  customerErrors();
});
