import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { timeOfVersion, versionOf } from './firestore.ts';

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
