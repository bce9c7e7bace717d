import type { Identity, IdentityUser } from './port.ts';

/**
 * Users looked up in Auth before a transaction, for the transaction to read. The embedded store
 * runs transactions one at a time, so a lookup inside one held every other write behind an Auth
 * round trip (two for each paid order). Auth takes no part in the transaction either way: a user
 * looked up just before it is as current as one looked up inside it.
 */
export interface UsersLookedUp extends Pick<Identity, 'get'> {
  /** Looks these users up now. One that fails is left for `get` to try again. */
  ahead(uids: Iterable<string | null | undefined>): Promise<void>;
}

export function usersLookedUp(identity: Pick<Identity, 'get'>): UsersLookedUp {
  const found = new Map<string, Promise<IdentityUser | null>>();
  const get = (uid: string) => {
    const known = found.get(uid);
    if (known) return known;
    const user = identity.get(uid);
    found.set(uid, user);
    user.catch(() => found.delete(uid));
    return user;
  };
  return {
    get,
    async ahead(uids) {
      const wanted = new Set([...uids].filter((uid): uid is string => Boolean(uid)));
      await Promise.allSettled([...wanted].map(get));
    },
  };
}
