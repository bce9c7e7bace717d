import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '../../testing/harness.ts';
import { FirebaseIdentity, identityToolkitUrl } from './firebase.ts';
import { EmailTakenError } from './port.ts';

/** The identity port against the official Auth emulator (the same adapter serves production). */
describe('identity contract: firebase auth (emulator)', () => {
  const app =
    getApps().find((a) => a.name === 'identity-contract') ?? initializeApp({ projectId: 'demo-storysong' }, 'identity-contract');
  const identity = new FirebaseIdentity(getAuth(app), 'firebase-auth-emulator', {
    url: identityToolkitUrl(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? null),
    apiKey: 'demo-api-key',
  });
  const email = `identity-${Date.now()}@example.com`;

  it('creates users, finds them by email, refuses a second account for the email', async () => {
    const user = await identity.createUser(email, 'password123', 'Ida');
    expect(await identity.findByEmail(email)).toMatchObject({ uid: user.uid, email, displayName: 'Ida' });
    expect(await identity.findByEmail(`missing-${email}`)).toBeNull();
    await expect(identity.createUser(email, 'password123', 'Again')).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('ensures a user: created once, and found when another caller created it after this one looked', async () => {
    const raced = `raced-${email}`;
    const first = await identity.ensureUser(raced, 'password123', 'Rae');
    expect(await identity.ensureUser(raced, 'password123', 'Rae')).toMatchObject({ uid: first.uid, displayName: 'Rae' });
    // As when two test files seed the demo accounts at once: both look, neither finds it, both create.
    const look = vi.spyOn(identity, 'findByEmail').mockResolvedValueOnce(null);
    expect(await identity.ensureUser(raced, 'password123', 'Rae')).toMatchObject({ uid: first.uid });
    look.mockRestore();
  });

  it('merges custom claims and carries them in fresh ID tokens', async () => {
    const user = await identity.findByEmail(email);
    if (!user) throw new Error('user missing');
    await identity.setClaims(user.uid, { affiliate: true });
    await identity.setClaims(user.uid, { admin: true });
    const token = await signIn(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, email, 'password123');
    expect(await identity.verify(token)).toEqual({ uid: user.uid, email, claims: { admin: true, affiliate: true } });
  });

  it('revokes sessions: a token issued before no longer verifies, one from a new sign-in does', async () => {
    const user = await identity.findByEmail(email);
    if (!user) throw new Error('user missing');
    const emulator = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`;
    const before = await signIn(emulator, email, 'password123');
    expect(await identity.verify(before)).toMatchObject({ uid: user.uid });
    // Revocation counts in whole seconds from the token's sign-in time: one issued in the same second would still pass.
    await new Promise((done) => setTimeout(done, 1100));
    await identity.revokeSessions(user.uid);
    expect(await identity.verify(before)).toBeNull();
    await new Promise((done) => setTimeout(done, 1100));
    expect(await identity.verify(await signIn(emulator, email, 'password123'))).toMatchObject({ uid: user.uid });
  });

  it('checks a password: the uid it signs in to, null for a wrong one or an unknown email', async () => {
    const user = await identity.findByEmail(email);
    if (!user) throw new Error('user missing');
    expect(await identity.checkPassword(email, 'password123')).toBe(user.uid);
    expect(await identity.checkPassword(email, 'password124')).toBeNull();
    expect(await identity.checkPassword(`missing-${email}`, 'password123')).toBeNull();
  });

  it('updates profiles and deletes users', async () => {
    const user = await identity.findByEmail(email);
    if (!user) throw new Error('user missing');
    await identity.updateProfile(user.uid, { displayName: 'Ida Renamed' });
    expect((await identity.get(user.uid))?.displayName).toBe('Ida Renamed');
    expect((await identity.get(user.uid))?.emailVerified).toBe(false);
    await identity.markEmailVerified(user.uid);
    expect((await identity.get(user.uid))?.emailVerified).toBe(true);
    await identity.deleteUser(user.uid);
    expect(await identity.get(user.uid)).toBeNull();
  });
});
