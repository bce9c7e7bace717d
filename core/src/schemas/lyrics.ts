import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import { orderLinkSchema } from './delivery.ts';

/** A lyric draft as staff send it from the order drawer; the drawer's form and the route parse it alike. */
export const lyricDraftSchema = z.object({
  text: z.string().trim().min(1, M.lyricDraftRequired).max(LIMITS.lyricsMaxChars, M.lyricsMax),
});
export type LyricDraftInput = z.infer<typeof lyricDraftSchema>;

/** What the customer writes to ask for changes to a draft; the order page's form and the route parse it alike. */
export const lyricChangesSchema = z.object({
  notes: z.string().trim().min(LIMITS.lyricNotesMinChars, M.lyricNotesMin).max(LIMITS.lyricNotesMaxChars, M.lyricNotesMax),
});
export type LyricChangesInput = z.infer<typeof lyricChangesSchema>;

/**
 * The customer's answer as the order page sends it: the secret link, which draft it answers (1 for the
 * first, so an answer to a draft that was since approved for them is refused), and approval or changes.
 */
const answered = orderLinkSchema.extend({ round: z.number().int().min(1).max(100) });
export const lyricAnswerRequestSchema = z.discriminatedUnion('kind', [
  answered.extend({ kind: z.literal('approved') }),
  answered.extend({ kind: z.literal('changes'), ...lyricChangesSchema.shape }),
]);
export type LyricAnswerRequest = z.infer<typeof lyricAnswerRequestSchema>;
