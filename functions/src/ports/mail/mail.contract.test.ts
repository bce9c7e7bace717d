import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the start and test scripts
import { freePort } from '../../../../emulators/auth-emulator.mjs';
import { inboxUrl, waitForMessages } from '../../testing/inbox.ts';
import { SmtpMailer } from './smtp.ts';

const settings = {
  host: '127.0.0.1',
  port: Number(process.env.SMTP_PORT),
  secure: false,
  user: '',
  password: '',
  from: 'Storysong <hello@storysong.test>',
};

/**
 * The SMTP adapter against a real SMTP server (MailDev, started by global-setup.ts), read back over
 * its HTTP API: connecting for each message (a function instance) and over kept connections (a
 * server sending its own mail).
 */
describe.each([{ pooled: false }, { pooled: true }])('mail contract: smtp, %o', (options) => {
  it('delivers subject, sender, recipient, HTML and plain text', async () => {
    const to = `contract-${Date.now()}-${options.pooled}@example.com`;
    await new SmtpMailer(settings, options).send({
      to,
      subject: 'Votre chanson est prête ✨',
      html: '<p>Bonjour <strong>Zoé</strong></p>',
      text: 'Bonjour Zoé',
    });
    const [message] = await waitForMessages(to);
    expect(message?.subject).toBe('Votre chanson est prête ✨');
    expect(message?.from).toEqual([{ address: 'hello@storysong.test', name: 'Storysong' }]);
    expect(message?.html).toContain('<strong>Zoé</strong>');
    expect(message?.text.trim()).toBe('Bonjour Zoé');
    expect(inboxUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('rejects when no server answers, so the outbox can retry', async () => {
    const mailer = new SmtpMailer({ ...settings, port: await freePort() }, options);
    await expect(mailer.send({ to: 'x@example.com', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow();
  });

  it('rejects when no server is configured', async () => {
    const mailer = new SmtpMailer({ ...settings, host: '' }, options);
    await expect(mailer.send({ to: 'x@example.com', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow(/SMTP_HOST/);
  });
});

describe('mail contract: smtp over kept connections', () => {
  it('delivers every message of a burst, each to its own recipient', async () => {
    const mailer = new SmtpMailer(settings, { pooled: true });
    const recipients = Array.from({ length: 12 }, (_, i) => `burst-${Date.now()}-${i}@example.com`);
    await Promise.all(recipients.map((to, i) => mailer.send({ to, subject: `Message ${i}`, html: `<p>${i}</p>`, text: `${i}` })));
    for (const [i, to] of recipients.entries())
      expect((await waitForMessages(to)).map((m) => m.subject)).toEqual([`Message ${i}`]);
  });
});
