import type { AdminPost, BlogPostSave } from '@storysong/core';
import { createCollectionStore } from '../collectionStore.ts';

/** The signed-in admin's own posts (the server returns only theirs), newest created first. */
export const usePosts = createCollectionStore<AdminPost, BlogPostSave>('/admin/posts');
