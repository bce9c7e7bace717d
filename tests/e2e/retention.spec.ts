import type { APIRequestContext } from '@playwright/test';
import { DAY_MS } from '@storysong/core';
import { axeViolations } from './axe.ts';
import { deliverOnStack, stackInbox, testOnOwnStack } from './own-stack.ts';
import { placePaidOrder } from './songs.ts';
import { acceptConsent, expect, watchConsole } from './support.ts';

/** A stack of its own, whose clock moves a year on. */
const test = testOnOwnStack('retention');

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const EMAIL = 'rhea.retention@example.com';
const STORY = 'Rhea kept bees on the roof of the library for thirty years and named every queen after a poet she loved.';

/** Moves the stack's clock on by whole days and runs the retention schedule's job at once; what it did. */
async function daysPass(request: APIRequestContext, days: number) {
  expect((await request.post('/__test/clock/advance', { data: { ms: days * DAY_MS } })).status()).toBe(200);
  const ran = await request.post('/__test/jobs/retention');
  expect(ran.status()).toBe(200);
  return (await ran.json()) as Record<string, number>;
}

test('eleven months after delivery the customer is emailed; with no answer in 30 days the story and files are deleted @phone-only', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(180_000);
  await acceptConsent(page);
  const order = await placePaidOrder(page.request, { fullName: 'Rhea Retention', email: EMAIL }, { story: STORY });
  await deliverOnStack(page.request, stack, order, 'Bees on the roof\nand a poet for a queen');
  const errors = watchConsole(page);

  // Ten months on nothing is asked; past eleven the notice goes, in the customer's language, with a link of its own.
  await daysPass(page.request, 305);
  expect((await stackInbox(stack, EMAIL)).map((mail) => mail.subject)).not.toContain('What should we do with your story?');
  await daysPass(page.request, 30);
  let link = '';
  await expect(async () => {
    const mail = (await stackInbox(stack, EMAIL)).find((m) => m.subject === 'What should we do with your story?');
    link = /href="([^"]*\/orders\/[^"]*)"/.exec(mail?.html ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });

  const linked = new URL(link);
  await page.goto(`${linked.pathname}${linked.search}${linked.hash}`);
  const section = page.getByRole('region', { name: 'Your data' });
  // Asked now: the date is the day they go unless kept, not one we ask before.
  await expect(section.getByText(/^Unless you choose to keep them, we will delete your story/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Keep them another year' })).toBeVisible();
  // The story as the page shows it, and the song's lyrics.
  await expect(page.getByText(/^Rhea kept bees/)).toBeVisible();
  await expect(page.getByText(/and a poet for a queen/)).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('retention-notice-390.png') });

  // No answer: 30 days after the notice the story and files go (the stack's seeded orders' too); the
  // order keeps its accounting record.
  expect((await daysPass(page.request, 31)).erased).toBeGreaterThan(0);
  await page.reload();
  await expect(section.getByText(/Your story and files were deleted on/)).toBeVisible();
  await expect(page.getByText(/^Rhea kept bees/)).toHaveCount(0);
  await expect(page.getByText(/and a poet for a queen/)).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Keep them another year' })).toHaveCount(0);
  // Nothing is left to show of the brief or to revise from.
  await expect(page.getByRole('heading', { name: 'Your story, as you told it' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask for a revision' })).toHaveCount(0);
  await expect(page.getByText('Basic Song').first()).toBeVisible();
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('retention-erased-1440.png') });

  // The job acts once: a second run finds nothing left to erase.
  expect(await daysPass(page.request, 1)).toMatchObject({ erased: 0 });
  errors();
});
