import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Input, Loader, Modal, Stack, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type AdminPost, blogPostInputSchema, excerpt, LIMITS, type PostStatus, plainText, slugify } from '@storysong/core';
import { IconCheck, IconChevronDown, IconCloudUpload, IconDeviceFloppy, IconExclamationCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { ImageUpload } from '../../../ui/ImageUpload.tsx';
import { translateMessage } from '../../../ui/messages.ts';
import type { UploadedFile } from '../../../ui/upload.ts';
import { useWarnBeforeUnload } from '../../../ui/useWarnBeforeUnload.ts';
import { SearchPreview } from './SearchPreview.tsx';
import { usePosts } from './store.ts';
import { type DraftState, useAutosave } from './useAutosave.ts';

const RichEditor = lazy(() => import('./RichEditor.tsx'));

const formSchema = blogPostInputSchema.pick({
  title: true,
  slug: true,
  metaTitle: true,
  metaDescription: true,
  content: true,
  tags: true,
});
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

interface PostEditorFormProps extends PostDialogProps {
  /** Cancel: the dialog asks first when there is unsaved text. */
  onCancel(): void;
  /** Told whenever the form starts or stops holding text that is not saved. */
  onUnsavedChange(unsaved: boolean): void;
}

/** 'New Blog Post' / 'Edit Blog Post'. Once anything is saved the dialog keeps the id and updates in place. */
function PostEditorForm({ post, onClose, onCancel, onUnsavedChange }: PostEditorFormProps) {
  const { t } = useTranslation(['admin', 'validation']);
  const save = usePosts((s) => s.save);
  const [postId, setPostId] = useState(post?.id ?? null);
  const [image, setImage] = useState<UploadedFile | null>(
    post?.featuredImage && post.featuredImageUrl
      ? { fileId: post.featuredImage, fileName: post.featuredImage, previewUrl: post.featuredImageUrl }
      : null,
  );
  const [failed, setFailed] = useState<'publish' | 'draft' | null>(null);
  // Address and search fields fold away, as in Ghost's post settings; a problem in them opens them.
  const [seoOpen, setSeoOpen] = useState(false);
  // The address the server gave the post, shown while the slug field is left empty.
  const [savedSlug, setSavedSlug] = useState(post?.slug ?? '');
  const defaultValues = {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    metaTitle: post?.metaTitle ?? '',
    metaDescription: post?.metaDescription ?? '',
    content: post?.content ?? '',
    tags: post?.tags ?? [],
  };
  const { register, control, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<PostForm>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });
  const values = watch();
  const seoShown = seoOpen || Boolean(formState.errors.slug || formState.errors.metaTitle || formState.errors.metaDescription);
  const snapshotOf = (form: PostForm, fileId: string | undefined) =>
    JSON.stringify([form.title, form.slug, form.metaTitle, form.metaDescription, form.content, form.tags, fileId]);
  // What the server holds: the post as opened, then each save's values.
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshotOf(defaultValues, image?.fileId));
  const unsaved = snapshotOf(values, image?.fileId) !== savedSnapshot;
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  // Only Publish changes a post's status: a draft offers Save draft and Publish, a published post Update.
  const isDraft = (post?.status ?? 'draft') === 'draft';
  const saveAs = async (form: PostForm, as: PostStatus) => {
    const saved = await save(
      {
        ...form,
        slug: form.slug ?? '',
        metaTitle: form.metaTitle ?? '',
        metaDescription: form.metaDescription ?? '',
        tags: form.tags ?? [],
        featuredImage: image?.fileId ?? null,
        status: as,
      },
      postId,
    );
    setPostId(saved.id);
    setSavedSlug(saved.slug);
    setSavedSnapshot(snapshotOf(form, image?.fileId));
  };

  const draftSnapshot = () => {
    const current = getValues();
    if (!current.title.trim() && !plainText(current.content)) return null;
    return snapshotOf(current, image?.fileId);
  };
  // A published post is never autosaved: a draft save would take it off the public blog.
  const draftState = useAutosave(isDraft, draftSnapshot, () => saveAs(getValues(), 'draft'));

  const saveAndClose = async (form: PostForm, as: PostStatus) => {
    setFailed(null);
    try {
      await saveAs(form, as);
      onClose();
    } catch (error) {
      // The server's field messages (an address another post has) go beside their field.
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [field, message] of fieldErrors) {
        if (field in defaultValues) setError(field as keyof PostForm, { message }, { shouldFocus: true });
      }
      if (fieldErrors.length === 0) setFailed(as === 'draft' ? 'draft' : 'publish');
    }
  };
  // Publish (a draft) and Update (a published post) both leave the post published; the schema asks for title and content.
  const publish = handleSubmit((form) => saveAndClose(form, 'published'));
  // A draft may be saved with only a title or some text, as autosave does.
  const saveDraft = () => saveAndClose(getValues(), 'draft');

  return (
    <form onSubmit={publish} noValidate>
      <Stack>
        {failed && (
          <Alert color="red" role="alert">
            {failed === 'draft' ? t('posts.draftError') : t('posts.publishFailed')}
          </Alert>
        )}
        <TextInput
          label={t('posts.fields.title')}
          required
          maxLength={LIMITS.titleMaxChars}
          description={t('posts.counter', { count: values.title.length, max: LIMITS.titleMaxChars })}
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
        <Button
          variant="subtle"
          justify="flex-start"
          leftSection={<IconChevronDown size={16} style={{ transform: seoShown ? undefined : 'rotate(-90deg)' }} aria-hidden />}
          aria-expanded={seoShown}
          aria-controls="post-seo-fields"
          onClick={() => setSeoOpen(!seoShown)}
        >
          {t('posts.seoHeading')}
        </Button>
        {seoShown && (
          <Fieldset id="post-seo-fields" aria-label={t('posts.seoHeading')} variant="filled">
            <Stack gap="sm">
              <TextInput
                label={t('posts.fields.slug')}
                description={t('posts.slugHint')}
                placeholder={isDraft ? slugify(values.title) : savedSlug}
                maxLength={LIMITS.slugMaxChars}
                dir="auto"
                error={translateMessage(t, formState.errors.slug?.message)}
                {...register('slug', {
                  // What staff type becomes a slug as they leave the field: "My Song" → my-song.
                  onBlur: (event) => {
                    const typed = event.target.value.trim();
                    if (typed) setValue('slug', slugify(typed), { shouldValidate: true });
                  },
                })}
              />
              <TextInput
                label={t('posts.fields.metaTitle')}
                description={`${t('posts.metaTitleHint')} · ${t('posts.counter', { count: values.metaTitle?.length ?? 0, max: LIMITS.metaTitleChars })}`}
                placeholder={values.title}
                maxLength={LIMITS.metaTitleChars}
                error={translateMessage(t, formState.errors.metaTitle?.message)}
                {...register('metaTitle')}
              />
              <Textarea
                label={t('posts.fields.metaDescription')}
                description={`${t('posts.metaDescriptionHint')} · ${t('posts.counter', { count: values.metaDescription?.length ?? 0, max: LIMITS.seoDescriptionChars })}`}
                placeholder={excerpt(values.content)}
                maxLength={LIMITS.seoDescriptionChars}
                autosize
                minRows={2}
                error={translateMessage(t, formState.errors.metaDescription?.message)}
                {...register('metaDescription')}
              />
              <SearchPreview
                title={values.title}
                excerpt={excerpt(values.content)}
                metaTitle={values.metaTitle ?? ''}
                metaDescription={values.metaDescription ?? ''}
                slug={values.slug || (isDraft ? slugify(values.title) : savedSlug)}
              />
            </Stack>
          </Fieldset>
        )}
        <Group justify="space-between">
          <DraftIndicator state={draftState} />
          <Group ms="auto">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            {isDraft && (
              <Button
                variant="light"
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={saveDraft}
                disabled={draftSnapshot() === null}
              >
                {t('posts.saveDraft')}
              </Button>
            )}
            <Button type="submit" leftSection={<IconCloudUpload size={16} />} loading={formState.isSubmitting}>
              {isDraft ? t('posts.publish') : t('posts.update')}
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
  const [unsaved, setUnsaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useWarnBeforeUnload(opened && unsaved);
  const close = () => {
    setUnsaved(false);
    setConfirming(false);
    onClose();
  };
  // Cancel, the close button and Escape all come here: unsaved text is thrown away only when the admin says so.
  const requestClose = () => (unsaved ? setConfirming(true) : close());
  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={post ? t('posts.editTitle') : t('posts.newTitle')}
        size="xl"
        fullScreen={phone}
        closeOnClickOutside={false}
      >
        {opened && (
          <PostEditorForm
            key={post?.id ?? 'new'}
            post={post}
            onClose={close}
            onCancel={requestClose}
            onUnsavedChange={setUnsaved}
          />
        )}
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('posts.discardTitle')} zIndex={300}>
        <Stack>
          <Text>{t('posts.discardConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('posts.keepEditing')}
            </Button>
            <Button color="red" onClick={close}>
              {t('posts.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
