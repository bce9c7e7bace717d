import type { BucketName } from '@storysong/core';

export interface UploadGrant {
  uploadUrl: string;
  headers: Record<string, string>;
}

export interface StoredFile {
  contentType: string;
  size: number;
}

/**
 * The files port. Upload and download go straight between the browser and the store through
 * signed, expiring URLs; the store itself enforces the content type and the size limit.
 */
export interface FileStore {
  readonly kind: string;
  signUpload(bucket: BucketName, name: string, contentType: string, maxBytes: number): Promise<UploadGrant>;
  signDownload(bucket: BucketName, name: string, ttlSeconds?: number): Promise<string>;
  /** Public URL for public buckets (blog images). */
  publicUrl(bucket: BucketName, name: string): string;
  /** Stores a file the server itself made (seeded demo artwork); visitors' files come through signed uploads. */
  put(bucket: BucketName, name: string, contentType: string, bytes: Uint8Array): Promise<StoredFile>;
  stat(bucket: BucketName, name: string): Promise<StoredFile | null>;
  /** A stored file's bytes, for the server to work on (resizing a blog image); null when there is none. */
  read(bucket: BucketName, name: string): Promise<Uint8Array | null>;
  delete(bucket: BucketName, name: string): Promise<void>;
}

export const UPLOAD_TTL_SECONDS = 15 * 60;
export const DOWNLOAD_TTL_SECONDS = 10 * 60;
