import type { AdminProfile } from '@storysong/core';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';

export const ADMIN_USERS = 'admin_users';
/** One document per UK day the staff's morning email was considered (docs/data-model.md `production_digests`), so it goes out once a day whoever runs the job. */
export const PRODUCTION_DIGESTS = 'production_digests';

export interface ProductionDigestRecord extends Record<string, unknown> {
  /** The UK calendar day, also the document's id. */
  day: string;
  ranAt: string;
  overdue: number;
  soon: number;
  /** Conversations waiting for our reply for more than a business day (absent on days before they were counted). */
  conversations?: number;
  /** Staff emailed; 0 when nothing was due (then nothing is sent). */
  recipients: number;
}

/** docs/data-model.md `admin_users`, keyed by Firebase uid. */
export interface AdminUserRecord extends Record<string, unknown> {
  email: string;
  displayName: string;
  lastLogin: string | null;
  notifyNewOrders: boolean;
  /** Absent on rows from before it existed: on, as for a new member of staff. */
  notifyMessages?: boolean;
}

export function toProfile(uid: string, record: AdminUserRecord): AdminProfile {
  return {
    uid,
    email: record.email,
    displayName: record.displayName,
    notifyNewOrders: record.notifyNewOrders,
    notifyMessages: record.notifyMessages !== false,
    lastLogin: record.lastLogin,
  };
}

/** Creates or refreshes a staff member's row, keeping what they chose in settings. */
export async function upsertAdminUser(
  services: Services,
  uid: string,
  patch: Partial<AdminUserRecord> & { email: string },
): Promise<AdminUserRecord> {
  return services.documents.transaction(async (tx) => {
    const existing = await tx.get<AdminUserRecord>(ADMIN_USERS, uid);
    const record: AdminUserRecord = {
      displayName: '',
      lastLogin: null,
      notifyNewOrders: true,
      notifyMessages: true,
      ...existing?.data,
      ...patch,
    };
    tx.set(ADMIN_USERS, uid, record);
    return record;
  });
}

/**
 * Emails of staff by uid, for joining authors onto posts and testimonials. Reads admin_users,
 * falling back to Firebase Auth for a staff member who has not opened a session yet.
 */
export async function staffEmails(services: Services, uids: Iterable<string>): Promise<Map<string, string>> {
  const emails = new Map<string, string>();
  for (const uid of new Set(uids)) {
    const row = await services.documents.get<AdminUserRecord>(ADMIN_USERS, uid);
    const email = row?.data.email ?? (await services.identity.get(uid))?.email ?? '';
    emails.set(uid, email);
  }
  return emails;
}

export interface StaffRecipient {
  email: string;
  displayName: string;
}

/**
 * Staff who switched on "email notifications for new stories" in Settings and still hold the admin
 * claim: a former staff member's row stays behind when the claim is revoked, and customers' names,
 * addresses and notes must not follow them. Auth knows the claim. Asked before the caller's
 * transaction, never inside it: a transaction waits on no other service, since the embedded store
 * holds every other write back while one runs (when payments stopped asking Auth inside theirs,
 * test:load's p99 fell to 0.70× of what it was, in one run) and Firestore may run one again.
 */
export async function staffNotifiedOfNewOrders(services: Pick<Services, 'documents' | 'identity'>): Promise<StaffRecipient[]> {
  const rows = await services.documents.query<AdminUserRecord>(ADMIN_USERS, {
    where: [{ field: 'notifyNewOrders', op: '==', value: true }],
  });
  return currentStaff(services, rows);
}

/** Rows read to find who is told of messages: a team is far smaller. */
const STAFF_LIMIT = 500;

/**
 * Staff told of a conversation handed to the team or a contact message: those who left "email me
 * about new messages" on in Settings (rows from before it existed have it on) and still hold the
 * admin claim, for the same reason as staffNotifiedOfNewOrders, whose rule about transactions holds here too.
 */
export async function staffNotifiedOfMessages(services: Pick<Services, 'documents' | 'identity'>): Promise<StaffRecipient[]> {
  // Not a where on the field: Firestore's equality never matches a row without it.
  const rows = await services.documents.query<AdminUserRecord>(ADMIN_USERS, { limit: STAFF_LIMIT });
  return currentStaff(
    services,
    rows.filter((row) => row.data.notifyMessages !== false),
  );
}

/** Every current member of staff but one: who is told when that one's actions look like a stolen session's. */
export async function otherStaff(services: Pick<Services, 'documents' | 'identity'>, uid: string): Promise<StaffRecipient[]> {
  const rows = await services.documents.query<AdminUserRecord>(ADMIN_USERS, { limit: STAFF_LIMIT });
  return currentStaff(
    services,
    rows.filter((row) => row.id !== uid),
  );
}

async function currentStaff({ identity }: Pick<Services, 'identity'>, rows: Doc<AdminUserRecord>[]): Promise<StaffRecipient[]> {
  const current = await Promise.all(
    rows.map(async (row) => (row.data.email ? (await identity.get(row.id))?.claims.admin === true : false)),
  );
  return rows.filter((_, i) => current[i]).map((row) => ({ email: row.data.email, displayName: row.data.displayName }));
}
