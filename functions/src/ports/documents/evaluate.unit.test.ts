import { expect, it } from 'vitest';
import { answer, compareValues, matches } from './evaluate.ts';

const docs = [
  { id: 'text', data: { v: '10' } },
  { id: 'number', data: { v: 9 } },
  { id: 'null', data: { v: null } },
  { id: 'flag', data: { v: true } },
  { id: 'list', data: { v: [1, 2] } },
  { id: 'map', data: { v: { a: 1 } } },
  { id: 'none', data: {} },
];

it('orders values of different types as Firestore does: null, booleans, numbers, strings, arrays, maps', () => {
  expect(answer(docs, { orderBy: [{ field: 'v' }] }).map((doc) => doc.id)).toEqual([
    'null',
    'flag',
    'number',
    'text',
    'list',
    'map',
  ]);
  expect(compareValues([1, 2], [1, 3])).toBeLessThan(0);
  expect(compareValues([1], [1, 0])).toBeLessThan(0);
});

it('matches a range only against values of its own type, and nothing against a missing field', () => {
  const over = (value: unknown) => docs.filter((doc) => matches(doc.data, { field: 'v', op: '>', value })).map((doc) => doc.id);
  expect(over(1)).toEqual(['number']);
  expect(over('1')).toEqual(['text']);
  expect(docs.filter((doc) => matches(doc.data, { field: 'v', op: '!=', value: 9 })).map((doc) => doc.id)).toEqual([
    'text',
    'flag',
    'list',
    'map',
  ]);
});

it('refuses an "in" or "array-contains-any" filter given something other than a list', () => {
  expect(() => answer(docs, { where: [{ field: 'v', op: 'in', value: 9 }] })).toThrow('"in" filters take an array');
});
