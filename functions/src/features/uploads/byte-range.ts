/** One byte range of a file, both ends inclusive, as HTTP Range requests name them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The range a `Range` header asks of a file of `size` bytes: null when there is no header or it is
 * not a single bytes range (the whole file is then sent, as RFC 9110 allows), 'unsatisfiable' when it
 * lies outside the file. Audio players seek with these.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
