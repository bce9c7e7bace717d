import { orderPagePath } from '@storysong/core';
import { placePaidOrder, searchStories, sendLyricDraft } from './songs.ts';
import { acceptConsent, expect, expectTappable, signInAsStaff, test, watchConsole } from './support.ts';

const run = Date.now().toString(36);
const NOTES = 'Her name is said Ah-nya, not Ann-ya. Could the chorus name the harbour?';

test('staff send lyrics, the customer asks for changes, staff send the next draft, the customer approves, staff start recording @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const customer = `Anya Lyrics ${testInfo.project.name} ${run}`;
  const width = page.viewportSize()?.width ?? 0;
  await acceptConsent(page);
  // A people suite: one round of changes, so the second draft can only be approved.
  const order = await placePaidOrder(
    page.request,
    { fullName: customer, email: `anya.${testInfo.project.name}.${run}@example.com` },
    { productId: 'basic-song' },
  );
  await signInAsStaff(page);
  const noErrors = watchConsole(page);

  /** The story's drawer from the stories list, as a table row on a desktop and a card on a phone. */
  const openDrawer = async () => {
    await page.goto('/admin/stories');
    const view = await searchStories(page, customer);
    await expectTappable(view);
    await view.click();
    return page.getByRole('dialog', { name: 'Customer story' });
  };
  const sendDraft = async (text: string) => {
    const drawer = await openDrawer();
    await sendLyricDraft(drawer, text);
    return drawer;
  };
  const drawer = await sendDraft('Anya by the harbour\nthe wind in her hair');
  await expect(drawer.getByText('Rounds of changes asked for: 0 of 1')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`lyrics-drawer-${width}.png`) });

  // The board shows the order waits on the customer.
  await page.goto('/admin/board');
  const card = page.getByRole('listitem', { name: customer });
  await expect(card.getByText('Waiting for lyric approval')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`lyrics-board-${width}.png`) });

  // The customer reads the draft on their order page and asks for changes.
  await page.goto(orderPagePath(order));
  const lyrics = page.getByRole('region', { name: 'Your lyrics' });
  await expect(lyrics.getByTestId('lyric-draft')).toHaveText('Anya by the harbour\nthe wind in her hair');
  await expect(lyrics.getByText('Rounds of changes to the lyrics included with your suite: 1 (left: 1).')).toBeVisible();
  await expect(lyrics.getByText(/we will take this draft as approved/)).toBeVisible();
  await expect(page.getByText(/This date moves by the whole days you take to answer each draft/)).toBeVisible();
  const changes = lyrics.getByRole('form', { name: 'Ask for changes to the lyrics' });
  await changes.getByRole('textbox', { name: 'What should we change?' }).fill('Too short');
  await changes.getByRole('button', { name: 'Ask for changes' }).click();
  await expect(changes.getByText('Please describe the changes to the lyrics in at least 10 characters')).toBeVisible();
  await changes.getByRole('textbox', { name: 'What should we change?' }).fill(NOTES);
  await page.screenshot({ path: test.info().outputPath(`lyrics-order-${width}.png`), fullPage: true });
  const ask = changes.getByRole('button', { name: 'Ask for changes' });
  await expectTappable(ask);
  await ask.click();
  await expect(lyrics.getByRole('status')).toHaveText(/working on the next draft/);
  await expect(lyrics.getByText(NOTES)).toBeVisible();

  // Staff read the notes in the drawer and send the second draft.
  const second = await sendDraft('Ah-nya by the harbour\nthe harbour knows her name');
  await expect(second.getByText(NOTES)).toBeVisible();
  await expect(second.getByText('Rounds of changes asked for: 1 of 1')).toBeVisible();

  // The round of changes is used: the customer can only approve the second draft, and does.
  await page.goto(orderPagePath(order));
  await expect(lyrics.getByTestId('lyric-draft')).toHaveText('Ah-nya by the harbour\nthe harbour knows her name');
  await expect(lyrics.getByText('Rounds of changes to the lyrics included with your suite: 1 (left: 0).')).toBeVisible();
  await expect(lyrics.getByText(/You have used the rounds of changes your suite includes/)).toBeVisible();
  await expect(lyrics.getByRole('form', { name: 'Ask for changes to the lyrics' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`lyrics-order-last-${width}.png`), fullPage: true });
  const approve = lyrics.getByRole('button', { name: 'Approve the lyrics' });
  await expectTappable(approve);
  await approve.click();
  await expect(lyrics.getByRole('status')).toHaveText('Thank you. Your lyrics are approved, and recording can start.');
  await expect(lyrics.getByRole('button', { name: 'Approve the lyrics' })).toHaveCount(0);

  // Staff start recording.
  const last = await openDrawer();
  await expect(last.getByText(/^Approved by the customer on /)).toBeVisible();
  const start = last.getByRole('button', { name: 'Move to In production' });
  await start.scrollIntoViewIfNeeded();
  await expectTappable(start);
  await start.click();
  await expect(last.getByRole('button', { name: 'Deliver the song' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`lyrics-drawer-approved-${width}.png`) });
  noErrors();
});
