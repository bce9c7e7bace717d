import { describe, expect, it } from 'vitest';
import { requiredIndex } from './indexes.ts';

describe('requiredIndex', () => {
  it('needs none for single-field queries or equality-only filters', () => {
    expect(requiredIndex('posts', { orderBy: [{ field: 'publishedAt', direction: 'desc' }] })).toBeNull();
    expect(requiredIndex('posts', { where: [{ field: 'status', op: '==', value: 'published' }] })).toBeNull();
    expect(
      requiredIndex('posts', {
        where: [
          { field: 'status', op: '==', value: 'published' },
          { field: 'authorId', op: '==', value: 'a' },
        ],
      }),
    ).toBeNull();
  });

  it('puts equality fields first, then the ordering', () => {
    expect(
      requiredIndex('blog_posts', {
        where: [{ field: 'status', op: '==', value: 'published' }],
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      }),
    ).toEqual({
      collectionGroup: 'blog_posts',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'publishedAt', order: 'DESCENDING' },
      ],
    });
  });

  it('indexes array-contains-any fields as CONTAINS', () => {
    expect(
      requiredIndex('blog_posts', {
        where: [
          { field: 'status', op: '==', value: 'published' },
          { field: 'tags', op: 'array-contains-any', value: ['x'] },
        ],
        orderBy: [{ field: 'publishedAt', direction: 'desc' }],
      })?.fields,
    ).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
      { fieldPath: 'publishedAt', order: 'DESCENDING' },
    ]);
  });

  it('needs an index for a range on one field ordered by another', () => {
    expect(
      requiredIndex('orders', { where: [{ field: 'amountPounds', op: '>', value: 0 }], orderBy: [{ field: 'createdAt' }] })
        ?.fields,
    ).toEqual([
      { fieldPath: 'amountPounds', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'ASCENDING' },
    ]);
  });
});
