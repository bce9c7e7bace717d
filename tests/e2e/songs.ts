import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type OrderCreated, STAFF_SESSION_HEADER, type StaffSessionIssued, type UploadTicket } from '@storysong/core';
import { generate } from 'otplib';
import { wavFile } from '../../functions/src/platform/wav.ts';
import { newStaffAccount } from './sessions.ts';
import { expect, expectTappable } from './support.ts';

/** Seconds of a 440 Hz tone as 8 kHz mono 16-bit PCM: a real song file the browser can play and seek. */
export function toneWav(seconds = 4, rate = 8000): Buffer {
  const samples = seconds * rate;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  return wavFile(data, rate);
}

/**
 * Gives the page's tab the order's link as the tab a customer paid from keeps it (the web's
 * `useCheckoutReturns`, in sessionStorage): the provider's way back names the order alone.
 */
export async function rememberCheckout(page: Page, order: { orderId: string; token: string }) {
  await page.addInitScript(({ orderId, token }) => {
    sessionStorage.setItem('storysong-checkout-returns', JSON.stringify({ state: { tokens: { [orderId]: token } }, version: 0 }));
  }, order);
}

/**
 * An order placed through the API as the wizard places it (the customer's two ticks included), not
 * paid. `story` adds or replaces fields of the story (an occasion, rush, a referral code, a suite).
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: { fullName: string; email: string },
  story: Record<string, unknown> = {},
): Promise<OrderCreated> {
  const created = await request.post('/api/orders', {
    data: {
      ...customer,
      country: 'GB',
      language: 'en',
      emotion: 'Love',
      genre: 'Pop',
      story: 'We met at the harbour on a windy morning and have laughed about it every single day since then, for ten years.',
      hasVoiceNote: false,
      relationship: 'Wife',
      productId: 'basic-song',
      siteLanguage: 'en',
      acceptTerms: true,
      ageConfirmed: true,
      ...story,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as OrderCreated;
}

/** A paid order, placed through the API and paid as the local checkout's Pay button pays; `invoiceUrl` is its checkout page. */
export async function placePaidOrder(
  request: APIRequestContext,
  customer: { fullName: string; email: string },
  story: Record<string, unknown> = {},
): Promise<{ orderId: string; token: string; invoiceUrl: string }> {
  const { orderId, token } = await placeOrder(request, customer, story);
  const checkout = await request.post('/api/checkout', { data: { orderId, token } });
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  expect((await request.post(`${new URL(invoiceUrl).pathname}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  return { orderId, token, invoiceUrl };
}

/** Staff send a lyric draft from the open drawer, as they type and tap it, and see it wait for the customer. */
export async function sendLyricDraft(drawer: Locator, text: string) {
  const form = drawer.getByRole('form', { name: 'Send a lyric draft' });
  await form.getByRole('textbox', { name: 'Lyric draft' }).fill(text);
  const send = form.getByRole('button', { name: 'Send the draft to the customer' });
  await send.scrollIntoViewIfNeeded();
  await expectTappable(send);
  await send.click();
  await expect(drawer.getByText('Waiting for the customer’s answer.')).toBeVisible();
}

/**
 * Staff send a lyric draft from the open drawer and the customer approves it through their link, as
 * the order page sends the answer: what an order needs before recording can start (core/src/lyrics.ts).
 */
export async function approveLyrics(
  drawer: Locator,
  request: APIRequestContext,
  order: { orderId: string; token: string },
  text = 'Verse one\nthe harbour at dawn',
) {
  await sendLyricDraft(drawer, text);
  const answered = await request.post('/api/orders/lyrics', {
    data: { order: order.orderId, token: order.token, round: 1, kind: 'approved' },
  });
  expect(answered.status()).toBe(200);
}

/**
 * Staff send the lyrics, the customer approves them, and staff move the order into production and deliver a 4-second song with its lyrics through the API,
 * as the drawer does (delivering from the drawer is delivery.spec.ts's to test). `headers` carry a
 * staff member's ID token and staff session.
 */
export async function deliverAsStaff(
  request: APIRequestContext,
  headers: Record<string, string>,
  { orderId, token }: { orderId: string; token: string },
  lyrics: string,
) {
  expect((await request.post(`/api/admin/orders/${orderId}/lyrics`, { headers, data: { text: lyrics } })).status()).toBe(201);
  const approved = await request.post('/api/orders/lyrics', { data: { order: orderId, token, round: 1, kind: 'approved' } });
  expect(approved.status()).toBe(200);
  expect((await request.patch(`/api/admin/orders/${orderId}`, { headers, data: { stage: 'in_production' } })).status()).toBe(200);
  const song = toneWav(4);
  const ticket = (await (
    await request.post('/api/uploads', {
      headers,
      data: { bucket: 'songs', contentType: 'audio/wav', size: song.length, fileName: 'song.wav' },
    })
  ).json()) as UploadTicket;
  expect((await request.put(ticket.uploadUrl, { headers: ticket.headers, data: song })).ok()).toBe(true);
  const delivered = await request.post(`/api/admin/orders/${orderId}/delivery`, {
    headers,
    data: { songFile: ticket.fileId, lyrics, durationSeconds: 4 },
  });
  expect(delivered.status()).toBe(200);
}

/**
 * The song delivered on the suite's shared stack by a staff account of the test's own, its
 * authenticator enrolled through the API: its codes wait for no other worker's.
 */
export async function deliverOnSharedStack(
  request: APIRequestContext,
  order: { orderId: string; token: string },
  lyrics: string,
) {
  const emulator = process.env.E2E_AUTH_EMULATOR;
  const account = await newStaffAccount(request, 'deliver');
  const signIn = await request.post(
    `${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      data: { ...account, returnSecureToken: true },
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  const authorization = `Bearer ${idToken}`;
  const started = await request.post('/api/admin/factor/enrolment', { headers: { authorization } });
  expect(started.status()).toBe(201);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await request.post('/api/admin/factor/enrolment/confirm', {
    headers: { authorization },
    data: { code: await generate({ secret }) },
  });
  expect(confirmed.status()).toBe(201);
  const { sessionId } = (await confirmed.json()) as StaffSessionIssued;
  await deliverAsStaff(request, { authorization, [STAFF_SESSION_HEADER]: sessionId }, order, lyrics);
}

/**
 * Searches the back office's story list (`query`, the customer's name unless given) and waits until
 * it lists that customer's stories and no one else's: the list shown before the search answers can
 * hold the same story, and a tap then may land on whichever row the answer moves under it.
 * Returns the story's View button.
 */
export async function searchStories(page: Page, customer: string, query = customer): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Search by name or email' }).fill(query);
  const views = page.getByRole('button', { name: /^View the story from / });
  const name = `View the story from ${customer}`;
  await expect
    .poll(async () => [...new Set(await views.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))))])
    .toEqual([name]);
  return page.getByRole('button', { name, exact: true });
}

/** The customer's one story in the back office list (a card per story on a phone), found by name. */
export async function findStory(page: Page, customer: string): Promise<Locator> {
  await page.goto('/admin/stories');
  await searchStories(page, customer);
  const row = page.getByRole('listitem').filter({ hasText: customer });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens a story's drawer from its row. */
export async function openStory(page: Page, row: Locator, customer: string): Promise<Locator> {
  const view = row.getByRole('button', { name: `View the story from ${customer}` });
  await expectTappable(view);
  await view.click();
  return page.getByRole('dialog', { name: 'Customer story' });
}

/** Staff upload a song (a tone of the given length, so versions differ) with its lyrics and deliver it. */
export async function deliver(drawer: Locator, seconds: number, lyrics: string) {
  const form = drawer.getByRole('form', { name: 'Song delivery' });
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: `v${seconds}.wav`, mimeType: 'audio/wav', buffer: toneWav(seconds) });
  // The file's name shows while it uploads too; Remove comes with the player once it is stored.
  await expect(form.getByText(`v${seconds}.wav`)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Lyrics' }).fill(lyrics);
  const submit = form.getByRole('button', { name: 'Deliver the song' });
  // The drawer scrolls on its own, as a finger scrolls it; the page behind it does not.
  await submit.scrollIntoViewIfNeeded();
  await expectTappable(submit);
  await submit.click();
  await expect(drawer.getByText(/^Delivered on /)).toBeVisible();
}

/**
 * Plays a song as a listener does: taps its play button, which the browser's player replaces and
 * starts (both named "Play …"), and waits until the player's time moves.
 */
export async function expectPlays(player: Locator) {
  await expect(player).toHaveRole('button');
  await player.click();
  await expect(player).toHaveJSProperty('tagName', 'AUDIO');
  await expect(player).toBeFocused();
  await expect.poll(() => player.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.2);
}
