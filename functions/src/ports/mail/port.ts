/** One transactional message, already rendered: the outbox stores exactly this and the mailer sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** The transactional mail port: sends one message or rejects; retrying is the outbox's business. */
export interface Mailer {
  readonly kind: string;
  send(message: OutgoingMail): Promise<void>;
}
