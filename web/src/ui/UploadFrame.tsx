import { Button, Input, Stack } from '@mantine/core';
import type { BucketName } from '@storysong/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from './announcer.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { IconTrash } from './icons/IconTrash.ts';
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
  /** A file given before the widget was shown (dropped or pasted elsewhere): uploaded as soon as it appears. */
  initialFile?: File | null;
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
  initialFile,
  accept,
  icon,
  hint,
  uploadingPreview,
  preview,
}: UploadFrameProps) {
  // The validation namespace holds the translated file-problem messages.
  const { t } = useTranslation(['uploads', 'validation']);
  const upload = useFileUpload(bucket, onChange);
  const message = translateMessage(t, upload.error ?? error);
  const area = useRef<HTMLDivElement>(null);
  const before = useRef({ uploading: false, fileName: value?.fileName });
  const awaitingOutcome = useRef(false);
  const takenFile = useRef<File | null>(null);

  // Once per file given: `choose` is a new function on every render.
  useEffect(() => {
    if (!initialFile || takenFile.current === initialFile) return;
    takenFile.current = initialFile;
    void upload.choose(initialFile);
  });

  // Each phase replaces the control that had focus (the drop zone, then the progress, then Remove):
  // unless the person has moved on, focus goes to the new control and the outcome is said.
  useEffect(() => {
    const { uploading, fileName } = before.current;
    before.current = { uploading: upload.phase.kind === 'uploading', fileName: value?.fileName };
    if (uploading && upload.phase.kind === 'idle') awaitingOutcome.current = true;
    const outcome = awaitingOutcome.current && (value !== null || upload.error !== null);
    const removed = !uploading && fileName !== undefined && value === null && upload.phase.kind === 'idle';
    if (!outcome && !removed) return;
    awaitingOutcome.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body && !area.current?.contains(active)) return;
    area.current?.querySelector<HTMLElement>('button, [role="button"]')?.focus();
    if (outcome) announce(value ? t('uploaded', { fileName: value.fileName }) : (message ?? ''));
    else announce(t('removed', { fileName }));
  }, [upload.phase.kind, upload.error, value, message, t]);

  return (
    <Input.Wrapper label={label} description={description} error={message}>
      <Stack gap="xs" mt={4} ref={area}>
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
