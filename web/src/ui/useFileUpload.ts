import { type BucketName, fileProblem, MESSAGES } from '@storysong/core';
import { useState } from 'react';
import { type UploadedFile, uploadFile } from './upload.ts';

export type UploadPhase = { kind: 'idle' } | { kind: 'uploading'; percent: number; fileName: string; previewUrl: string };

/**
 * One file upload's life: checked in the browser with the same rule the server applies,
 * uploaded with progress, and reported to the owner; a failure leaves nothing behind.
 */
export function useFileUpload(bucket: BucketName, onChange: (file: UploadedFile | null) => void) {
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File) {
    setError(null);
    const problem = fileProblem(bucket, file.type, file.size);
    if (problem) {
      onChange(null);
      setError(problem);
      return;
    }
    const previewUrl = URL.createObjectURL(file);
    setPhase({ kind: 'uploading', percent: 0, fileName: file.name, previewUrl });
    try {
      const { fileId, publicUrl } = await uploadFile(bucket, file, (percent) =>
        setPhase({ kind: 'uploading', percent, fileName: file.name, previewUrl }),
      );
      onChange({ fileId, fileName: file.name, previewUrl, publicUrl });
    } catch (failure) {
      URL.revokeObjectURL(previewUrl);
      onChange(null);
      setError(failure instanceof Error ? failure.message : MESSAGES.uploadFailed);
    } finally {
      setPhase({ kind: 'idle' });
    }
  }

  function remove(current: UploadedFile | null) {
    if (current) URL.revokeObjectURL(current.previewUrl);
    setError(null);
    onChange(null);
  }

  return { phase, error, choose, remove };
}
