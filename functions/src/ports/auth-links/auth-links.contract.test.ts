import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { FirebaseAuthMailer } from './firebase.ts';

/** Password-reset mail through the Auth emulator, which records the mail instead of sending it. */
describe('auth-links contract: firebase auth reset mail (emulator outbox)', () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const announced: { event: string; email: string; link: string }[] = [];
  const mailer = new FirebaseAuthMailer({
    identityToolkitUrl: `http://${host}/identitytoolkit.googleapis.com`,
    apiKey: 'demo-api-key',
    emulator: {
      url: `http://${host}`,
      projectId: 'demo-storysong',
      actionPageUrl: 'http://localhost:8080/affiliate/reset-password',
      announce: (event, email, link) => announced.push({ event, email, link }),
    },
  });

  it('asks Firebase Auth to send the reset mail and yields a link to our reset page', async () => {
    const app =
      getApps().find((a) => a.name === 'mail-contract') ?? initializeApp({ projectId: 'demo-storysong' }, 'mail-contract');
    const email = `reset-${Date.now()}@example.com`;
    await getAuth(app).createUser({ email, password: 'password123' });
    await mailer.sendPasswordReset(email, 'http://localhost:8080/affiliate/reset-password');
    expect(announced).toHaveLength(1);
    expect(announced[0]?.link).toMatch(/^http:\/\/localhost:8080\/affiliate\/reset-password\?mode=resetPassword&oobCode=.+/);
  });

  it('asks Firebase Auth to send the verification mail to a signed-in user and yields a link to our action page', async () => {
    const app =
      getApps().find((a) => a.name === 'mail-contract') ?? initializeApp({ projectId: 'demo-storysong' }, 'mail-contract');
    const email = `verify-${Date.now()}@example.com`;
    await getAuth(app).createUser({ email, password: 'password123' });
    const before = announced.length;
    await mailer.sendEmailVerification({ email, password: 'password123' }, 'http://localhost:8080/affiliate/dashboard');
    expect(announced.slice(before)).toEqual([
      {
        event: 'email_verification_link',
        email,
        link: expect.stringMatching(/^http:\/\/localhost:8080\/affiliate\/reset-password\?mode=verifyEmail&oobCode=.+/),
      },
    ]);
    await expect(mailer.sendEmailVerification({ email, idToken: 'not-a-token' }, 'http://localhost:8080/')).rejects.toThrow();
  });

  it('resolves quietly for an unknown email, sending nothing', async () => {
    const before = announced.length;
    await mailer.sendPasswordReset(`nobody-${Date.now()}@example.com`, 'http://localhost:8080/affiliate/reset-password');
    expect(announced).toHaveLength(before);
  });
});
