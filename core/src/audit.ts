import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * The audit log (issue 75 §5): every staff action that changes money, data or access, and every
 * read of a customer's story or files, bank-detail reveal and export. Append-only; kept six years.
 */
export const AUDIT_ACTIONS = [
  // Access
  'staff.grant',
  'staff.revoke',
  'staff.factor_enrolled',
  'staff.recovery_code_used',
  // Orders and what customers sent
  'order.read',
  'order.stage',
  'order.cancel',
  'order.deliver',
  'order.refund',
  'order.rush_refund',
  'order.lyrics',
  'order.extra_refund',
  'mail.resend',
  // The affiliate programme's money
  'affiliate.status',
  'commission.approve',
  'commission.reject',
  'payout.create',
  'payout.paid',
  'payout.export',
  'settings.programme',
  // Owned by the bank-details and privacy work: a reveal, a data export, an erasure
  'bank_details.reveal',
  'privacy.export',
  'privacy.erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['staff', 'order', 'mail', 'affiliate', 'commission', 'payout', 'settings', 'person'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGETS)[number];

export interface AuditTarget {
  kind: AuditTargetKind;
  id: string;
}

/** One line of the log, as staff read it. */
export interface AuditEntry {
  id: string;
  at: string;
  /** Who: a staff member's uid and email, or `cli` for the command line on a trusted machine. */
  actorUid: string;
  actorEmail: string;
  action: AuditAction;
  target: AuditTarget;
  /** What changed, in a few words (a stage, an amount, the reason a flag gave); never a secret. */
  detail: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The id to ask `before` for the next (older) page; null at the end. */
  next: string | null;
}

export const AUDIT_PAGE_SIZE = 50;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dayFormat);

/** The staff screen's filters: who (email), what, and a date range in UTC days, inclusive. */
export const auditQuerySchema = z
  .object({
    actor: z.string().trim().toLowerCase().max(254).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: day.optional(),
    to: day.optional(),
    before: z.string().max(100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: MESSAGES.dayRangeOrder,
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
