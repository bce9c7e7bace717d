import type { AdminPost, BlogPostSave } from '@storysong/core';
import { createCollectionStore } from '../collectionStore.ts';

/**
 * The signed-in admin's own posts (the server returns only theirs), newest created first. An update
 * carries the version the editor opened (`version`), so a save never overwrites a newer one.
 */
export const usePosts = createCollectionStore<AdminPost, BlogPostSave & { version?: number }>('/admin/posts');
