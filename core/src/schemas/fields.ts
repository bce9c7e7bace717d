import { z } from 'zod';
import { findCountry } from '../countries.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import './errorMap.ts';

/** Basic pattern used by the wizard, consultation and contact forms. */
export const BASIC_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Stricter pattern used by forgot-password and accounts. */
export const STRICT_EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
export const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

export const fullName = z.string().trim().min(1, M.fullNameRequired).max(LIMITS.nameMaxChars, M.max100);

export function email(requiredMessage: string = M.emailRequired, pattern: RegExp = BASIC_EMAIL) {
  return z.string().trim().min(1, requiredMessage).max(254, M.emailInvalid).regex(pattern, M.emailInvalid);
}

/**
 * A country, stored as its ISO 3166-1 alpha-2 code. The picker sends the code; a full name in any
 * site language (typed and not picked, or sent by an API client) is taken as its country. Text that
 * names none keeps the spec's message for characters other than letters and spaces.
 */
export function country(lettersMessage: string = M.countryLetters) {
  return z
    .string()
    .trim()
    .min(1, M.countryRequired)
    .max(LIMITS.nameMaxChars, M.max100)
    .transform((value, ctx) => {
      const code = findCountry(value);
      if (code) return code;
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: LETTERS_AND_SPACES.test(value) ? M.countryUnknown : lettersMessage,
      });
      return z.NEVER;
    });
}

export const title = z.string().trim().min(1, M.titleRequired).max(LIMITS.titleMaxChars, M.titleMax);

/** Opaque identifiers we issue (documents, files): bounded and free of path tricks. */
export const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A stored file's name as we issue it: random part, timestamp, original extension. */
export const fileRef = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,5}$/);
