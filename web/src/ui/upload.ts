import { type BucketName, MESSAGES, type UploadTicket } from '@storysong/core';
import { ApiError, api } from '../lib/api.ts';

/** A file that reached the store: its id for the API, and what the widget shows. */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  previewUrl: string;
  /** Where readers load it from, for a file of a public bucket (blog images). */
  publicUrl?: string | null;
}

function putWithProgress(ticket: UploadTicket, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    // fetch() cannot report upload progress; XMLHttpRequest's upload events can.
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.uploadUrl);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let message: string = MESSAGES.uploadFailed;
      try {
        message = (JSON.parse(xhr.responseText) as { error?: { message?: string } }).error?.message ?? message;
      } catch {
        // Storage providers answer with XML or nothing; the status line is all there is.
      }
      reject(new ApiError(xhr.status, 'bad_request', message));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', MESSAGES.offline));
    xhr.send(file);
  });
}

/** Asks the API for a signed upload URL, then sends the file straight to storage, reporting real progress. */
export async function uploadFile(
  bucket: BucketName,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Pick<UploadTicket, 'fileId' | 'publicUrl'>> {
  const ticket = await api<UploadTicket>('/uploads', {
    body: { bucket, contentType: file.type, size: file.size, fileName: file.name },
  });
  await putWithProgress(ticket, file, onProgress);
  return { fileId: ticket.fileId, publicUrl: ticket.publicUrl };
}
