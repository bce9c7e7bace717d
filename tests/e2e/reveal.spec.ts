import type { Locator, Page } from '@playwright/test';
import { DAY_MS, type OrderStatusView, orderPagePath, utcToZonedTime, zonedTimeToUtc } from '@storysong/core';
import { formatRevealMoment } from '../../web/src/features/orders/revealWords.ts';
import { axeViolations } from './axe.ts';
import { deliverOnStack, stackInbox, testOnOwnStack } from './own-stack.ts';
import { expectPlays, placePaidOrder } from './songs.ts';
import { acceptConsent, expect, expectTappable, watchConsole } from './support.ts';

/** A stack of its own, whose clock moves forward to the reveal. */
const test = testOnOwnStack('reveal').extend({
  // The customer's phone is set to Tokyo time: the form starts on their own zone.
  timezoneId: 'Asia/Tokyo',
});

const CUSTOMER = 'Ada Lovelace';
const RECIPIENT = 'mia.reveal@example.com';
const MESSAGE = 'Happy birthday, Mia! Put your headphones on.';
const LYRICS = 'Harbour lights\nand the morning wind';

/** A tap on a phone, a click with the mouse, once the control is on screen and uncovered. */
async function press(target: Locator) {
  await expectTappable(target);
  if (await target.page().evaluate(() => navigator.maxTouchPoints > 0)) await target.tap();
  else await target.click();
}

/** Chooses a zone in the picker by typing part of its place, as a visitor searches it. */
async function pickZone(form: Locator, typed: string, place: RegExp) {
  const input = form.getByRole('combobox', { name: 'Their time zone' });
  await press(input);
  await input.fill(typed);
  const option = form.page().getByRole('option', { name: place });
  await press(option);
  await expect(input).toHaveValue(place);
}

/** axe-core's critical and serious findings (WCAG 2.1 AA, as a11y.spec.ts audits) within `scope`, or the whole page. */
async function blockingFindings(page: Page, scope?: Locator): Promise<string[]> {
  if (scope) await scope.evaluate((node) => node.setAttribute('data-audit', 'reveal'));
  const violations = await axeViolations(page, {
    tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    include: scope ? '[data-audit="reveal"]' : undefined,
  });
  return violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.help}`);
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('a customer schedules the reveal on their phone; the gift page counts down until the moment, the email brings the link, then it plays @phone-only', async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(240_000);
  await acceptConsent(page);
  const noErrors = watchConsole(page);
  const order = await placePaidOrder(page.request, { fullName: CUSTOMER, email: 'ada.reveal@example.com' });
  await deliverOnStack(page.request, stack, order, LYRICS);
  const orderPath = orderPagePath(order);
  const status = async () =>
    (await (
      await page.request.post('/api/orders/status', { data: { order: order.orderId, token: order.token } })
    ).json()) as OrderStatusView;
  const shareId = (await status()).shareId ?? '';

  // The customer opens the form from their order page; it starts on their phone's own zone.
  await page.goto(orderPath);
  const section = page.getByRole('region', { name: 'Reveal it on the day' });
  await expect(section.getByText('Choose the moment they first hear their song.')).toBeVisible();
  await press(section.getByRole('button', { name: 'Schedule the reveal' }));
  const form = section.getByRole('form', { name: 'Schedule the reveal' });
  await expect(form.getByRole('combobox', { name: 'Their time zone' })).toHaveValue(/\(Tokyo\)$/);

  // Nothing typed yet: the form says what is missing, in the schema's words.
  const submit = form.getByRole('button', { name: 'Schedule the reveal' });
  await press(submit);
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Please write a short message for them')).toBeVisible();

  // The day after tomorrow, 09:00 on the clocks of Paris, where Mia lives.
  const day = utcToZonedTime(new Date(Date.now() + 2 * DAY_MS).toISOString(), 'Europe/Paris').date;
  await form.getByRole('textbox', { name: 'Their email address' }).fill(RECIPIENT);
  await form.getByRole('textbox', { name: 'Your message to them' }).fill(MESSAGE);
  await form.getByLabel('Date', { exact: true }).fill(day);
  await form.getByLabel('Time', { exact: true }).fill('09:00');
  await pickZone(form, 'Paris', /\(Paris\)$/);
  await shot(page, 'reveal-order-form-390');
  expect(await blockingFindings(page, section)).toEqual([]);
  await press(submit);
  await expect(section.getByRole('status')).toHaveText(/Your reveal is scheduled/);
  const moment = (time: string, language = 'en') =>
    formatRevealMoment(zonedTimeToUtc(`${day}T${time}`, 'Europe/Paris') ?? '', 'Europe/Paris', language);
  await expect(section.getByText(`Scheduled for ${moment('09:00')}`)).toBeVisible();
  await expect(section.getByText(`The gift link goes to ${RECIPIENT}.`)).toBeVisible();

  // They change their mind about the time, until it goes out.
  await press(section.getByRole('button', { name: 'Change the reveal' }));
  await expect(form.getByRole('textbox', { name: 'Their email address' })).toHaveValue(RECIPIENT);
  await form.getByLabel('Time', { exact: true }).fill('10:30');
  await press(form.getByRole('button', { name: 'Save the changes' }));
  await expect(section.getByText(`Scheduled for ${moment('10:30')}`)).toBeVisible();
  await expect(section.getByText(MESSAGE)).toBeVisible();
  await expectTappable(section.getByRole('button', { name: 'Cancel the reveal' }));
  await shot(page, 'reveal-order-scheduled-390');

  // Before the moment the gift page counts down, and neither it nor the API has the song.
  const gift = await page.request.get(`/api/songs/${shareId}`);
  expect(JSON.stringify(await gift.json())).not.toContain('/api/files/songs/');
  await page.goto(`/songs/${shareId}`);
  await expect(page.getByRole('heading', { name: 'A song is waiting for you', level: 1 })).toBeVisible();
  await expect(page.getByText(`It opens on ${moment('10:30')}.`)).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Time left until your song opens' });
  await expect(timer).toContainText('Days');
  await expect(page.locator('audio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Play/ })).toHaveCount(0);
  await expect(page.getByText('Harbour lights')).toHaveCount(0);
  await shot(page, 'reveal-gift-countdown-390');
  expect(await blockingFindings(page)).toEqual([]);
  // In the visitor's language, the moment too; Arabic right to left.
  await page.goto(`/songs/${shareId}?lng=de`);
  await expect(page.getByRole('heading', { name: 'Ein Song wartet auf Sie' })).toBeVisible();
  await expect(page.getByText(`Er öffnet sich am ${moment('10:30', 'de')}.`)).toBeVisible();
  await page.goto(`/songs/${shareId}?lng=ar`);
  await expect(page.getByRole('heading', { name: 'أغنية بانتظارك' })).toBeVisible();
  await expect(page.getByText(`تُفتح في ${moment('10:30', 'ar')}.`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shot(page, 'reveal-gift-countdown-ar-390');
  await page.goto(`/songs/${shareId}?lng=en`);
  const wide = await browser.newContext({ baseURL: stack.url, viewport: { width: 1440, height: 900 } });
  const desk = await wide.newPage();
  await acceptConsent(desk);
  await desk.goto(`/songs/${shareId}`);
  await expect(desk.getByRole('timer', { name: 'Time left until your song opens' })).toBeVisible();
  await shot(desk, 'reveal-gift-countdown-1440');
  await desk.goto(orderPath);
  await expect(desk.getByText(`Scheduled for ${moment('10:30')}`)).toBeVisible();
  await shot(desk, 'reveal-order-scheduled-1440');
  // The form on a wide screen, in German: the chosen zone is named in the customer's language.
  await desk.goto(orderPath.replace('#', '?lng=de#'));
  const deskSection = desk.getByRole('region', { name: 'Die Überraschung am großen Tag' });
  await press(deskSection.getByRole('button', { name: 'Überraschung ändern' }));
  const deskForm = deskSection.getByRole('form', { name: 'Überraschung planen' });
  await expect(deskForm.getByRole('textbox', { name: 'E-Mail-Adresse der beschenkten Person' })).toHaveValue(RECIPIENT);
  await expect(deskForm.getByRole('combobox', { name: 'Zeitzone der beschenkten Person' })).toHaveValue(
    'Mitteleuropäische Zeit (Paris)',
  );
  await shot(desk, 'reveal-order-form-de-1440');
  await press(deskForm.getByRole('button', { name: 'Nicht jetzt' }));
  await expect(deskForm).toHaveCount(0);
  await desk.goto(orderPath.replace('#', '?lng=en#'));
  await expect(desk.getByText(`Scheduled for ${moment('10:30')}`)).toBeVisible();
  expect(await stackInbox(stack, RECIPIENT)).toEqual([]);

  // Three days pass on the server's clock and the schedule runs (its timer may have run first): one email.
  const advanced = await page.request.post('/__test/clock/advance', { data: { ms: 3 * DAY_MS } });
  expect(advanced.status()).toBe(200);
  expect((await page.request.post('/__test/jobs/reveals')).status()).toBe(200);
  expect((await page.request.post('/__test/jobs/reveals')).status()).toBe(200);
  await expect.poll(async () => (await stackInbox(stack, RECIPIENT)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await stackInbox(stack, RECIPIENT);
  expect(mail?.subject).toBe(`${CUSTOMER} has a song for you`);
  expect(mail?.text).toContain(`${CUSTOMER} wrote: “${MESSAGE}”`);
  const link = /https?:\/\/\S+\/songs\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(new URL(link).pathname).toBe(`/songs/${shareId}`);

  // The link from the email now plays the song, on the phone and on a wide screen.
  await page.goto(new URL(link).pathname);
  const player = page.getByLabel('Play A song written for you');
  await expect(page.getByText('Harbour lights')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expectTappable(player);
  await expectPlays(player);
  await shot(page, 'reveal-gift-song-390');
  await desk.goto(new URL(link).pathname);
  await expect(desk.getByText('Harbour lights')).toBeVisible();
  await shot(desk, 'reveal-gift-song-1440');

  // The order page says it went, and that it was opened (the gift page's first play).
  await page.goto(orderPath);
  await expect(section.getByText(new RegExp(`^Sent to ${RECIPIENT} on `))).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(section.getByText(/^Opened on /)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(section.getByRole('button', { name: 'Change the reveal' })).toHaveCount(0);
  await shot(page, 'reveal-order-sent-390');
  await desk.goto(orderPath);
  await expect(desk.getByText(/^Opened on /)).toBeVisible();
  await shot(desk, 'reveal-order-sent-1440');
  await wide.close();
  expect(await stackInbox(stack, RECIPIENT)).toHaveLength(1);
  noErrors();
});
