import { z } from 'zod';
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

export function country(lettersMessage: string = M.countryLetters) {
  return z.string().trim().min(1, M.countryRequired).max(LIMITS.nameMaxChars, M.max100).regex(LETTERS_AND_SPACES, lettersMessage);
}

export const title = z.string().trim().min(1, M.titleRequired).max(LIMITS.titleMaxChars, M.titleMax);

/** Opaque identifiers we issue (documents, files): bounded and free of path tricks. */
export const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A stored file's name as we issue it: random part, timestamp, original extension. */
export const fileRef = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[a-z0-9]{1,5}$/);
