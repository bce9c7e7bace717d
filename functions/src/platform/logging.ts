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
