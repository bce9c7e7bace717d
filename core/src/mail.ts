/** The messages the site sends; each has its words in every site language on the server. */
export const MAIL_KINDS = [
  'orderReceived',
  'paymentConfirmed',
  'newPaidOrder',
  'commissionBooked',
  'commissionApproved',
  'commissionPaid',
  'refund',
  'songDelivered',
  'songReveal',
  'revisionReceived',
  'revisionDelivered',
  'revisionRequested',
  'lyricDraftSent',
  'lyricReminder',
  'lyricsAutoApproved',
  'lyricsAnswered',
  'paymentDetailsChanged',
  'refundFailed',
  'disputeOpened',
  'disputeClosed',
  'paymentRefundedAutomatically',
  'tipReceived',
  'productionDigest',
  'retentionNotice',
  'erasureConfirm',
  'conversationHandedOver',
  'contactMessageReceived',
  'conversationLink',
  'conversationReply',
  'orderLinkReminder',
  'staffBurst',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A message that has not gone out yet after at least one attempt, as staff see it in the back office. */
export interface UndeliveredMail {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

export interface MailResendResult {
  outcome: 'sent' | 'failed' | 'skipped';
}
