import type { Bucket } from '@google-cloud/storage';
import { BUCKETS, type BucketName } from '@storysong/core';
import { DOWNLOAD_TTL_SECONDS, type FileStore, type StoredFile, UPLOAD_TTL_SECONDS, type UploadGrant } from './port.ts';

/**
 * Two Cloud Storage buckets, one folder per logical bucket in each: customer files (photos,
 * voice notes) in a private bucket that no client rule or grant opens, blog images in a public
 * one whose `storage.public.rules` let anyone get an object (deployed by `firebase deploy`).
 * Keeping them apart means no grant on the public bucket can ever reach a customer file.
 */
export interface CloudStorageBuckets {
  private: Bucket;
  public: Bucket;
}

/**
 * V4 signed URLs. The upload URL signs the content type, an `x-goog-content-length-range` header
 * and `x-goog-if-generation-match: 0`, so Storage itself refuses a wrong type, an oversize body,
 * and any write over an object that exists: a stored file (one an order points at) is immutable.
 */
export class CloudStorageFileStore implements FileStore {
  readonly kind = 'cloud-storage';

  /**
   * @param downloadOrigin where Firebase Storage's download URLs point: Google's host in
   * production, a local stand-in in tests (as the Firebase SDKs point them at the Storage emulator).
   */
  constructor(
    private readonly buckets: CloudStorageBuckets,
    private readonly downloadOrigin = 'https://firebasestorage.googleapis.com',
  ) {}

  private bucketOf(bucket: BucketName): Bucket {
    return BUCKETS[bucket].public ? this.buckets.public : this.buckets.private;
  }

  private file(bucket: BucketName, name: string) {
    return this.bucketOf(bucket).file(`${bucket}/${name}`);
  }

  async signUpload(bucket: BucketName, name: string, contentType: string, maxBytes: number): Promise<UploadGrant> {
    const headers = { 'x-goog-content-length-range': `0,${maxBytes}`, 'x-goog-if-generation-match': '0' };
    const [uploadUrl] = await this.file(bucket, name).getSignedUrl({
      version: 'v4',
      action: 'write',
      expires: Date.now() + UPLOAD_TTL_SECONDS * 1000,
      contentType,
      extensionHeaders: headers,
    });
    return { uploadUrl, headers: { 'Content-Type': contentType, ...headers } };
  }

  async signDownload(bucket: BucketName, name: string, ttlSeconds = DOWNLOAD_TTL_SECONDS): Promise<string> {
    const [url] = await this.file(bucket, name).getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: Date.now() + ttlSeconds * 1000,
    });
    return url;
  }

  /** The Firebase Storage download URL, which the public bucket's rules answer without a token. */
  publicUrl(bucket: BucketName, name: string): string {
    if (!BUCKETS[bucket].public) throw new Error(`${bucket} is private: it has signed download URLs only`);
    const object = encodeURIComponent(`${bucket}/${name}`);
    return `${this.downloadOrigin}/v0/b/${this.buckets.public.name}/o/${object}?alt=media`;
  }

  async put(bucket: BucketName, name: string, contentType: string, bytes: Uint8Array): Promise<StoredFile> {
    await this.file(bucket, name).save(Buffer.from(bytes), { contentType, resumable: false });
    return { contentType, size: bytes.length };
  }

  async stat(bucket: BucketName, name: string): Promise<StoredFile | null> {
    const file = this.file(bucket, name);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [meta] = await file.getMetadata();
    return { contentType: meta.contentType ?? 'application/octet-stream', size: Number(meta.size ?? 0) };
  }

  async read(bucket: BucketName, name: string): Promise<Uint8Array | null> {
    const file = this.file(bucket, name);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [bytes] = await file.download();
    return new Uint8Array(bytes);
  }

  async delete(bucket: BucketName, name: string): Promise<void> {
    await this.file(bucket, name).delete({ ignoreNotFound: true });
  }
}
