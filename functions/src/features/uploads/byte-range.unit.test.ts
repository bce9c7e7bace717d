import { describe, expect, it } from 'vitest';
import { requestedRange } from './byte-range.ts';

describe('requestedRange', () => {
  it('reads a start and end, an open end, and a suffix, clipped to the file', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('sends the whole file for no header or one it does not serve, and refuses ranges outside the file', () => {
    expect(requestedRange(undefined, 1000)).toBeNull();
    expect(requestedRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(requestedRange('items=0-1', 1000)).toBeNull();
    expect(requestedRange('bytes=-', 1000)).toBeNull();
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=9-3', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
