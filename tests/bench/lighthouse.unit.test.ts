import { describe, expect, it } from 'vitest';
import { type LighthouseResult, longTasksAfterPaint } from './lighthouse.ts';

const run = (firstPaint: number, tasks: { url: string; startTime: number; duration: number }[]): LighthouseResult => ({
  lhr: {
    categories: {},
    audits: {
      'first-contentful-paint': { score: 1, numericValue: firstPaint, title: 'First Contentful Paint' },
      'long-tasks': { score: null, title: 'Long tasks', details: { items: tasks } },
    },
  },
});

describe('longTasksAfterPaint', () => {
  it('names the tasks over 50 ms that end after the first paint, by path, start and length', () => {
    const origin = 'http://localhost:4173';
    const result = run(900, [
      { url: `${origin}/blog`, startTime: 600, duration: 180 },
      { url: `${origin}/blog`, startTime: 841, duration: 78.4 },
      { url: `${origin}/assets/index-C.js`, startTime: 3264.2, duration: 100 },
      { url: 'Unattributable', startTime: 3300, duration: 50 },
    ]);
    expect(longTasksAfterPaint(result, origin)).toEqual(['/blog@841:78', '/assets/index-C.js@3264:100']);
  });

  it('has none to name when Lighthouse listed no long tasks', () => {
    expect(longTasksAfterPaint({ lhr: { categories: {}, audits: {} } }, 'http://localhost')).toEqual([]);
  });
});
