/** A day in milliseconds: a UTC day, for rules that count days on the clock rather than on a calendar. */
export const DAY_MS = 24 * 60 * 60 * 1000;
