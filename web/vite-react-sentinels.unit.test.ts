import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SENTINELS, sentinelsWithoutStacks } from './vite-react-sentinels.ts';

const reactDom = dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const reactDomClient = readFileSync(join(reactDom, 'cjs/react-dom-client.production.js'), 'utf8');

describe('sentinelsWithoutStacks', () => {
  it('makes each of the installed React DOM’s sentinel errors without the Error constructor', () => {
    const patched = sentinelsWithoutStacks(reactDomClient);
    for (const name of SENTINELS) {
      expect(patched).toContain(`${name} = makeSentinelError(`);
      expect(patched).not.toContain(`${name} = Error(`);
    }
    expect(patched.indexOf('"use strict"')).toBeLessThan(patched.indexOf('function makeSentinelError'));
  });

  it('makes errors React can throw and recognise: an Error with its message, and no stack recorded', () => {
    const source = 'var SuspenseException = Error("Suspense Exception"); return SuspenseException;';
    const withAll = `${SENTINELS.filter((name) => name !== 'SuspenseException')
      .map((name) => `var ${name} = Error("${name}");`)
      .join('\n')}\n${source}`;
    const sentinel = new Function(sentinelsWithoutStacks(withAll))() as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Suspense Exception');
    expect(Object.hasOwn(sentinel, 'stack')).toBe(false);
  });

  it('fails when React DOM makes other sentinels than the ones it knows', () => {
    expect(() => sentinelsWithoutStacks('var SuspenseException = Error("x");')).toThrow(/not the ones/);
  });
});
