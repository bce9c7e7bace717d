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
 * A request's path as the request log writes it: the secrets some paths carry (an order page's
 * token, a gift link's share id, a draft's preview token) are replaced by their names, as the page
 * renderer logs only a page's first segment. Logs are read by more people than may open those links.
 */
export function loggedPath(path: string): string {
  return path
    .replace(/^\/orders\/[^/]+/, '/orders/:token')
    .replace(/^(\/api)?\/songs\/[^/]+/, '$1/songs/:shareId')
    .replace(/^\/blog\/preview\/[^/]+/, '/blog/preview/:token');
}
