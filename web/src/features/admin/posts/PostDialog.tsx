import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Input, Loader, Modal, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminPost, blogPostInputSchema, LIMITS, plainText } from '@storysong/core';
import { IconCheck, IconCloudUpload, IconExclamationCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ImageUpload } from '../../../ui/ImageUpload.tsx';
import { translateMessage } from '../../../ui/messages.ts';
import type { UploadedFile } from '../../../ui/upload.ts';
import { usePosts } from './store.ts';
import { type DraftState, useAutosave } from './useAutosave.ts';

const RichEditor = lazy(() => import('./RichEditor.tsx'));

const formSchema = blogPostInputSchema.pick({ title: true, content: true, tags: true });
type PostForm = z.input<typeof formSchema>;

function DraftIndicator({ state }: { state: DraftState }) {
  const { t } = useTranslation('admin');
  if (state === 'idle') return null;
  const view = {
    saving: { icon: <Loader size={14} />, text: t('posts.draftSaving'), color: 'dimmed' },
    saved: { icon: <IconCheck size={14} />, text: t('posts.draftSaved'), color: 'green' },
    error: { icon: <IconExclamationCircle size={14} />, text: t('posts.draftError'), color: 'red' },
  }[state];
  return (
    <Group gap={4} c={view.color} role="status" aria-live="polite">
      {view.icon}
      <Text size="sm">{view.text}</Text>
    </Group>
  );
}

interface PostDialogProps {
  /** The post being edited; null for a new one. */
  post: AdminPost | null;
  onClose(): void;
}

/** 'New Blog Post' / 'Edit Blog Post'. Once anything is saved the dialog keeps the id and updates in place. */
function PostEditorForm({ post, onClose }: PostDialogProps) {
  const { t } = useTranslation(['admin', 'validation']);
  const save = usePosts((s) => s.save);
  const [postId, setPostId] = useState(post?.id ?? null);
  const [image, setImage] = useState<UploadedFile | null>(
    post?.featuredImage && post.featuredImageUrl
      ? { fileId: post.featuredImage, fileName: post.featuredImage, previewUrl: post.featuredImageUrl }
      : null,
  );
  const [publishFailed, setPublishFailed] = useState(false);
  const { register, control, handleSubmit, getValues, watch, formState } = useForm<PostForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: post?.title ?? '', content: post?.content ?? '', tags: post?.tags ?? [] },
  });
  const title = watch('title');

  const draftSnapshot = () => {
    const values = getValues();
    if (!values.title.trim() && !plainText(values.content)) return null;
    return JSON.stringify([values, image?.fileId]);
  };
  const saveDraft = async () => {
    const values = getValues();
    const saved = await save(
      { ...values, tags: values.tags ?? [], featuredImage: image?.fileId ?? null, status: 'draft' },
      postId,
    );
    setPostId(saved.id);
  };
  // A published post is never autosaved: a draft save would take it off the public blog.
  const draftState = useAutosave(post?.status !== 'published', draftSnapshot, saveDraft);

  const publish = handleSubmit(async (values) => {
    setPublishFailed(false);
    try {
      await save({ ...values, tags: values.tags ?? [], featuredImage: image?.fileId ?? null, status: 'published' }, postId);
      onClose();
    } catch {
      setPublishFailed(true);
    }
  });

  return (
    <form onSubmit={publish} noValidate>
      <Stack>
        {publishFailed && (
          <Alert color="red" role="alert">
            {t('posts.publishFailed')}
          </Alert>
        )}
        <TextInput
          label={t('posts.fields.title')}
          required
          maxLength={LIMITS.titleMaxChars}
          description={t('posts.counter', { count: title.length, max: LIMITS.titleMaxChars })}
          error={translateMessage(t, formState.errors.title?.message)}
          {...register('title')}
        />
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <Input.Wrapper label={t('posts.fields.content')} required error={translateMessage(t, fieldState.error?.message)}>
              <Suspense fallback={<Loader size="sm" role="img" aria-label={t('common.loading')} />}>
                <RichEditor
                  value={field.value}
                  label={t('posts.fields.content')}
                  invalid={Boolean(fieldState.error)}
                  onChange={field.onChange}
                />
              </Suspense>
            </Input.Wrapper>
          )}
        />
        <ImageUpload bucket="blog-images" label={t('posts.fields.image')} value={image} onChange={setImage} />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsInput
              label={t('posts.fields.tags')}
              description={t('posts.tagsHint')}
              value={field.value ?? []}
              onChange={field.onChange}
              maxTags={20}
              splitChars={[',', 'Enter']}
              clearable
            />
          )}
        />
        <Group justify="space-between">
          <DraftIndicator state={draftState} />
          <Group ms="auto">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconCloudUpload size={16} />} loading={formState.isSubmitting}>
              {post ? t('posts.update') : t('posts.publish')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function PostDialog({ opened, post, onClose }: PostDialogProps & { opened: boolean }) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={post ? t('posts.editTitle') : t('posts.newTitle')}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      {opened && <PostEditorForm key={post?.id ?? 'new'} post={post} onClose={onClose} />}
    </Modal>
  );
}
