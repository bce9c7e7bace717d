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

/** The SMTP adapter against a real SMTP server (MailDev, started by global-setup.ts), read back over its HTTP API. */
describe('mail contract: smtp', () => {
  it('delivers subject, sender, recipient, HTML and plain text', async () => {
    const to = `contract-${Date.now()}@example.com`;
    await new SmtpMailer(settings).send({
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
    const mailer = new SmtpMailer({ ...settings, port: await freePort() });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow();
  });

  it('rejects when no server is configured', async () => {
    const mailer = new SmtpMailer({ ...settings, host: '' });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', html: '<p>h</p>', text: 't' })).rejects.toThrow(/SMTP_HOST/);
  });
});
