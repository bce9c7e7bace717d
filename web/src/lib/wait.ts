/** Resolves after `ms` milliseconds, in a task of its own: with 0, once the browser has had its turn. */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
