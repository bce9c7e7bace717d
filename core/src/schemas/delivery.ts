import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';
import { fileRef, id } from './fields.ts';

/** What staff send to deliver an order: the uploaded song (its file id from the `songs` bucket) and the lyrics. */
export const songDeliverySchema = z.object({
  songFile: z.string().min(1, M.songRequired).pipe(fileRef),
  lyrics: z.string().trim().max(LIMITS.lyricsMaxChars, M.lyricsMax),
});
export type SongDeliveryInput = z.infer<typeof songDeliverySchema>;

/** The customer's secret link, as the order page holds it, to act on their own order. */
export const orderLinkSchema = z.object({ order: id, token: z.string().min(1).max(128) });
export type OrderLink = z.infer<typeof orderLinkSchema>;

/** A delivered song as its listeners get it: a signed, expiring audio URL and the words. */
export interface DeliveredSong {
  audioUrl: string;
  /** What a download is saved as. */
  fileName: string;
  lyrics: string;
  deliveredAt: string;
}

/** The gift page of a song: the song and which suite it is, nothing about the customer. */
export interface SongShareView {
  productId: string;
  productName: string;
  song: DeliveredSong;
}

export interface ShareLinkResult {
  shareId: string;
}
