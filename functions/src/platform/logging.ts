/** Structured logs: one JSON line each, as Cloud Logging reads them. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

function write(severity: string, event: string, fields: Record<string, unknown> = {}) {
  process.stdout.write(`${JSON.stringify({ severity, event, time: new Date().toISOString(), ...fields })}\n`);
}

export const jsonLogger: Logger = {
  info: (event, fields) => write('INFO', event, fields),
  warn: (event, fields) => write('WARNING', event, fields),
  error: (event, fields) => write('ERROR', event, fields),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A request's path as the logs write it: the secrets some paths carry (an order page's token in
 * links sent before it moved to the fragment, a gift link's share id, a draft's preview token, on
 * the page and on the API alike) are replaced by their names, as the page
 * renderer logs only a page's first segment. Logs are read by more people than may open those links.
 */
export function loggedPath(path: string): string {
  return path
    .replace(/^\/orders\/[^/]+/, '/orders/:token')
    .replace(/^(\/api)?\/songs\/[^/]+/, '$1/songs/:shareId')
    .replace(/^(\/api)?\/blog\/preview\/[^/]+/, '$1/blog/preview/:token');
}

/** An address as SMTP servers quote it in their replies: `zoe@example.com`, `<zoe@example.com>`. */
const ADDRESS = /[^\s<>()[\]"',;:/@]+@[^\s<>()[\]"',;:/@]+/g;

/**
 * A text bound for the logs (a mail server's reply, an error's message or stack) with every address
 * in it replaced: a server's reply often names the recipient it refused, and logs are read by more
 * people and kept longer than the records they tell of.
 */
export const redactAddresses = (text: string): string => text.replace(ADDRESS, '[address]');
