/** The first retry comes a minute after a failure, then twice as long each time, at most six hours apart: never given up. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;

/** How long to wait before the next attempt, after `failures` failed attempts (1 or more). */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_WAIT_MS);
}

/**
 * A message is sent at once, while the request that queued it waits; this grace lets that attempt
 * finish before the retry job may take the message (and picks it up if the process died first).
 */
export const FIRST_ATTEMPT_GRACE_MS = 60_000;

/** While one sender holds a message, no other takes it: longer than an SMTP attempt's timeouts. */
export const SENDING_LEASE_MS = 2 * 60_000;
