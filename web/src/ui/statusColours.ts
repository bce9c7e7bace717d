import { DEFAULT_THEME } from '@mantine/core';
import type {
  AffiliateStatus,
  ConversationStatus,
  DueGroup,
  OrderStage,
  PaymentStatus,
  PayoutStatus,
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
  /** A revision the customer asked for that is not delivered yet. */
  revision: 'requested';
  /** An order paid with rush delivery. */
  rush: 'rush';
  /** A lyric draft waiting for the customer's approval. */
  lyrics: 'waiting';
  /** How close an open order's due date is (the production board's groups). */
  due: DueGroup;
  transaction: TransactionStatus;
  affiliate: AffiliateStatus;
  post: PostStatus;
  payout: PayoutStatus;
  /** A customer's testimonial from their song page: waiting for staff, or published. */
  testimonial: 'awaiting' | 'approved';
  conversation: ConversationStatus;
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
  // Orange like a partial refund: the order stands, but someone asked for more of it.
  revision: { requested: 'orange' },
  // Pink: it must go first, which is news, not a problem.
  rush: { rush: 'pink' },
  // Yellow: it waits on the customer before recording can start.
  lyrics: { waiting: 'yellow' },
  // Overdue is a promise broken: red. Yellow waits on the team within 48 hours; blue has time.
  due: { overdue: 'red', soon: 'yellow', later: 'blue' },
  transaction: { pending: 'yellow', approved: 'green', paid_out: 'teal', rejected: 'red' },
  affiliate: { active: 'green', suspended: 'yellow', closed: 'gray' },
  // Blue: it will go out on its own at its time.
  post: { draft: 'gray', scheduled: 'blue', published: 'green' },
  payout: { created: 'yellow', paid: 'teal' },
  testimonial: { awaiting: 'yellow', approved: 'teal' },
  // Yellow waits on the team; blue is with the assistant, teal waits on the visitor, gray ended.
  conversation: { open: 'blue', waiting_for_us: 'yellow', waiting_for_visitor: 'teal', closed: 'gray' },
};

export type StatusBadgeVariant = 'light' | 'filled' | 'outline';

export interface StatusBadgeStyle {
  color: string;
  background: string;
  borderColor: string;
}

/** `hex` moved towards black by `amount` (0 to 1). */
function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) * (1 - amount));
  return `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A badge's text, background and border in its status's hue. Mantine's own badge shades put white
 * on light green and green on pale green, below the 4.5:1 of WCAG 1.4.3; here the ink is the hue's
 * darkest shade taken further towards black, on the palest shade (light), on the page (outline), or
 * under white text (filled).
 */
export function statusBadgeStyle(colour: string, variant: StatusBadgeVariant): StatusBadgeStyle {
  const shades = DEFAULT_THEME.colors[colour];
  if (!shades) throw new Error(`No theme colour ${colour}`);
  const ink = darken(shades[9], 0.4);
  if (variant === 'filled') return { color: '#ffffff', background: ink, borderColor: ink };
  if (variant === 'outline') return { color: ink, background: 'transparent', borderColor: ink };
  return { color: ink, background: shades[0], borderColor: 'transparent' };
}
