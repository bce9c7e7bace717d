import { randomUUID } from 'node:crypto';
import { addMonths, emailKey, type PrivacyRequestKind, type PrivacyRequestView, RETENTION } from '@storysong/core';
import { isoNow } from '../../platform/clock.ts';
import type { Doc } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';

/** `privacy_requests/{id}`: every request for a copy or an erasure, and when it was answered (docs/privacy.md). */
export const PRIVACY_REQUESTS = 'privacy_requests';

interface PrivacyRequestRecord extends Record<string, unknown> {
  email: string;
  emailKey: string;
  kind: PrivacyRequestKind;
  source: 'staff' | 'customer';
  receivedAt: string;
  dueAt: string;
  completedAt: string | null;
  completedBy: string | null;
}

const toView = ({ id, data }: Doc<PrivacyRequestRecord>): PrivacyRequestView => ({
  id,
  email: data.email,
  kind: data.kind,
  source: data.source,
  receivedAt: data.receivedAt,
  dueAt: data.dueAt,
  completedAt: data.completedAt,
  completedBy: data.completedBy,
});

/** Records a request as it reached staff; its deadline is a calendar month after it was received. */
export async function recordRequest(
  services: Services,
  request: { email: string; kind: PrivacyRequestKind; source: 'staff' | 'customer'; receivedAt: string },
): Promise<PrivacyRequestView> {
  const record: PrivacyRequestRecord = {
    email: request.email.trim(),
    emailKey: emailKey(request.email),
    kind: request.kind,
    source: request.source,
    receivedAt: request.receivedAt,
    dueAt: addMonths(request.receivedAt, RETENTION.requestDeadlineMonths),
    completedAt: null,
    completedBy: null,
  };
  const id = randomUUID();
  await services.documents.create(PRIVACY_REQUESTS, id, record);
  return toView({ id, data: record, updateTime: '' });
}

/** The address's requests, newest first. */
export async function requestsFor(services: Services, email: string): Promise<PrivacyRequestView[]> {
  const docs = await services.documents.query<PrivacyRequestRecord>(PRIVACY_REQUESTS, {
    where: [{ field: 'emailKey', op: '==', value: emailKey(email) }],
  });
  return docs.map(toView).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

/** How many requests the log shows: the newest. */
const LOG_LENGTH = 100;

export async function recentRequests(services: Services): Promise<PrivacyRequestView[]> {
  const docs = await services.documents.query<PrivacyRequestRecord>(PRIVACY_REQUESTS, {
    orderBy: [{ field: 'receivedAt', direction: 'desc' }],
    limit: LOG_LENGTH,
  });
  return docs.map(toView);
}

/**
 * Marks the address's open requests of `kind` answered by `by` (a staff email, or null for the
 * customer's own); with none open, logs one received and answered now, so every answer is in the log.
 */
export async function completeRequests(
  services: Services,
  email: string,
  kind: PrivacyRequestKind,
  answered: { by: string | null; source: 'staff' | 'customer' },
): Promise<void> {
  const now = isoNow(services.clock);
  const open = (await requestsFor(services, email)).filter((request) => request.kind === kind && !request.completedAt);
  if (open.length === 0) {
    const logged = await recordRequest(services, { email, kind, source: answered.source, receivedAt: now });
    open.push(logged);
  }
  for (const request of open) {
    await services.documents.update(PRIVACY_REQUESTS, request.id, { completedAt: now, completedBy: answered.by });
  }
}
