import type {
  AffiliateStatus,
  OrderStage,
  PaymentStatus,
  PostStatus,
  RefundState,
  RefundStatus,
  TransactionStatus,
} from '@storysong/core';

interface StatusesByKind {
  payment: PaymentStatus;
  refund: RefundState;
  refundRequest: RefundStatus;
  stage: OrderStage;
  transaction: TransactionStatus;
  affiliate: AffiliateStatus;
  post: PostStatus;
}
export type StatusKind = keyof StatusesByKind;

/**
 * The one colour of each status the app shows, to staff, affiliates and customers alike. Red means
 * a problem (a failed payment, a rejected commission), never a good end such as a paid-out
 * commission; yellow waits on someone; green and teal are good or done; gray ended, nothing to do.
 */
export const STATUS_COLOURS: { [K in StatusKind]: Record<StatusesByKind[K], string> } = {
  payment: { awaiting_payment: 'yellow', paid: 'green', cancelled: 'gray', failed: 'red' },
  // Orange: money went back but the order still stands; a full refund ended it.
  refund: { none: 'green', partial: 'orange', full: 'gray' },
  refundRequest: { requested: 'yellow', succeeded: 'green', failed: 'red' },
  stage: { received: 'blue', in_production: 'grape', delivered: 'teal', cancelled: 'gray' },
  transaction: { pending: 'yellow', approved: 'green', paid_out: 'teal', rejected: 'red' },
  affiliate: { active: 'green', suspended: 'yellow' },
  post: { draft: 'gray', published: 'green' },
};
