export interface Maildev {
  smtpPort: number;
  webPort: number;
  /** The web inbox; `${inboxUrl}/api/email` lists the messages as JSON. */
  inboxUrl: string;
  stop(): Promise<void>;
}
export function startMaildev(options?: { smtpPort?: number; webPort?: number }): Promise<Maildev>;
