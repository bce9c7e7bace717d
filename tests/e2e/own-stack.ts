import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { STAFF_SESSION_HEADER, type StaffSessionIssued } from '@storysong/core';
import { generate } from 'otplib';
// @ts-expect-error plain ESM helper shared with npm start
import { startStack } from '../../scripts/lib/stack.mjs';
import { deliverAsStaff } from './songs.ts';
import { test as base, DEMO_ADMIN, expect, type InboxMessage } from './support.ts';

export interface OwnStack {
  url: string;
  authEmulatorHost: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

/**
 * Runs `use` on a stack of the spec's own, started with the local test hooks so that its clock can
 * move forward: moving the shared stack's clock would make every other test's commissions and
 * reveals due under it. For a fixture of the spec's one test, which should allow it three minutes
 * to start. Not a worker fixture: Playwright gives a spec with worker fixtures of its own a worker
 * of its own, and keeps that for the end of the run, where its start and its long test held up the
 * run's finish by a minute (decision 033).
 */
export async function withOwnStack(name: string, use: (stack: OwnStack) => Promise<void>): Promise<void> {
  const stack = (await startStack({
    dataDir: mkdtempSync(join(tmpdir(), `storysong-e2e-${name}-`)),
    quiet: true,
    env: { LOG_LEVEL: 'silent', LOCAL_TEST_HOOKS: 'true' },
  })) as OwnStack;
  try {
    await use(stack);
  } finally {
    await stack.stop();
  }
}

/**
 * The suite's `test` with a stack of the spec's own as its `stack` fixture and the stack's address as
 * the base URL: for a spec that moves the server's clock.
 */
export function testOnOwnStack(name: string) {
  return base.extend<{ stack: OwnStack }>({
    stack: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
      async ({}, use) => withOwnStack(name, use),
      { timeout: 180_000 },
    ],
    baseURL: async ({ stack }, use) => use(stack.url),
  });
}

/**
 * Staff deliver the order's song on the stack through the API, as its demo staff member with a
 * code of their own, after a lyric draft the customer approves through their link (delivering
 * from the drawer is delivery.spec.ts's to test, the lyrics lyrics.spec.ts's).
 */
export async function deliverOnStack(
  request: APIRequestContext,
  stack: OwnStack,
  order: { orderId: string; token: string },
  lyrics: string,
) {
  const signIn = await fetch(
    `http://${stack.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ADMIN, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signIn.json()) as { idToken: string };
  // Staff routes want the second factor's session: this stack's own demo account, its code unused here.
  const opened = await request.post('/api/admin/factor/session', {
    headers: { authorization: `Bearer ${idToken}` },
    data: { code: await generate({ secret: DEMO_ADMIN.totpSecret }) },
  });
  expect(opened.status()).toBe(201);
  const { sessionId } = (await opened.json()) as StaffSessionIssued;
  await deliverAsStaff(request, { authorization: `Bearer ${idToken}`, [STAFF_SESSION_HEADER]: sessionId }, order, lyrics);
}

/** The messages the stack's MailDev received for an address. */
export async function stackInbox(stack: OwnStack, address: string): Promise<InboxMessage[]> {
  const all = (await (await fetch(`${stack.inboxUrl}/api/email`)).json()) as InboxMessage[];
  return all.filter((m) => m.to.some((to) => to.address === address));
}
