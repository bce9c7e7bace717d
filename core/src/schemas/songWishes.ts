import { z } from 'zod';
import { VOICES, type Voice } from '../enums.ts';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import { fileRef } from './fields.ts';

/** Free text the customer may leave empty: empty is no answer, not an empty one. */
function optionalText(maxChars: number, message: string) {
  return z
    .string()
    .trim()
    .max(maxChars, message)
    .optional()
    .transform((value) => value || undefined);
}

/**
 * A name to be sung: the name as written, how to say it (a phonetic spelling), and maybe a
 * recording of it said aloud (a voice-notes upload, claimed by the order as the voice note is).
 */
export const sungNameSchema = z.object({
  name: z.string().trim().min(1, M.sungNameRequired).max(LIMITS.nameMaxChars, M.max100),
  pronunciation: optionalText(LIMITS.pronunciationMaxChars, M.pronunciationMax),
  recording: fileRef.optional(),
});

/** What makes the song theirs, asked on the wizard's relationship step; every field optional. */
export const songWishesShape = {
  voice: z.enum(VOICES, { error: M.voiceUnknown }).optional(),
  names: z.array(sungNameSchema).max(LIMITS.sungNamesMax, M.sungNamesMax).optional(),
  mustInclude: optionalText(LIMITS.mustIncludeMaxChars, M.mustIncludeMax),
  avoid: optionalText(LIMITS.avoidMaxChars, M.avoidMax),
};

/** A name as lists and the CSV show it. */
export interface SungName {
  name: string;
  /** How to say it; null when the customer gave no spelling. */
  pronunciation: string | null;
}

/** A name as the order page and the staff drawer show it, its recording as a short-lived link. */
export interface HeardName extends SungName {
  recordingUrl: string | null;
}

/** The customer's wishes for the song, each null (or no names) when they gave none. */
export interface SongWishes<Name extends SungName = SungName> {
  voice: Voice | null;
  names: Name[];
  mustInclude: string | null;
  avoid: string | null;
}

/** Whether the customer asked anything of the song beyond its story. */
export const hasWishes = ({ voice, names, mustInclude, avoid }: SongWishes): boolean =>
  voice !== null || names.length > 0 || mustInclude !== null || avoid !== null;
