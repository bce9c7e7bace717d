import { emailKey, type HeldRecord, RETENTION } from '@storysong/core';
import { type ArchiveFile, jsonFile, type PersonalDataSource } from '../../platform/personal-data.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { MAIL_OUTBOX, type MailRecord } from './records.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The outbox's messages to an address: by the canonical form kept since messages carried it
 * (`toKey`), and by the address as typed for those from before (gone within `RETENTION.mailDays`).
 */
async function mailsTo(services: Services, email: string): Promise<Doc<MailRecord>[]> {
  const [byKey, byAddress] = await Promise.all([
    services.documents.query<MailRecord>(MAIL_OUTBOX, { where: [{ field: 'toKey', op: '==', value: emailKey(email) }] }),
    services.documents.query<MailRecord>(MAIL_OUTBOX, { where: [{ field: 'to', op: '==', value: email.trim() }] }),
  ]);
  const byId = new Map([...byKey, ...byAddress].map((doc) => [doc.id, doc]));
  return [...byId.values()].sort((a, b) => a.data.createdAt.localeCompare(b.data.createdAt));
}

/** A message as its reader may have it back: what it said and when, without the outbox's workings. */
function mailFile(folder: string, doc: Doc<MailRecord>): ArchiveFile {
  const { kind, to, subject, words, language, status, createdAt, sentAt } = doc.data;
  return jsonFile(`${folder}${createdAt.replace(/[:.]/g, '-')}-${kind}.json`, {
    kind,
    to,
    language,
    subject,
    words,
    status,
    createdAt,
    sentAt,
  });
}

/**
 * The messages sent to `to` that name `mention` (an order's id is in every link about it), as
 * archive files under `folder`: an order's archive holds the emails about that order, not the rest.
 */
export async function sentMailFiles(services: Services, to: string, mention: string, folder: string): Promise<ArchiveFile[]> {
  return (await mailsTo(services, to))
    .filter((doc) => JSON.stringify(doc.data.words).includes(mention))
    .map((doc) => mailFile(folder, doc));
}

/** The outbox's part of the staff Privacy page. */
export const mailPersonalData: PersonalDataSource = {
  kind: 'mails',
  async find(services, email) {
    return (await mailsTo(services, email)).map(
      (doc): HeldRecord => ({ kind: 'mails', id: doc.id, summary: doc.data.subject, at: doc.data.createdAt }),
    );
  },
  async export(services, email) {
    return (await mailsTo(services, email)).map((doc) => mailFile('emails/', doc));
  },
  async erase(services, email) {
    const mails = await mailsTo(services, email);
    for (const doc of mails) await services.documents.delete(MAIL_OUTBOX, doc.id);
    return { erased: mails.length, kept: [] };
  },
};

/** Messages the retention job deletes per run, oldest first; the rest wait for the next run. */
const MAIL_RETENTION_BATCH = 200;

/**
 * Deletes messages sent more than `RETENTION.mailDays` ago: their words and address go. On Firestore
 * the TTL policy on `expireAt` does the same within a day; this job is what the embedded store has,
 * and holds the promise on Firestore too. A message not yet sent stays until it is. Returns how many went.
 */
export async function deleteSentMail(services: Services): Promise<number> {
  const cutoff = new Date(services.clock.now() - RETENTION.mailDays * DAY_MS).toISOString();
  const old = await services.documents.query<MailRecord>(MAIL_OUTBOX, {
    where: [
      { field: 'status', op: '==', value: 'sent' },
      { field: 'sentAt', op: '<=', value: cutoff },
    ],
    orderBy: [{ field: 'sentAt', direction: 'asc' }],
    limit: MAIL_RETENTION_BATCH,
  });
  for (const doc of old) await services.documents.delete(MAIL_OUTBOX, doc.id);
  return old.length;
}

/** The instant Firestore's TTL policy may delete a message sent at `sentAtMs`: a Date, which Firestore stores as the Timestamp TTL needs. */
export const mailExpiry = (sentAtMs: number): Date => new Date(sentAtMs + RETENTION.mailDays * DAY_MS);
