import { axeViolations } from './axe.ts';
import { testOnOwnStack } from './own-stack.ts';
import { placePaidOrder } from './songs.ts';
import {
  acceptConsent,
  enterStaffCode,
  expect,
  expectTappable,
  newStaffAccount,
  serverClockMoved,
  signInStaffThroughPage,
  watchConsole,
} from './support.ts';

/** A stack of its own, whose clock moves past the five minutes a code counts as recent for. */
const test = testOnOwnStack('step-up');

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const CUSTOMER = 'Stella Step-Up';
const SIX_MINUTES = 6 * 60_000;

test('a refund asks for the code again when the last one is over five minutes old, in English and Arabic @phone-only', async ({
  page,
  stack,
}, testInfo) => {
  test.setTimeout(150_000);
  await acceptConsent(page);
  await placePaidOrder(page.request, { fullName: CUSTOMER, email: 'stella.stepup@example.com' });
  const staff = await newStaffAccount(page.request, 'step-up', `http://${stack.authEmulatorHost}`);
  const secret = await signInStaffThroughPage(page, staff, { answerPrompts: false });
  // The refund's first answer is the server asking for the code (403): the browser logs it as a failed load.
  const errors = watchConsole(page, [/^\/api\/admin\/orders\/[\w-]+\/refunds$/]);
  const minutesPass = async () => {
    expect((await page.request.post('/__test/clock/advance', { data: { ms: SIX_MINUTES } })).status()).toBe(200);
    serverClockMoved(secret, SIX_MINUTES);
  };
  /** The order's refund form in its drawer, found as staff find it: by the customer's name. */
  const refundForm = async (words: { search: string; view: string; drawer: string; form: string }) => {
    await page.getByRole('textbox', { name: words.search }).fill(CUSTOMER);
    const view = page.getByRole('button', { name: words.view });
    await expect(view).toHaveCount(1);
    await view.click();
    return page.getByRole('dialog', { name: words.drawer }).getByRole('form', { name: words.form });
  };

  // Six minutes after the code that opened the session, the refund waits for a new one.
  await minutesPass();
  await page.goto('/admin/stories');
  const form = await refundForm({
    search: 'Search by name or email',
    view: `View the story from ${CUSTOMER}`,
    drawer: 'Customer story',
    form: 'Refund this order',
  });
  await form.getByRole('textbox', { name: 'Amount to refund' }).fill('25');
  await form.getByRole('textbox', { name: 'Reason' }).fill('A verse was missing');
  await form.getByRole('button', { name: 'Refund' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(prompt.getByText('we ask for your code again when the last one is more than 5 minutes old')).toBeVisible();
  await expectTappable(prompt.getByRole('button', { name: 'Confirm', exact: true }));
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('step-up-390.png') });
  await enterStaffCode(prompt, secret, 'Confirm');
  await expect(page.getByRole('status').filter({ hasText: '£25.00 refunded' })).toBeVisible();

  // Within five minutes of that code the next refund goes straight through.
  await form.getByRole('textbox', { name: 'Amount to refund' }).fill('5');
  await form.getByRole('textbox', { name: 'Reason' }).fill('And a late delivery');
  await form.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: '£5.00 refunded' })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // In Arabic, at a desktop's width: the same prompt, right to left; cancelled, nothing is refunded.
  await minutesPass();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/stories?lng=ar');
  const arabicForm = await refundForm({
    search: 'ابحث بالاسم أو البريد الإلكتروني',
    view: `عرض قصة ${CUSTOMER}`,
    drawer: 'قصة العميل',
    form: 'استرداد هذا الطلب',
  });
  await arabicForm.getByRole('textbox', { name: 'المبلغ المراد رده' }).fill('5');
  await arabicForm.getByRole('textbox', { name: 'السبب' }).fill('مرة أخرى');
  await arabicForm.getByRole('button', { name: 'استرداد', exact: true }).click();
  const arabicPrompt = page.getByRole('dialog', { name: 'أكّد أنك أنت' });
  await expect(arabicPrompt).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeViolations(page, { tags: WCAG })).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('step-up-ar-1440.png') });
  await arabicPrompt.getByRole('button', { name: 'إلغاء' }).click();
  await expect(arabicPrompt).toBeHidden();
  errors();
});
