import { describe, expect, it } from 'vitest';
import { envelopeAddress, headerText, mailboxHeader, mimeMessage, parseMailbox } from './mime.ts';

/** Decodes what `headerText` and `mailboxHeader` write: encoded words back to text, folds unfolded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\r\n /g, ' ')
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

/** Headers (unfolded) and the decoded text of each part of a message built by `mimeMessage`. */
function read(message: Buffer) {
  const text = message.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const [head, body] = [text.slice(0, split), text.slice(split + 4)];
  const headers = new Map(
    head
      .replace(/\r\n /g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)] as const),
  );
  const boundary = /boundary="([^"]+)"/.exec(headers.get('Content-Type') ?? '')?.[1] ?? '';
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', partBody = ''] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return { head: partHead, body: Buffer.from(partBody.replace(/\r\n/g, ''), 'base64').toString('utf8') };
    });
  return { text, headers, boundary, parts };
}

const from = parseMailbox('Storysong <hello@storysong.test>');

describe('a message built for SMTP', () => {
  const at = new Date('2026-11-29T12:34:56Z');

  it('holds the sender, recipient, subject, date and both parts, in lines SMTP accepts', () => {
    const html = `<p>${'Bonjour <strong>Zoé</strong> ✨ '.repeat(40)}</p>`;
    const message = read(
      mimeMessage({ from, to: 'zoe@example.com', subject: 'Votre chanson est prête ✨', html, text: 'Bonjour Zoé' }, at),
    );
    expect(message.headers.get('From')).toBe('Storysong <hello@storysong.test>');
    expect(message.headers.get('To')).toBe('zoe@example.com');
    expect(decodeHeader(message.headers.get('Subject') ?? '')).toBe('Votre chanson est prête ✨');
    expect(message.headers.get('Date')).toBe('Sun, 29 Nov 2026 12:34:56 +0000');
    expect(message.headers.get('Message-ID')).toMatch(/^<[0-9a-f]{32}@storysong\.test>$/);
    expect(message.headers.get('MIME-Version')).toBe('1.0');
    expect(message.parts.map((part) => part.head)).toEqual([
      'Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64',
      'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64',
    ]);
    expect(message.parts.map((part) => part.body)).toEqual(['Bonjour Zoé', html]);
    // CRLF line ends only, no line over 78 characters, and nothing starts with the boundary but the delimiters.
    expect(message.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...message.text.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
    expect(message.text.split('\r\n').filter((line) => line.startsWith(`--${message.boundary}`))).toHaveLength(3);
  });

  it('gives each message its own id and boundary', () => {
    const parts = { from, to: 'a@example.com', subject: 's', html: '<p>h</p>', text: 't' };
    const [one, two] = [read(mimeMessage(parts, at)), read(mimeMessage(parts, at))];
    expect(one.headers.get('Message-ID')).not.toBe(two.headers.get('Message-ID'));
    expect(one.boundary).not.toBe(two.boundary);
  });

  it('keeps a caller’s text from starting a header of its own', () => {
    const message = read(
      mimeMessage(
        { from, to: 'a@example.com\r\nBcc: b@example.com', subject: 'Hi\r\nBcc: c@example.com', html: '', text: '' },
        at,
      ),
    );
    expect([...message.headers.keys()]).not.toContain('Bcc');
    expect(decodeHeader(message.headers.get('Subject') ?? '')).toBe('Hi Bcc: c@example.com');
  });
});

describe('header text', () => {
  it('writes short printable ASCII as it is', () => {
    expect(headerText('Your song is ready')).toBe('Your song is ready');
  });

  it('encodes anything else in words of at most 75 characters, never splitting a character', () => {
    for (const subject of [
      'أغنيتك جاهزة 🎶'.repeat(6),
      'A long subject that names the customer, Maximilian Alexander von Habsburg',
      '=?UTF-8?B?x?=',
    ]) {
      const header = headerText(subject);
      expect(decodeHeader(header)).toBe(subject);
      for (const word of header.split('\r\n ')) {
        expect(word).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=$/);
        expect(word.length).toBeLessThanOrEqual(75);
      }
    }
  });
});

describe('addresses', () => {
  it('reads MAIL_FROM with or without a name', () => {
    expect(parseMailbox('Storysong <hello@storysong.test>')).toEqual({ name: 'Storysong', address: 'hello@storysong.test' });
    expect(parseMailbox('"Storysong, Ltd" <hello@storysong.test>')).toEqual({
      name: 'Storysong, Ltd',
      address: 'hello@storysong.test',
    });
    expect(parseMailbox('hello@storysong.test')).toEqual({ name: '', address: 'hello@storysong.test' });
  });

  it('quotes or encodes a name as it needs', () => {
    expect(mailboxHeader({ name: 'Storysong, Ltd', address: 'a@b.test' })).toBe('"Storysong, Ltd" <a@b.test>');
    expect(decodeHeader(mailboxHeader({ name: 'Chansons Zoé', address: 'a@b.test' }))).toBe('Chansons Zoé <a@b.test>');
  });

  it('writes every recipient as one address: a local part with a comma is quoted, a domain in punycode', () => {
    expect(read(mimeMessage({ from, to: 'a,b@example.com', subject: 's', html: '', text: '' })).headers.get('To')).toBe(
      '"a,b"@example.com',
    );
    expect(envelopeAddress('zoe@exämple.test')).toBe('zoe@xn--exmple-cua.test');
  });
});
