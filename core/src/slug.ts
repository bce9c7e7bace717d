import { LIMITS } from './limits.ts';
import { foldForSearch } from './text.ts';

/**
 * Latin letters NFKD does not split into a base letter and an accent: written as their usual
 * ASCII spellings, as a reader would type them into an address.
 */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Anything that is not a letter, digit or combining mark separates words. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

/** What a slug may be: lower-case words of letters, digits and marks in any script, joined by single hyphens. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Lm}\p{N}\p{M}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{N}\p{M}]+)*$/u;

/** A title with no letters or digits (only emoji, say) still needs an address. */
export const FALLBACK_SLUG = 'post';

/** A slug cut to the limit, never mid-word when a hyphen lies in the last third. */
function clip(slug: string): string {
  const chars = Array.from(slug);
  if (chars.length <= LIMITS.slugMaxChars) return slug;
  const cut = chars.slice(0, LIMITS.slugMaxChars).join('');
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > (cut.length * 2) / 3 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * A post's address from its title: accents dropped from Latin letters (Crème brûlée → creme-brulee),
 * other scripts kept as they are (Arabic, Devanagari and Chinese titles stay readable; browsers
 * show them and percent-encode them on the wire), lower case, words joined by hyphens.
 */
export function slugify(title: string): string {
  const words = foldForSearch(title)
    .replace(/./gu, (ch) => LATIN_LETTERS[ch] ?? ch)
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
  return clip(words) || FALLBACK_SLUG;
}

/** The n-th candidate when a slug is taken: `song`, `song-2`, `song-3`, … within the length limit. */
export function numberedSlug(slug: string, n: number): string {
  if (n <= 1) return slug;
  const suffix = `-${n}`;
  const room = LIMITS.slugMaxChars - suffix.length;
  const base = Array.from(slug).slice(0, room).join('').replace(/-+$/, '');
  return `${base}${suffix}`;
}

/** A post's public path; slugs in other scripts are percent-encoded as a link needs them. */
export const postPath = (slug: string) => `/blog/post/${encodeURIComponent(slug)}`;

/** A post's private preview, signed out, by a link staff share. */
export const previewPath = (token: string) => `/blog/preview/${encodeURIComponent(token)}`;

/** A tag's public page. */
export const tagPath = (tag: string) => `/blog/tag/${encodeURIComponent(tag)}`;
