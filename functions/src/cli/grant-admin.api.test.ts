import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { recordLocalStack } from '../../../emulators/local-stack.mjs';
import { grantAdmin } from '../features/admin/grant.ts';
import { AUDIT_LOG } from '../features/audit/exports.ts';
import { systemClock } from '../platform/clock.ts';
import { EmbeddedDocumentStore } from '../ports/documents/embedded.ts';
import type { DocumentStore } from '../ports/documents/port.ts';
import { FirebaseIdentity, identityToolkitUrl } from '../ports/identity/firebase.ts';

const root = resolve(import.meta.dirname, '../../..');
const identity = new FirebaseIdentity(getAuth(initializeApp({ projectId: 'demo-storysong' }, 'grant-admin-test')), 'emulator', {
  url: identityToolkitUrl(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null),
  apiKey: 'demo-api-key',
});
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'grant-admin-'));
  dirs.push(dir);
  return dir;
}

/** A new account; `verified` as after following Auth's verification link. */
async function newUser({ verified = true } = {}) {
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  const { uid } = await identity.createUser(email, 'StaffPass1', 'Staff');
  if (verified) await identity.markEmailVerified(uid);
  return { email, uid };
}

async function auditOf(documents: DocumentStore, uid: string) {
  const entries = await documents.query<{ action: string; detail: string | null; actorUid: string }>(AUDIT_LOG);
  return entries
    .filter((entry) => (entry.data as unknown as { target: { id: string } }).target.id === uid)
    .map((entry) => entry.data);
}

/** Runs the CLI as `npm run admin:grant -- <email>` does, in a shell that has none of the stack's variables. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const {
    FIREBASE_AUTH_EMULATOR_HOST: _emulator,
    FIREBASE_PROJECT_ID: _project,
    GCLOUD_PROJECT: _gcloud,
    ...shell
  } = process.env;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'functions/src/cli/grant-admin.ts', ...args],
      { cwd: root, env: { ...shell, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('granting admin', () => {
  it('gives a verified account the claim once, in the audit log, and creates nothing', async () => {
    const documents = await EmbeddedDocumentStore.open();
    const services = { identity, documents, clock: systemClock };
    const { email, uid } = await newUser();
    expect(await grantAdmin(services, email)).toEqual({ outcome: 'granted', uid });
    expect((await identity.get(uid))?.claims.admin).toBe(true);
    expect(await grantAdmin(services, email)).toEqual({ outcome: 'already-admin', uid });
    expect(await grantAdmin(services, 'nobody-here@example.com')).toEqual({ outcome: 'no-such-user' });
    expect(await identity.findByEmail('nobody-here@example.com')).toBeNull();
    expect(await auditOf(documents, uid)).toEqual([
      expect.objectContaining({ action: 'staff.grant', actorUid: 'cli', detail: email }),
    ]);
  });

  it('refuses an unverified account and an affiliate’s (registered with a future staff address) unless a reason says why', async () => {
    const documents = await EmbeddedDocumentStore.open();
    const services = { identity, documents, clock: systemClock };
    const unverified = await newUser({ verified: false });
    expect(await grantAdmin(services, unverified.email)).toEqual({
      outcome: 'refused',
      uid: unverified.uid,
      risks: ['unverified'],
    });
    const affiliate = await newUser();
    await identity.setClaims(affiliate.uid, { affiliate: true });
    expect(await grantAdmin(services, affiliate.email)).toEqual({ outcome: 'refused', uid: affiliate.uid, risks: ['affiliate'] });
    for (const { uid } of [unverified, affiliate]) {
      expect((await identity.get(uid))?.claims.admin).toBeFalsy();
      expect(await auditOf(documents, uid)).toEqual([]);
    }

    const reason = 'Checked by phone with Ada on 2 Dec';
    expect(await grantAdmin(services, affiliate.email, { reason })).toEqual({ outcome: 'granted', uid: affiliate.uid });
    expect(await auditOf(documents, affiliate.uid)).toEqual([
      expect.objectContaining({ action: 'staff.grant', detail: `${affiliate.email}; affiliate; reason: ${reason}` }),
    ]);
  });

  // Four runs of the CLI, each starting tsx: about 8 s apiece on a busy machine.
  it('`npm run admin:grant` from another terminal grants in the running local stack, and says why it refuses', {
    timeout: 120_000,
  }, async () => {
    const dataDir = tempDataDir();
    recordLocalStack(dataDir, { authEmulatorHost: inject('authEmulatorHost'), url: 'http://localhost:8080' });
    const { email, uid } = await newUser();
    const run = await runCli([email], { DATA_DIR: dataDir });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Granted admin to ${email}`);
    expect((await identity.get(uid))?.claims.admin).toBe(true);

    const unknown = await runCli(['nobody-here@example.com'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with email nobody-here@example.com');

    const unverified = await newUser({ verified: false });
    const refused = await runCli([unverified.email], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('never verified');
    expect(refused.stderr).toContain('--reason');
    expect((await identity.get(unverified.uid))?.claims.admin).toBeFalsy();
    const granted = await runCli([unverified.email, '--reason', 'New hire, address confirmed in person'], { DATA_DIR: dataDir });
    expect(granted.code).toBe(0);

    const documents = await EmbeddedDocumentStore.open(`${dataDir}/documents`);
    expect(await auditOf(documents, uid)).toHaveLength(1);
    expect(await auditOf(documents, unverified.uid)).toEqual([
      expect.objectContaining({ detail: `${unverified.email}; unverified; reason: New hire, address confirmed in person` }),
    ]);
    await documents.close();
  });

  it('says how to start the stack when none is running, without a stack trace', async () => {
    const run = await runCli(['someone@example.com'], { DATA_DIR: tempDataDir() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('npm start');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
