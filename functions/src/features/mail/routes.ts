import type { MailResendResult, UndeliveredMail } from '@storysong/core';
import { Hono } from 'hono';
import { requireAdmin } from '../../platform/auth.ts';
import type { AppEnv } from '../../platform/env.ts';
import { notFound } from '../../platform/errors.ts';
import { isDocumentId } from '../../ports/documents/port.ts';
import type { Services } from '../../services.ts';
import { auditLog } from '../audit/exports.ts';
import { attemptDelivery } from './outbox.ts';
import { MAIL_OUTBOX, type MailRecord } from './records.ts';

const LISTED = 100;

const toUndelivered = (id: string, m: MailRecord): UndeliveredMail => ({
  id,
  kind: m.kind,
  to: m.to,
  subject: m.subject,
  attempts: m.attempts,
  lastError: m.lastError,
  nextAttemptAt: m.nextAttemptAt,
  createdAt: m.createdAt,
});

/** /api/admin/mail: staff see the messages that failed to go out (newest first) and send one again now. */
export function adminMailRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const audit = auditLog(services);
  routes.get('/', requireAdmin, async (c) => {
    const failing = await services.documents.query<MailRecord>(MAIL_OUTBOX, {
      where: [{ field: 'status', op: '==', value: 'failing' }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: LISTED,
    });
    return c.json(failing.map((doc) => toUndelivered(doc.id, doc.data)));
  });
  routes.post('/:id/resend', requireAdmin, async (c) => {
    const id = c.req.param('id');
    if (!isDocumentId(id) || !(await services.documents.get(MAIL_OUTBOX, id))) throw notFound('Message not found');
    const result: MailResendResult = { outcome: await attemptDelivery(services, id, { dueOnly: false }) };
    await audit(c, { action: 'mail.resend', target: { kind: 'mail', id }, detail: result.outcome });
    return c.json(result);
  });
  return routes;
}
