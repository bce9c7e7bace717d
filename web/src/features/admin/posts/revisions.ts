import type { PostRevision, PostRevisionSummary } from '@storysong/core';
import { api } from '../../../lib/api.ts';

/** A post's kept versions, newest first. */
export const fetchRevisions = (postId: string) =>
  api<PostRevisionSummary[]>(`/admin/posts/${encodeURIComponent(postId)}/revisions`);

/** One kept version in full. */
export const fetchRevision = (postId: string, version: number) =>
  api<PostRevision>(`/admin/posts/${encodeURIComponent(postId)}/revisions/${version}`);
