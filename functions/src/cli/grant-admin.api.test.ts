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

async function newUser() {
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  return { email, uid: (await identity.createUser(email, 'StaffPass1', 'Staff')).uid };
}

/** Runs the CLI as `npm run admin:grant -- <email>` does, in a shell that has none of the stack's variables. */
function runCli(email: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const {
    FIREBASE_AUTH_EMULATOR_HOST: _emulator,
    FIREBASE_PROJECT_ID: _project,
    GCLOUD_PROJECT: _gcloud,
    ...shell
  } = process.env;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'functions/src/cli/grant-admin.ts', email],
      { cwd: root, env: { ...shell, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('granting admin', () => {
  it('gives an existing account the claim once, and creates nothing', async () => {
    const { email, uid } = await newUser();
    expect(await grantAdmin(identity, email)).toEqual({ outcome: 'granted', uid });
    expect((await identity.get(uid))?.claims.admin).toBe(true);
    expect(await grantAdmin(identity, email)).toEqual({ outcome: 'already-admin', uid });
    expect(await grantAdmin(identity, 'nobody-here@example.com')).toEqual({ outcome: 'no-such-user' });
    expect(await identity.findByEmail('nobody-here@example.com')).toBeNull();
  });

  it('`npm run admin:grant` from another terminal grants in the running local stack', async () => {
    const { email, uid } = await newUser();
    const dataDir = tempDataDir();
    recordLocalStack(dataDir, { authEmulatorHost: inject('authEmulatorHost'), url: 'http://localhost:8080' });
    const run = await runCli(email, { DATA_DIR: dataDir });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Granted admin to ${email}`);
    expect((await identity.get(uid))?.claims.admin).toBe(true);

    const unknown = await runCli('nobody-here@example.com', { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user with email nobody-here@example.com');
  });

  it('says how to start the stack when none is running, without a stack trace', async () => {
    const run = await runCli('someone@example.com', { DATA_DIR: tempDataDir() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('npm start');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
