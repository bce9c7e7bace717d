/** An address as SMTP servers quote it in their replies: `zoe@example.com`, `<zoe@example.com>`. */
const ADDRESS = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/**
 * A mail error's text with every address in it replaced, for the logs: a server's reply often names
 * the recipient it refused, and logs are read by more people and kept longer than the outbox.
 */
export const redactAddresses = (text: string): string => text.replace(ADDRESS, '[address]');
