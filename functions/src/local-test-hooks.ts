import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from './platform/clock.ts';
import { errorBody, HttpError } from './platform/errors.ts';
import { readJson } from './platform/request.ts';

/** Where the hooks answer; the local server sends these paths here and everything else to the app. */
export const TEST_HOOKS_PATH = '/__test/';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const advanceSchema = z.object({ ms: z.number().int().positive().max(YEAR_MS) });

/**
 * What a browser test needs of the local server that no visitor may have: moving its clock forward,
 * then running the commissions timer's job at once rather than waiting up to a minute for it, and
 * running the reveal schedule's job at once, and the retention and lyrics schedules'.
 * Only the local server mounts these, and only when the test harness starts it with
 * LOCAL_TEST_HOOKS=true; the Cloud Function (index.ts) never does.
 */
export function localTestHooks(
  clock: Clock & { advance(ms: number): void },
  matureDue: () => Promise<number>,
  queueReveals: () => Promise<number>,
  applyRetention: () => Promise<Record<string, number>>,
  remindLyrics: () => Promise<number>,
) {
  return (
    new Hono()
      .post(`${TEST_HOOKS_PATH}clock/advance`, async (c) => {
        const { ms } = await readJson(c, advanceSchema);
        clock.advance(ms);
        const matured = await matureDue();
        return c.json({ now: new Date(clock.now()).toISOString(), matured });
      })
      // The reveal schedule's job at once, rather than on the server's next tick: how many emails it queued.
      .post(`${TEST_HOOKS_PATH}jobs/reveals`, async (c) => c.json({ queued: await queueReveals() }))
      // The retention schedule's job at once: how many notices, erasures and mails it did.
      .post(`${TEST_HOOKS_PATH}jobs/retention`, async (c) => c.json(await applyRetention()))
      // The lyrics schedule's job at once: how many orders it reminded or approved for.
      .post(`${TEST_HOOKS_PATH}jobs/lyrics`, async (c) => c.json({ acted: await remindLyrics() }))
      .onError((error, c) => {
        if (error instanceof HttpError) return c.json(errorBody(error.code, error.message), error.status);
        throw error;
      })
  );
}
