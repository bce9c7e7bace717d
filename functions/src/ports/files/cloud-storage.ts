import type { Bucket } from '@google-cloud/storage';
import type { BucketName } from '@storysong/core';
import { DOWNLOAD_TTL_SECONDS, type FileStore, type StoredFile, UPLOAD_TTL_SECONDS, type UploadGrant } from './port.ts';

/**
 * Cloud Storage: one bucket, one folder per logical bucket. V4 signed URLs; the upload URL
 * signs the content type and an `x-goog-content-length-range` header so Storage itself
 * refuses a wrong type or an oversize body.
 */
export class CloudStorageFileStore implements FileStore {
  readonly kind = 'cloud-storage';

  constructor(private readonly bucket: Bucket) {}

  private file(bucket: BucketName, name: string) {
    return this.bucket.file(`${bucket}/${name}`);
  }

  async signUpload(bucket: BucketName, name: string, contentType: string, maxBytes: number): Promise<UploadGrant> {
    const range = `0,${maxBytes}`;
    const [uploadUrl] = await this.file(bucket, name).getSignedUrl({
      version: 'v4',
      action: 'write',
      expires: Date.now() + UPLOAD_TTL_SECONDS * 1000,
      contentType,
      extensionHeaders: { 'x-goog-content-length-range': range },
    });
    return { uploadUrl, headers: { 'Content-Type': contentType, 'x-goog-content-length-range': range } };
  }

  async signDownload(bucket: BucketName, name: string, ttlSeconds = DOWNLOAD_TTL_SECONDS): Promise<string> {
    const [url] = await this.file(bucket, name).getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: Date.now() + ttlSeconds * 1000,
    });
    return url;
  }

  publicUrl(bucket: BucketName, name: string): string {
    return `https://storage.googleapis.com/${this.bucket.name}/${bucket}/${encodeURIComponent(name)}`;
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

  async delete(bucket: BucketName, name: string): Promise<void> {
    await this.file(bucket, name).delete({ ignoreNotFound: true });
  }
}
