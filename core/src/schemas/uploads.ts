import { z } from 'zod';
import { BUCKETS, type BucketName, IMAGE_TYPES, VIDEO_TYPES } from '../limits.ts';
import { MESSAGES as M } from '../messages.ts';

const bucketNames = Object.keys(BUCKETS) as [BucketName, ...BucketName[]];

/** Which message a rejected file gets, by its bucket's kind. */
function messagesFor(bucket: BucketName) {
  const image = (BUCKETS[bucket].types as readonly string[]) === IMAGE_TYPES;
  if (image) return { type: M.imageType, size: M.imageSize };
  if ((BUCKETS[bucket].types as readonly string[]) === VIDEO_TYPES) return { type: M.videoType, size: M.videoSize };
  return { type: M.audioType, size: bucket === 'songs' ? M.songSize : M.audioSize };
}

/** The one check of a file against its bucket, used by the upload widget and by the server. */
export function fileProblem(bucket: BucketName, contentType: string, size: number): string | null {
  const rules = BUCKETS[bucket];
  const messages = messagesFor(bucket);
  if (!(rules.types as readonly string[]).includes(contentType)) return messages.type;
  if (size > rules.maxBytes || size <= 0) return messages.size;
  return null;
}

export const uploadRequestSchema = z
  .object({
    bucket: z.enum(bucketNames),
    contentType: z.string().min(1).max(100),
    size: z.number().int().nonnegative(),
    fileName: z.string().min(1).max(255),
  })
  .superRefine((value, ctx) => {
    const problem = fileProblem(value.bucket, value.contentType, value.size);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['file'] });
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export interface UploadTicket {
  fileId: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  /** Where readers load the file from, for a public bucket's file (a post's inline image); null for a private one. */
  publicUrl: string | null;
}
