import type { BucketName } from '@storysong/core';
import { HttpError } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';

export const UPLOADS = 'uploads';

/** Every issued upload is recorded, so an order can only attach a file that was uploaded for it, once. */
export interface UploadRecord extends Record<string, unknown> {
  bucket: BucketName;
  contentType: string;
  declaredSize: number;
  uploadedBy: string | null;
  createdAt: string;
  claimedBy: string | null;
}

/** Checks an uploaded file exists in the expected bucket and is not attached elsewhere yet. */
export async function assertUploaded(services: Services, bucket: BucketName, name: string): Promise<void> {
  const record = await services.documents.get<UploadRecord>(UPLOADS, name);
  const stored = record && record.data.bucket === bucket ? await services.files.stat(bucket, name) : null;
  if (!record || record.data.bucket !== bucket || !stored || record.data.claimedBy) {
    throw new HttpError(400, 'validation_failed', 'The uploaded file could not be found. Please upload it again.');
  }
}
