import { DAY_MS } from './durations.ts';
/** Weeks as the dashboards count them: starting on Monday, in UTC, named by that Monday's date. */

/** The Monday (UTC) of the week the moment `atMs` (epoch milliseconds) falls in. */
export function weekStartOf(atMs: number): string {
  const at = new Date(atMs);
  const day = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - day * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** The starts of the `count` weeks up to and including the one `nowMs` falls in, oldest first. */
export function recentWeekStarts(nowMs: number, count: number): string[] {
  const current = Date.parse(`${weekStartOf(nowMs)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
}
