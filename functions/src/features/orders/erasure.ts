import {
  addDays,
  type BucketName,
  EXTRA_FILE_BUCKETS,
  EXTRA_FILE_IDS,
  emailKey,
  type HeldRecord,
  type OrderPrivacyView,
  RETENTION,
} from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import { type ArchiveFile, jsonFile, type PersonalDataSource } from '../../platform/personal-data.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { sentMailFiles } from '../mail/exports.ts';
import { type LyricDraftRecord, ORDERS, type OrderRecord } from './records.ts';
import { nameRecordings } from './song-wishes.ts';

/** Why an order is erased: the customer's own request, a staff erasure, the retention job's (delivered or unpaid). */
export type ErasureReason = 'customer' | 'staff' | 'retention' | 'unpaid';

/** Every file an order holds: the brief's photo, voice note and names' recordings, the lyric video's photos, the extras delivered, and each version of the song. */
export function filesOf(order: OrderRecord): { bucket: BucketName; name: string; archiveName: string }[] {
  const files: { bucket: BucketName; name: string; archiveName: string }[] = [];
  if (order.profilePicture) files.push({ bucket: 'profile-pictures', name: order.profilePicture, archiveName: 'photo' });
  if (order.voiceNote) files.push({ bucket: 'voice-notes', name: order.voiceNote, archiveName: 'voice-note' });
  for (const [index, recording] of nameRecordings(order).entries()) {
    files.push({ bucket: 'voice-notes', name: recording, archiveName: `name-recording-${index + 1}` });
  }
  for (const [index, name] of (order.videoPhotos ?? []).entries()) {
    files.push({ bucket: 'profile-pictures', name, archiveName: `video-photo-${index + 1}` });
  }
  for (const extra of EXTRA_FILE_IDS) {
    const delivered = order.extraFiles?.[extra];
    if (delivered) files.push({ bucket: EXTRA_FILE_BUCKETS[extra], name: delivered.file, archiveName: extra });
  }
  for (const song of [...(order.earlierSongs ?? []), ...(order.song ? [order.song] : [])]) {
    files.push({ bucket: 'songs', name: song.file, archiveName: `song-v${song.version ?? 1}` });
  }
  return files;
}

/**
 * Whether the order's story and files may be erased now: not while the song is being made from them
 * (paid, not delivered, not cancelled); the customer asks staff to cancel first.
 */
export const erasable = (order: OrderRecord): boolean =>
  !(order.paymentStatus === 'paid' && (order.stage === 'received' || order.stage === 'in_production'));

/**
 * What an erased order keeps: its accounting record (suite, amounts, dates, payments, refunds,
 * disputes, the country for the tax on the sale) and the consent it was placed with. Everything that
 * names or describes the customer, or the person the song is for, goes.
 */
function erasedFields(now: string): Partial<OrderRecord> {
  return {
    customerName: '',
    customerEmail: '',
    customerEmailKey: '',
    story: '',
    relationship: '',
    profilePicture: null,
    voiceNote: null,
    voice: null,
    names: [],
    mustInclude: null,
    avoid: null,
    videoPhotos: [],
    extraFiles: {},
    song: null,
    earlierSongs: [],
    songTitle: null,
    shareId: null,
    occasion: null,
    reveal: null,
    assigneeUid: null,
    retentionDueAt: null,
    retentionNoticeAt: null,
    erasureRequest: null,
    erasedAt: now,
    updatedAt: now,
  };
}

/**
 * Deletes an order's story, files and personal details, leaving its accounting record. Files go
 * first: a run that stops half-way leaves the order as it was, and the next deletes the rest (a
 * missing file is no error). Then one transaction writes the erased order, unless it was erased
 * meanwhile or `stillDue` says the reason no longer holds (the customer kept it in between).
 * Returns whether this call erased it.
 */
export async function eraseOrder(
  services: Services,
  orderId: string,
  reason: ErasureReason,
  stillDue: (order: OrderRecord) => boolean = () => true,
): Promise<boolean> {
  const before = await services.documents.get<OrderRecord>(ORDERS, orderId);
  if (!before || before.data.erasedAt || !stillDue(before.data)) return false;
  for (const file of filesOf(before.data)) await services.files.delete(file.bucket, file.name);
  const erased = await services.documents.transaction(async (tx) => {
    const order = await tx.get<OrderRecord>(ORDERS, orderId);
    if (!order || order.data.erasedAt || !stillDue(order.data)) return false;
    tx.update(ORDERS, orderId, {
      ...erasedFields(isoNow(services.clock)),
      revisions: (order.data.revisions ?? []).map((revision) => ({ ...revision, notes: '' })),
      // The lyrics tell the story as the song does; their dates stay, as they moved the promised date.
      ...(order.data.lyricDrafts && { lyricDrafts: order.data.lyricDrafts.map(erasedLyricDraft) }),
    });
    return true;
  });
  if (erased) services.log.info('order_erased', { orderId, reason });
  return erased;
}

function erasedLyricDraft(draft: LyricDraftRecord): LyricDraftRecord {
  return { ...draft, text: '', answer: draft.answer && { ...draft.answer, notes: draft.answer.notes === null ? null : '' } };
}

/** The customer's orders by the canonical form of their address, oldest first. */
export async function ordersOfEmail(services: Services, email: string): Promise<Doc<OrderRecord>[]> {
  const orders = await services.documents.query<OrderRecord>(ORDERS, {
    where: [{ field: 'customerEmailKey', op: '==', value: emailKey(email) }],
  });
  return orders.sort((a, b) => a.data.createdAt.localeCompare(b.data.createdAt));
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
};

/** The order as its customer may read it: everything but the secrets that open it. */
function orderForArchive(orderId: string, order: OrderRecord) {
  const { statusToken: _token, links: _links, erasureRequest: _request, checkoutSessions: _sessions, ...rest } = order;
  return { orderId, ...rest };
}

/**
 * One order's part of a data archive, under `folder`: the order, the story as text, every file it
 * still holds, and the emails sent about it.
 */
export async function orderArchive(services: Services, orderId: string, order: OrderRecord, folder = ''): Promise<ArchiveFile[]> {
  const files: ArchiveFile[] = [jsonFile(`${folder}order.json`, orderForArchive(orderId, order))];
  if (order.story) files.push({ path: `${folder}story.txt`, bytes: new TextEncoder().encode(`${order.story}\n`) });
  order.lyricDrafts?.forEach((draft, index) => {
    if (draft.text) files.push({ path: `${folder}lyrics-${index + 1}.txt`, bytes: new TextEncoder().encode(`${draft.text}\n`) });
  });
  for (const file of filesOf(order)) {
    const [bytes, stored] = await Promise.all([
      services.files.read(file.bucket, file.name),
      services.files.stat(file.bucket, file.name),
    ]);
    if (!bytes) continue;
    const extension = EXTENSIONS[stored?.contentType ?? ''] ?? 'bin';
    files.push({ path: `${folder}${file.archiveName}.${extension}`, bytes });
  }
  if (order.customerEmail) files.push(...(await sentMailFiles(services, order.customerEmail, orderId, `${folder}emails/`)));
  return files;
}

const heldOrder = (doc: Doc<OrderRecord>): HeldRecord => ({
  kind: 'orders',
  id: doc.id,
  summary: `${doc.data.productName} · ${doc.data.paymentStatus} · ${doc.data.stage}`,
  at: doc.data.createdAt,
  ...(!erasable(doc.data) && { keptBecause: 'in_production' as const }),
});

/** The orders' part of the staff Privacy page: find, export and erase a customer's orders by email. */
export const ordersPersonalData: PersonalDataSource = {
  kind: 'orders',
  async find(services, email) {
    return (await ordersOfEmail(services, email)).map(heldOrder);
  },
  async export(services, email) {
    const files: ArchiveFile[] = [];
    for (const doc of await ordersOfEmail(services, email)) {
      files.push(...(await orderArchive(services, doc.id, doc.data, `orders/${doc.id}/`)));
    }
    return files;
  },
  async erase(services, email) {
    let erased = 0;
    const kept: HeldRecord[] = [];
    for (const doc of await ordersOfEmail(services, email)) {
      if (!erasable(doc.data)) kept.push(heldOrder(doc));
      else if (await eraseOrder(services, doc.id, 'staff', erasable)) erased += 1;
    }
    return { erased, kept };
  },
};

/** Where the order's story and files stand, for its private page (docs/privacy.md). */
export function orderPrivacyView(order: OrderRecord): OrderPrivacyView {
  const erasedAt = order.erasedAt ?? null;
  const due = order.retentionDueAt ?? null;
  return {
    erasedAt,
    // Before the notice, `retentionDueAt` is when it goes out; after it, when the files go.
    deleteAfter: erasedAt || !due ? null : order.retentionNoticeAt ? due : addDays(due, RETENTION.answerDays),
    asked: !erasedAt && !!order.retentionNoticeAt,
    canKeep: !erasedAt && !!order.song,
    canErase: !erasedAt && erasable(order),
  };
}
