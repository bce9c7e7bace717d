import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));

describe("the Auth emulator's validators, built on first use (emulators/lazy-validators.cjs)", () => {
  it('turns on exegesis’s lazy compiling for every API firebase-tools builds, keeping its other options', () => {
    const options = fromFirebaseTools('exegesis/lib/options') as {
      compileOptions(given: Record<string, unknown>): Record<string, unknown>;
    };
    expect(options.compileOptions({ controllers: {} }).lazyCompileValidationSchemas).toBe(false);

    require('../../emulators/lazy-validators.cjs');

    const compiled = options.compileOptions({ controllers: {}, allErrors: true, defaultMaxBodySize: 1024 });
    expect(compiled.lazyCompileValidationSchemas).toBe(true);
    expect(compiled.allErrors).toBe(true);
    expect(compiled.defaultMaxBodySize).toBe(1024);
  });
});
