import { createHash, randomBytes } from 'node:crypto';
import { STAFF_SECURITY } from '@storysong/core';
import type { DocumentStore } from '../ports/documents/port.ts';
import type { Clock } from './clock.ts';

export const STAFF_SESSIONS = 'staff_sessions';

/** Stored under the hash of its id: the store never holds what the browser sends. */
export interface StaffSessionRecord {
  [key: string]: unknown;
  uid: string;
  createdAt: string;
  lastSeenAt: string;
  /** When the second factor was last proved in this session (at its start, then each step-up). */
  factorAt: string;
}

export type StaffSessionCheck =
  | { live: true; id: string; record: StaffSessionRecord; factorRecent: boolean }
  | { live: false; reason: 'missing' | 'expired' | 'idle' };

/** Writing lastSeenAt on every request would double each staff request's cost; a minute is fine-grained enough for a 30-minute idle limit. */
const TOUCH_EVERY_MS = 60_000;

/** Ended sessions the sweep deletes per run; the rest go on the next. */
const SWEEP_BATCH = 200;

const hashOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');
const ms = (iso: string) => Date.parse(iso);

/**
 * Staff sessions opened by the second factor: a random 256-bit id the browser holds, ended 12
 * hours after it was opened or 30 minutes after the last staff request.
 */
export class StaffSessions {
  constructor(
    private readonly documents: DocumentStore,
    private readonly clock: Clock,
  ) {}

  async open(uid: string): Promise<{ sessionId: string; expiresAt: string }> {
    const sessionId = randomBytes(32).toString('base64url');
    const now = new Date(this.clock.now()).toISOString();
    const record: StaffSessionRecord = { uid, createdAt: now, lastSeenAt: now, factorAt: now };
    await this.documents.create(STAFF_SESSIONS, hashOf(sessionId), record);
    return { sessionId, expiresAt: new Date(this.clock.now() + STAFF_SECURITY.sessionMaxMs).toISOString() };
  }

  /** The session this id names for this staff member, if it is still live; a live one counts as used now. */
  async check(sessionId: string, uid: string): Promise<StaffSessionCheck> {
    if (!sessionId) return { live: false, reason: 'missing' };
    const id = hashOf(sessionId);
    const doc = await this.documents.get<StaffSessionRecord>(STAFF_SESSIONS, id);
    if (!doc || doc.data.uid !== uid) return { live: false, reason: 'missing' };
    const now = this.clock.now();
    const ended =
      now - ms(doc.data.createdAt) >= STAFF_SECURITY.sessionMaxMs
        ? 'expired'
        : now - ms(doc.data.lastSeenAt) >= STAFF_SECURITY.sessionIdleMs
          ? 'idle'
          : null;
    if (ended) {
      await this.documents.delete(STAFF_SESSIONS, id);
      return { live: false, reason: ended };
    }
    const factorRecent = now - ms(doc.data.factorAt) < STAFF_SECURITY.recentFactorMs;
    if (now - ms(doc.data.lastSeenAt) >= TOUCH_EVERY_MS) {
      const lastSeenAt = new Date(now).toISOString();
      await this.documents.update(STAFF_SESSIONS, id, { lastSeenAt });
      return { live: true, id, record: { ...doc.data, lastSeenAt }, factorRecent };
    }
    return { live: true, id, record: doc.data, factorRecent };
  }

  /** The second factor was proved again in this session (a step-up). */
  async refreshFactor(id: string): Promise<void> {
    await this.documents.update(STAFF_SESSIONS, id, { factorAt: new Date(this.clock.now()).toISOString() });
  }

  async end(id: string): Promise<void> {
    await this.documents.delete(STAFF_SESSIONS, id);
  }

  /**
   * Deletes the sessions that ended without a sign-out (a closed tab, a lost laptop): every one
   * unused for the idle limit, which a session past its 12 hours also is once nobody uses it. A
   * session still in use past them is ended by its next check. How many went.
   */
  async sweep(): Promise<number> {
    const idleSince = new Date(this.clock.now() - STAFF_SECURITY.sessionIdleMs).toISOString();
    const ended = await this.documents.query(STAFF_SESSIONS, {
      where: [{ field: 'lastSeenAt', op: '<=', value: idleSince }],
      limit: SWEEP_BATCH,
    });
    await Promise.all(ended.map((doc) => this.documents.delete(STAFF_SESSIONS, doc.id)));
    return ended.length;
  }

  /** Ends every session of this staff member (offboarding); how many there were. */
  async endAll(uid: string): Promise<number> {
    const sessions = await this.documents.query(STAFF_SESSIONS, { where: [{ field: 'uid', op: '==', value: uid }] });
    await Promise.all(sessions.map((doc) => this.documents.delete(STAFF_SESSIONS, doc.id)));
    return sessions.length;
  }
}
