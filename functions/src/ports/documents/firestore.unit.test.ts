import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { FirestoreDocumentStore, timeOfVersion, versionOf } from './firestore.ts';

describe('Firestore document versions', () => {
  it('keep an update time to the nanosecond, so a precondition sends back the very same time', () => {
    // Firestore's update times have microseconds; an ISO string kept milliseconds only.
    for (const time of [new Timestamp(1_763_900_000, 123_456_000), new Timestamp(1_763_900_000, 7), new Timestamp(0, 0)]) {
      const { seconds, nanoseconds } = timeOfVersion(versionOf(time));
      expect(new Timestamp(seconds, nanoseconds).isEqual(time)).toBe(true);
    }
    expect(versionOf(new Timestamp(1_763_900_000, 123_456_000))).toBe('1763900000.123456000');
  });
});

describe('Firestore transactions the emulator drops', () => {
  /** A Firestore whose transactions fail with `errors`, in turn, then run. */
  function failingThen(errors: { code: number; message: string }[]) {
    let runs = 0;
    const db = {
      runTransaction: async (update: (t: unknown) => Promise<unknown>) => {
        runs += 1;
        const error = errors.shift();
        if (error) throw Object.assign(new Error(error.message), { code: error.code });
        return update({});
      },
    };
    return { store: new FirestoreDocumentStore(db as unknown as Firestore), runs: () => runs };
  }

  it('runs a transaction again when the emulator says it is invalid or expired, as the SDK does for Firestore', async () => {
    const { store, runs } = failingThen([
      { code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or expired.' },
      { code: 3, message: '3 INVALID_ARGUMENT: Transaction is invalid or closed.' },
    ]);
    await expect(store.transaction(async () => 'committed')).resolves.toBe('committed');
    expect(runs()).toBe(3);
  });

  it('gives up after three runs, and runs any other refusal once', async () => {
    const dropped = { code: 3, message: 'Transaction is invalid or expired.' };
    const threeTimes = failingThen([dropped, dropped, dropped]);
    await expect(threeTimes.store.transaction(async () => 'committed')).rejects.toThrow('invalid or expired');
    expect(threeTimes.runs()).toBe(3);

    const other = failingThen([{ code: 3, message: 'Value for argument "documentPath" is not a valid resource path.' }]);
    await expect(other.store.transaction(async () => 'committed')).rejects.toThrow('documentPath');
    expect(other.runs()).toBe(1);
  });
});
