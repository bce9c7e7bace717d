import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take long and are small on disk, so that Vitest, which starts the larger files first
 * when it has no timings of its own (a fresh clone has none), started each of them last, alone, with
 * the other core idle:
 * - the documents contract, whose Firestore half's contention tests wait out the SDK's back-off between
 *   a transaction's attempts (11, 7 and 19 s on the emulator, the machine nearly idle): 40 s alone;
 * - the money property test, one test of 2,000 random sequences: 25–29 s, 13–15 s of it alone.
 * Started first in their group of projects (`sequence.groupOrder`), they run beside the other files.
 */
const LONG_FILES = [
  'functions/src/ports/documents/documents.contract.test.ts',
  'functions/src/features/orders/money.property.unit.test.ts',
];

/** Vitest's order, with the long files moved to the front of their group. Groups keep their order. */
export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.some((path) => file.moduleId.endsWith(path));
    const groupOf = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    const groups = [...new Set(sorted.map(groupOf))];
    return groups.flatMap((group) => {
      const own = sorted.filter((file) => groupOf(file) === group);
      return [...own.filter(long), ...own.filter((file) => !long(file))];
    });
  }
}
