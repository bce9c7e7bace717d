import { z } from 'zod';
import type { ExtraId } from '../catalogue.ts';
import { type BucketName, LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import { email, fileRef, id, STRICT_EMAIL } from './fields.ts';

/**
 * What staff send to deliver an order: the uploaded song (its file id from the `songs` bucket), the
 * lyrics, and the song's length in seconds as staff's browser read it from the file (absent when it
 * could not), so the song's pages can show it without fetching the audio.
 */
export const songDeliverySchema = z.object({
  songFile: z.string().min(1, M.songRequired).pipe(fileRef),
  lyrics: z.string().trim().max(LIMITS.lyricsMaxChars, M.lyricsMax),
  durationSeconds: z
    .number(M.songLengthUnreadable)
    .positive(M.songLengthUnreadable)
    .max(LIMITS.songMaxSeconds, M.songLengthUnreadable)
    .optional(),
});
export type SongDeliveryInput = z.infer<typeof songDeliverySchema>;

/** The extras that arrive as files of their own, after the song, and the bucket each is uploaded to. */
export const EXTRA_FILE_BUCKETS = { video: 'videos', instrumental: 'songs' } as const satisfies Partial<
  Record<ExtraId, BucketName>
>;
export type ExtraFileId = keyof typeof EXTRA_FILE_BUCKETS;
export const EXTRA_FILE_IDS = Object.keys(EXTRA_FILE_BUCKETS) as [ExtraFileId, ...ExtraFileId[]];

/** What staff send to deliver an extra's file: which extra, and the uploaded file's id in its bucket. */
export const extraFileDeliverySchema = z.object({
  extra: z.enum(EXTRA_FILE_IDS, { error: M.extraUnknown }),
  file: z.string().min(1, M.extraFileRequired).pipe(fileRef),
});
export type ExtraFileDeliveryInput = z.infer<typeof extraFileDeliverySchema>;

/** A delivered extra's file as the order and gift pages get it: a signed, expiring URL to play and keep. */
export interface DeliveredExtraFile {
  extra: ExtraFileId;
  url: string;
  /** What a download is saved as. */
  fileName: string;
  deliveredAt: string;
}

/** The customer's secret link, as the order page holds it, to act on their own order. */
export const orderLinkSchema = z.object({ order: id, token: z.string().min(1).max(128) });
export type OrderLink = z.infer<typeof orderLinkSchema>;

/** "Find my order": the address the orders were placed with, and the CAPTCHA's token. */
export const findOrderSchema = z.object({
  email: email(M.emailRequired, STRICT_EMAIL),
  captchaToken: z.string().min(1, M.captchaRequired).max(4096),
});
export type FindOrderInput = z.infer<typeof findOrderSchema>;

/** The title the customer gives their song; the order page's form and the route parse it alike. */
export const songTitleSchema = z.object({
  title: z.string().trim().min(1, M.songTitleRequired).max(LIMITS.songTitleMaxChars, M.songTitleMax),
});
export type SongTitleInput = z.infer<typeof songTitleSchema>;

/** A new song title as the order page sends it: the secret link and the title. */
export const songTitleRequestSchema = orderLinkSchema.extend(songTitleSchema.shape);

/** What the customer writes to ask for a revision; the order page's form and the route parse it alike. */
export const revisionNotesSchema = z.object({
  notes: z
    .string()
    .trim()
    .min(LIMITS.revisionNotesMinChars, M.revisionNotesMin)
    .max(LIMITS.revisionNotesMaxChars, M.revisionNotesMax),
});
export type RevisionNotesInput = z.infer<typeof revisionNotesSchema>;

/** A revision request as the order page sends it: the secret link and the notes. */
export const revisionRequestSchema = orderLinkSchema.extend(revisionNotesSchema.shape);

/** A delivered song as its listeners get it: a signed, expiring audio URL and the words. */
export interface DeliveredSong {
  /** 1 for the first delivery, then one more for each revision delivered. */
  version: number;
  audioUrl: string;
  /** What a download is saved as. */
  fileName: string;
  lyrics: string;
  deliveredAt: string;
  /** The song's length in seconds, when staff's browser could read it at delivery. */
  durationSeconds: number | null;
}

/** The gift page of a song: the song and which suite it is, nothing about the customer. */
export interface SongShareView {
  productId: string;
  productName: string;
  /** The title the customer chose; null until they choose one (the page then names the suite). */
  title: string | null;
  /** The customer's photo from the brief (a stable address that answers with it), or null for the default artwork. */
  coverUrl: string | null;
  song: DeliveredSong;
  /** Versions delivered before this one, newest first. */
  earlierSongs: DeliveredSong[];
  /** The extras delivered as files of their own (the lyric video, the instrumental); absent from views cached before them. */
  extraFiles?: DeliveredExtraFile[];
}

export interface ShareLinkResult {
  shareId: string;
}
