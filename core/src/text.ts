import { LIMITS } from './limits.ts';

/** Public pages never show a staff email: the local part becomes asterisks of equal length. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return '*'.repeat(at) + email.slice(at);
}

/** Domains whose mailboxes ignore dots in the local part (Gmail's rule); the second is the first's old name. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One mailbox however its address is typed: trimmed, lower case, a sub-address (`+tag`) dropped and,
 * at Gmail, dots dropped. The comparison key for "is this the affiliate's own address" and "has this
 * email ordered before", so `affiliate+1@…` is the affiliate.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = DOTLESS_DOMAINS[address.slice(at + 1)] ?? address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Plain text of an HTML fragment, whitespace collapsed. Not a sanitiser: for excerpts and counts. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerpt(html: string, maxChars: number = LIMITS.excerptChars): string {
  const text = plainText(html);
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars).trimEnd()}…`;
}

/** Whole minutes at 200 words a minute, rounded up; an empty post reads in 0 minutes. */
export function readingMinutes(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return Math.ceil(words / LIMITS.wordsPerMinute);
}

/** Text placed into HTML markup or an attribute, with the characters HTML gives meaning to escaped. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

/** JSON for a `<script>` data block: `<` escaped, so no value can close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Accents on Latin letters (U+0300–U+036F); other scripts' combining marks are parts of their letters and stay. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/** Text as a search compares it: lower case, Latin accents dropped, so "creme" finds "Crème". */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(LATIN_ACCENTS, '').normalize('NFC').toLowerCase();
}
