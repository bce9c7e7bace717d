import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { acceptConsent, expect, expectTappable, inbox, signInAsStaff, test, watchConsole } from './support.ts';

/**
 * The team's inbox (issue 74 §3): a contact message reaches it, staff reply, the visitor gets the
 * reply by email in their language and answers from its link, and staff see the answer. The
 * visitor's own screens are conversations.spec.ts's.
 */

/** A contact message through the public route, with the local CAPTCHA's token, as the contact form sends it. */
async function contactMessage(request: APIRequestContext, fullName: string, email: string, message: string) {
  const { token: captchaToken } = await (await request.post('/api/captcha/local')).json();
  const sent = await request.post('/api/conversations/contact', {
    data: { fullName, email, country: 'FR', message, language: 'fr', captchaToken },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { conversation: { id: string } }).conversation.id;
}

/** The link in the latest email to `address` that opens their conversation (its token in the fragment). */
async function conversationLink(address: string): Promise<URL> {
  let link = '';
  await expect(async () => {
    const mails = await inbox(address);
    link = /https?:\/\/\S+\/conversations\/[^\s"<]+#[A-Za-z0-9_-]{43}/.exec(mails.at(-1)?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return new URL(link);
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  // Named with the elements they concern, so a failure says where.
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
}

test('staff answer a contact message from the inbox; the visitor replies from the emailed link and staff see it @phone', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const noErrors = watchConsole(page);
  const run = `${info.project.name}-${Date.now().toString(36)}`;
  const name = `Camille ${run}`;
  const email = `camille-${run}@example.com`;
  await contactMessage(page.request, name, email, 'Pouvez-vous écrire une kizomba\npour les 40 ans de ma femme ?');

  await signInAsStaff(page, '/admin/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // Waiting for us is the tab shown first; the new message is there, unread.
  await expect(page.getByRole('tab', { name: /^Waiting for us/, selected: true })).toBeVisible();
  const line = page.getByTestId('inbox-conversation').filter({ hasText: name });
  await expect(line).toContainText('1 unread');
  await expect(line).toContainText('Contact form');
  await expectTappable(line);
  await line.click();

  const thread = page.getByTestId('inbox-thread');
  await expect(thread.getByRole('heading', { name })).toBeVisible();
  await expect(thread.getByTestId('inbox-message').first()).toContainText(
    'Pouvez-vous écrire une kizomba\npour les 40 ans de ma femme ?',
  );
  // Read now: the line no longer counts it unread.
  if ((page.viewportSize()?.width ?? 0) < 992) {
    // On a phone the thread takes the screen, with the way back to the list.
    await expect(page.getByTestId('inbox-list')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
  } else {
    await expect(line).not.toContainText('unread');
  }

  const box = thread.getByRole('textbox', { name: 'Your reply' });
  await box.fill('   ');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByText('Message is required')).toBeVisible();
  const words = `Bonjour ${name}, <b>oui</b> : une kizomba en trois semaines, c’est possible.`;
  await box.fill(words);
  const send = thread.getByRole('button', { name: 'Send reply' });
  await expectTappable(send);
  await send.click();
  await expect(thread.getByRole('status')).toContainText(`on its way to ${email}`);
  await expect(thread.getByTestId('inbox-message').last()).toContainText(words);
  await expect(thread.getByText('Waiting for the visitor', { exact: true })).toBeVisible();

  // The visitor reads the reply in French, the staff member's words as written, and answers from the link.
  const link = await conversationLink(email);
  const visitor = await browser.newPage();
  await acceptConsent(visitor);
  await visitor.goto(link.href);
  const log = visitor.getByRole('log');
  await expect(log).toContainText(words);
  const input = visitor.getByRole('textbox', { name: 'Your message' });
  await input.fill('Merci ! Elle adore la kizomba.');
  await input.press('Enter');
  await expect(log).toContainText('Merci ! Elle adore la kizomba.');
  await visitor.close();

  // Staff see the answer, unread, back in the conversations waiting for us.
  await page.goto('/admin/inbox');
  await expect(line).toContainText('1 unread');
  await line.click();
  await expect(thread.getByTestId('inbox-message').last()).toContainText('Merci ! Elle adore la kizomba.');
  await expect(thread.getByTestId('inbox-message').last()).toHaveAttribute('data-author', 'visitor');
  noErrors();
});

test('the inbox and a thread pass axe in English and in Arabic, the assistant’s answers marked @phone', async ({
  page,
}, info) => {
  const email = `axe-${info.project.name}-${Date.now().toString(36)}@example.com`;
  // A chat the assistant answered, then handed over: its answers are in the thread, marked.
  const { token: captchaToken } = await (await page.request.post('/api/captcha/local')).json();
  const started = await page.request.post('/api/conversations/widget', {
    data: {
      email,
      message: 'Can I talk to a person, please?',
      clientMessageId: crypto.randomUUID(),
      origin: { path: '/' },
      language: 'en',
      captchaToken,
    },
  });
  expect(started.status()).toBe(201);
  const { id } = ((await started.json()) as { conversation: { id: string } }).conversation;

  await signInAsStaff(page, `/admin/inbox/${id}?lng=en`);
  const thread = page.getByTestId('inbox-thread');
  await expect(thread.getByRole('heading', { name: email })).toBeVisible();
  await expect(thread.locator('[data-author="assistant"]').first()).toContainText('Automatic answer');
  await expectNoSeriousViolations(page);

  await page.goto(`/admin/inbox/${id}?lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'صندوق الوارد' })).toBeVisible();
  await expect(thread.locator('[data-author="assistant"]').first()).toContainText('إجابة تلقائية');
  await expectNoSeriousViolations(page);
  await page.goto('/admin/inbox?lng=ar');
  await expect(page.getByTestId('inbox-conversation').filter({ hasText: email })).toBeVisible();
  await expectNoSeriousViolations(page);
});
