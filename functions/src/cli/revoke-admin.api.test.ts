import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { recordLocalStack } from '../../../emulators/local-stack.mjs';
import { AUDIT_LOG } from '../features/audit/exports.ts';
import { STAFF_FACTORS } from '../features/security/factors.ts';
import { STAFF_SESSIONS } from '../platform/staff-sessions.ts';
import { EmbeddedDocumentStore } from '../ports/documents/embedded.ts';
import { createTestApi } from '../testing/harness.ts';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'revoke-admin-'));

/** Runs the CLI as `npm run admin:revoke -- <email>` does, from a shell with none of the stack's variables. */
function runCli(email: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const {
    FIREBASE_AUTH_EMULATOR_HOST: _emulator,
    FIREBASE_PROJECT_ID: _project,
    GCLOUD_PROJECT: _gcloud,
    ...shell
  } = process.env;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'functions/src/cli/revoke-admin.ts', email],
      { cwd: root, env: { ...shell, DATA_DIR: dataDir }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('revoking admin', () => {
  it('`npm run admin:revoke` takes staff access away at once: claim, tokens already issued, staff sessions and second factor', {
    timeout: 120_000,
  }, async () => {
    recordLocalStack(dataDir, { authEmulatorHost: inject('authEmulatorHost'), url: 'http://localhost:8080' });
    // The running stack's store, which the CLI opens beside it.
    const api = await createTestApi({ documents: await EmbeddedDocumentStore.open(`${dataDir}/documents`) });
    try {
      const email = `leaver-${randomBytes(4).toString('hex')}@example.com`;
      const { uid, token } = await api.user(email, { admin: true });
      expect((await api.request('GET', '/api/admin/dashboard', { token })).status).toBe(200);
      // Revocation counts in whole seconds from the token's sign-in: one issued in the revoking second would pass.
      await new Promise((done) => setTimeout(done, 1100));

      const run = await runCli(email);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain(`Revoked staff access for ${email}`);
      expect(run.stdout).toContain('1 staff session(s) ended');

      // Not in an hour when the token would expire: now.
      expect((await api.request('GET', '/api/admin/dashboard', { token, secondFactor: false })).status).toBe(401);
      expect((await api.services.identity.get(uid))?.claims.admin).toBe(false);
      const sessions = await api.services.documents.query(STAFF_SESSIONS, { where: [{ field: 'uid', op: '==', value: uid }] });
      expect(sessions).toEqual([]);
      expect(await api.services.documents.get(STAFF_FACTORS, uid)).toBeNull();
      const audit = await api.services.documents.query(AUDIT_LOG, {
        where: [{ field: 'action', op: '==', value: 'staff.revoke' }],
      });
      expect(audit.map((entry) => entry.data)).toEqual([
        expect.objectContaining({ actorUid: 'cli', target: { kind: 'staff', id: uid }, detail: `${email}; sessions ended: 1` }),
      ]);

      const unknown = await runCli('nobody-here@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No user with email nobody-here@example.com');
    } finally {
      await api.close();
    }
  });
});
