import { Button, Input, Stack } from '@mantine/core';
import type { BucketName } from '@storysong/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from './FileDropZone.tsx';
import { translateMessage } from './messages.ts';
import { UploadProgress } from './UploadProgress.tsx';
import type { UploadedFile } from './upload.ts';
import { useFileUpload } from './useFileUpload.ts';

/** What a form gives an upload widget. */
export interface UploadWidgetProps {
  bucket: BucketName;
  label: string;
  description?: string;
  value: UploadedFile | null;
  onChange(value: UploadedFile | null): void;
  /** The form's own message for this field (e.g. required), shown when the upload itself has none. */
  error?: string;
}

interface UploadFrameProps extends UploadWidgetProps {
  accept: readonly string[];
  icon: ReactNode;
  hint: string;
  /** Shown above the progress while a file uploads (an image's preview). */
  uploadingPreview?(previewUrl: string): ReactNode;
  /** The uploaded file, with the Remove button placed where the kind of file wants it. */
  preview(value: UploadedFile, removeButton: ReactNode): ReactNode;
}

/**
 * A file picker's life in one frame: the drop zone, then the upload's progress, then the file with
 * Remove; a failed upload clears file, name and preview and says why under the label.
 */
export function UploadFrame({
  bucket,
  label,
  description,
  value,
  onChange,
  error,
  accept,
  icon,
  hint,
  uploadingPreview,
  preview,
}: UploadFrameProps) {
  // The validation namespace holds the translated file-problem messages.
  const { t } = useTranslation(['uploads', 'validation']);
  const upload = useFileUpload(bucket, onChange);
  return (
    <Input.Wrapper label={label} description={description} error={translateMessage(t, upload.error ?? error)}>
      <Stack gap="xs" mt={4}>
        {upload.phase.kind === 'uploading' ? (
          <>
            {uploadingPreview?.(upload.phase.previewUrl)}
            <UploadProgress fileName={upload.phase.fileName} percent={upload.phase.percent} />
          </>
        ) : value ? (
          preview(
            value,
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => upload.remove(value)}>
              {t('remove')}
            </Button>,
          )
        ) : (
          <FileDropZone label={label} accept={accept.join(',')} icon={icon} hint={hint} onFile={upload.choose} />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
