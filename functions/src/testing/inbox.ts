/** One message as MailDev's `GET /api/email` lists it. */
export interface InboxMessage {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  html: string;
  text: string;
}

export const inboxUrl = (): string => {
  const url = process.env.MAIL_INBOX_URL;
  if (!url) throw new Error('MAIL_INBOX_URL is not set: the API suite starts MailDev in global-setup.ts');
  return url;
};

/** Every message the suite's MailDev received for this address (over real SMTP), oldest first. */
export async function messagesTo(address: string, inbox = inboxUrl()): Promise<InboxMessage[]> {
  const response = await fetch(`${inbox}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  const all = (await response.json()) as InboxMessage[];
  return all.filter((m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until `count` messages to the address have arrived (SMTP delivery is asynchronous to the inbox). */
export async function waitForMessages(
  address: string,
  count = 1,
  timeoutMs = 10_000,
  inbox = inboxUrl(),
): Promise<InboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await messagesTo(address, inbox);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}
