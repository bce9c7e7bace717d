import { randomUUID } from 'node:crypto';
import { domainToASCII } from 'node:url';

/** A sender or recipient: an address and, for a header, the name shown beside it. */
export interface Mailbox {
  name: string;
  address: string;
}

/** What one message holds: the mail port's message with its sender. */
export interface MimeParts {
  from: Mailbox;
  to: string;
  subject: string;
  html: string;
  text: string;
}

const CRLF = '\r\n';
/** Base64 lines, as RFC 2045 wants them: at most 76 characters. */
const BASE64_LINE = 76;
/** An encoded word is at most 75 characters (RFC 2047): `=?UTF-8?B?` and `?=` leave 63 for 45 bytes. */
const ENCODED_WORD_BYTES = 45;
/** A header value written as it is, when printable ASCII and this short; otherwise as encoded words. */
const PLAIN_HEADER_MAX = 62;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** A local part or display name that needs no quotes (RFC 5322 dot-atom and atom text). */
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const PHRASE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]+$/;

/** `Storysong <hello@example.com>` or a bare address, as MAIL_FROM is written. */
export function parseMailbox(text: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(text);
  if (!match) return { name: '', address: text.trim() };
  return { name: (match[1] ?? '').replace(/^"(.*)"$/, '$1'), address: match[2] ?? '' };
}

/** An address as SMTP's envelope takes it: the domain in ASCII (punycode), the local part as given. */
export function envelopeAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  return `${address.slice(0, at)}@${domainToASCII(domain) || domain}`;
}

/** A quoted string (RFC 5322): `"` and `\` escaped. */
const quotedString = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`;

/** Nothing a caller passes may start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** Text in encoded words (RFC 2047), each whole characters of at most 45 bytes of UTF-8, folded one per line. */
function encodedWords(value: string): string {
  const words: string[] = [];
  let chunk = '';
  let bytes = 0;
  for (const character of value) {
    const size = Buffer.byteLength(character);
    if (bytes + size > ENCODED_WORD_BYTES) {
      words.push(chunk);
      chunk = '';
      bytes = 0;
    }
    chunk += character;
    bytes += size;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join(`${CRLF} `);
}

/** Unstructured header text: as it is when short printable ASCII, otherwise encoded words. */
export function headerText(value: string): string {
  const line = oneLine(value);
  return PRINTABLE_ASCII.test(line) && line.length <= PLAIN_HEADER_MAX && !line.includes('=?') ? line : encodedWords(line);
}

/** An address for a header: quoted where its local part needs it, so it always reads as one address. */
function headerAddress(address: string): string {
  const at = envelopeAddress(oneLine(address));
  const split = at.lastIndexOf('@');
  if (split < 0) return at;
  const local = at.slice(0, split);
  const quoted = DOT_ATOM.test(local) || !PRINTABLE_ASCII.test(local) ? local : quotedString(local);
  return `${quoted}${at.slice(split)}`;
}

/** `Name <address>`, the name quoted or encoded as it needs. */
export function mailboxHeader({ name, address }: Mailbox): string {
  const display = oneLine(name).trim();
  if (!display) return headerAddress(address);
  const phrase = PHRASE.test(display) ? display : PRINTABLE_ASCII.test(display) ? quotedString(display) : encodedWords(display);
  return `${phrase} <${headerAddress(address)}>`;
}

/** UTF-8 text as base64 in lines of 76. */
function base64Lines(text: string): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let at = 0; at < encoded.length; at += BASE64_LINE) lines.push(encoded.slice(at, at + BASE64_LINE));
  return lines.join(CRLF);
}

/** RFC 5322's date: `Sun, 29 Nov 2026 12:00:00 +0000`. */
const mailDate = (at: Date) => at.toUTCString().replace(/GMT$/, '+0000');

/**
 * One message, ready for SMTP's DATA: a plain-text and an HTML part (multipart/alternative), both
 * UTF-8 in base64. Base64 rather than quoted-printable: the rendered HTML is one long line full of
 * `=` in its attributes, which quoted-printable makes a third larger. Both parts say
 * `charset=utf-8`, so SpamAssassin's MIME_BASE64_TEXT (base64 text in ASCII) does not apply. No
 * base64 line can hold the boundary: it has characters base64 never writes.
 */
export function mimeMessage(parts: MimeParts, at: Date = new Date()): Buffer {
  const id = randomUUID().replaceAll('-', '');
  const boundary = `----=_Part_${id}`;
  const domain = envelopeAddress(parts.from.address).split('@').at(-1) || 'localhost';
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ];
  const lines = [
    `From: ${mailboxHeader(parts.from)}`,
    `To: ${headerAddress(parts.to)}`,
    `Subject: ${headerText(parts.subject)}`,
    `Message-ID: <${id}@${domain}>`,
    `Date: ${mailDate(at)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
    '',
    ...part('text/plain', parts.text),
    ...part('text/html', parts.html),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join(CRLF), 'utf8');
}
