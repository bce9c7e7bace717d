import { Alert, Anchor, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { type PostPreviewLink, TIMINGS } from '@storysong/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { formatSiteDateTime } from '../../../ui/format.ts';
import { IconCopy } from '../../../ui/icons/IconCopy.ts';
import { IconEye } from '../../../ui/icons/IconEye.ts';

const createPreviewLink = (postId: string) =>
  api<PostPreviewLink>(`/admin/posts/${encodeURIComponent(postId)}/preview`, { method: 'POST' });

/** A private link to the post as readers will see it, for someone without a staff account. It shows the latest save. */
export function PreviewLink({ postId }: { postId: string }) {
  const { t, i18n } = useTranslation('admin');
  const [link, setLink] = useState<PostPreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const create = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setLink(await createPreviewLink(postId));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const url = link ? `${window.location.origin}${link.path}` : '';
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        justify="flex-start"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={create}
        loading={busy}
      >
        {t('posts.previewLink.create')}
      </Button>
      {link && (
        <>
          <TextInput
            label={t('posts.previewLink.label')}
            description={t('posts.previewLink.hint', { date: formatSiteDateTime(link.expiresAt, i18n.language) })}
            value={url}
            readOnly
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Group>
            <CopyButton value={url} timeout={TIMINGS.copiedNoticeMs}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  onClick={copy}
                  leftSection={<IconCopy size={16} aria-hidden />}
                  color={copied ? 'teal' : undefined}
                >
                  {copied ? t('posts.previewLink.copied') : t('posts.previewLink.copy')}
                </Button>
              )}
            </CopyButton>
            <Anchor href={url} target="_blank" rel="noopener" size="sm">
              {t('posts.previewLink.open')}
            </Anchor>
          </Group>
        </>
      )}
      {failed && (
        <Alert color="red" role="alert">
          {t('posts.previewLink.failed')}
        </Alert>
      )}
    </Stack>
  );
}
