import { describe, expect, it } from 'vitest';
import { usersLookedUp } from './looked-up.ts';
import type { IdentityUser } from './port.ts';

const user = (uid: string): IdentityUser => ({
  uid,
  email: `${uid}@example.com`,
  displayName: null,
  emailVerified: true,
  claims: {},
});

/** An Auth that counts its lookups per uid and fails the first `failures` of them. */
function auth(failures = 0) {
  const calls: string[] = [];
  return {
    calls,
    async get(uid: string) {
      calls.push(uid);
      if (calls.length <= failures) throw new Error('Auth did not answer');
      return uid === 'gone' ? null : user(uid);
    },
  };
}

describe('usersLookedUp', () => {
  it('answers a user looked up ahead without asking Auth again', async () => {
    const identity = auth();
    const users = usersLookedUp(identity);
    await users.ahead(['a', 'b', 'a', null, undefined, '']);
    expect(identity.calls).toEqual(['a', 'b']);
    expect(await users.get('a')).toEqual(user('a'));
    expect(await users.get('b')).toEqual(user('b'));
    expect(identity.calls).toEqual(['a', 'b']);
  });

  it('remembers a user Auth does not know', async () => {
    const identity = auth();
    const users = usersLookedUp(identity);
    await users.ahead(['gone']);
    expect(await users.get('gone')).toBeNull();
    expect(identity.calls).toEqual(['gone']);
  });

  it('asks Auth again for a user whose lookup ahead failed, and reports a failure inside', async () => {
    const identity = auth(2);
    const users = usersLookedUp(identity);
    await expect(users.ahead(['a'])).resolves.toBeUndefined();
    await expect(users.get('a')).rejects.toThrow('Auth did not answer');
    expect(await users.get('a')).toEqual(user('a'));
    expect(identity.calls).toEqual(['a', 'a', 'a']);
  });

  it('looks up on demand a user nobody looked up ahead', async () => {
    const identity = auth();
    const users = usersLookedUp(identity);
    expect(await users.get('c')).toEqual(user('c'));
    expect(identity.calls).toEqual(['c']);
  });
});
