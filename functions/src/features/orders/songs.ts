import { randomBytes } from 'node:crypto';
import { type DeliveredSong, type GiftPageView, revealPending, songCoverPath } from '@storysong/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../../platform/client.ts';
import type { AppEnv } from '../../platform/env.ts';
import { notFound } from '../../platform/errors.ts';
import { parse } from '../../platform/request.ts';
import type { Services } from '../../services.ts';
import { extraFilesOf } from './extra-files.ts';
import { ORDERS, type OrderRecord, type SongRecord } from './records.ts';

export const SONG_LIMIT = { name: 'song-page', max: 60, windowMs: 60_000 };
const shareIdField = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

/** A fresh gift-page id: 24 random bytes, so a link can be neither guessed nor walked. */
export const newShareId = () => randomBytes(24).toString('base64url');

export const versionOf = (song: SongRecord): number => song.version ?? 1;

/** One version of the song as listeners get it, with a signed link that expires (the bucket is private). */
async function songView(services: Services, order: OrderRecord, song: SongRecord): Promise<DeliveredSong> {
  const extension = song.file.split('.').pop() ?? 'mp3';
  const slug =
    order.productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'song';
  const version = versionOf(song);
  return {
    version,
    audioUrl: await services.files.signDownload('songs', song.file),
    fileName: version === 1 ? `${slug}.${extension}` : `${slug}-v${version}.${extension}`,
    lyrics: song.lyrics,
    deliveredAt: song.deliveredAt,
    durationSeconds: song.durationSeconds ?? null,
  };
}

/** The newest version of the order's song, or null before delivery. */
export async function deliveredSong(services: Services, order: OrderRecord): Promise<DeliveredSong | null> {
  return order.song ? songView(services, order, order.song) : null;
}

/** The versions delivered before the newest, newest first. */
export async function earlierSongs(services: Services, order: OrderRecord): Promise<DeliveredSong[]> {
  const earlier = [...(order.earlierSongs ?? [])].reverse();
  return Promise.all(earlier.map((song) => songView(services, order, song)));
}

/** The cover photo's stable address, or null when the brief had no photo (the page shows the default artwork). */
const coverPath = (order: OrderRecord & { shareId?: string | null }) =>
  order.profilePicture && order.shareId ? songCoverPath(order.shareId) : null;

/**
 * The gift page's song, without the customer's name, email or story; null before delivery. Before a
 * scheduled reveal, only its countdown: no version of the song, its lyrics nor a link to its audio
 * leaves the server until the moment the customer chose.
 */
export async function songShareView(services: Services, order: OrderRecord): Promise<GiftPageView | null> {
  if (!order.song) return null;
  const about = {
    productId: order.productId,
    productName: order.productName,
    title: order.songTitle ?? null,
    coverUrl: coverPath(order),
  };
  const now = services.clock.now();
  if (order.reveal && revealPending(order.reveal, now)) {
    const { revealAt, timeZone } = order.reveal;
    return { ...about, song: null, revealAt, timeZone, serverNow: new Date(now).toISOString() };
  }
  const song = await deliveredSong(services, order);
  if (!song) return null;
  return { ...about, song, earlierSongs: await earlierSongs(services, order), extraFiles: await extraFilesOf(services, order) };
}

/** The delivered order behind a gift-page id; unknown, revoked and undelivered ids are alike. */
export async function orderForShareId(services: Services, shareId: string) {
  if (!shareIdField.safeParse(shareId).success) return null;
  const [order] = await services.documents.query<OrderRecord>(ORDERS, {
    where: [{ field: 'shareId', op: '==', value: shareId }],
    limit: 1,
  });
  return order?.data.song ? order : null;
}

/** GET /api/songs/{shareId}: the gift page's song, without the customer's name, email or story. */
export function songRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.get('/:shareId', async (c) => {
    await services.rateLimiter.enforce(SONG_LIMIT, clientAddress(c, services));
    const order = await orderForShareId(services, parse(z.string().max(128), c.req.param('shareId')));
    const view = order && (await songShareView(services, order.data));
    if (!view) throw notFound('This song link is no longer available');
    c.header('Cache-Control', 'private, no-store');
    return c.json(view);
  });
  // The photo behind the stable cover address, through a short-lived signed link (the bucket is private).
  routes.get('/:shareId/cover', async (c) => {
    await services.rateLimiter.enforce(SONG_LIMIT, clientAddress(c, services));
    const order = await orderForShareId(services, parse(z.string().max(128), c.req.param('shareId')));
    const photo = order?.data.profilePicture;
    if (!photo) throw notFound('This song has no cover photo');
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(await services.files.signDownload('profile-pictures', photo), 302);
  });
  return routes;
}
