import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Input,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type AdminPost,
  type BlogPostSave,
  blogPostInputSchema,
  excerpt,
  LIMITS,
  MESSAGES as M,
  messageKey,
  type PostRevision,
  type PostStatus,
  plainText,
  siteTimeToUtc,
  slugify,
  utcToSiteTime,
} from '@storysong/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api.ts';
import { formatSiteDateTime } from '../../../ui/format.ts';
import { GrowingTextarea } from '../../../ui/GrowingTextarea.tsx';
import { ImageUpload } from '../../../ui/ImageUpload.tsx';
import { IconCalendarTime } from '../../../ui/icons/IconCalendarTime.ts';
import { IconCheck } from '../../../ui/icons/IconCheck.ts';
import { IconChevronDown } from '../../../ui/icons/IconChevronDown.ts';
import { IconCloudUpload } from '../../../ui/icons/IconCloudUpload.ts';
import { IconDeviceFloppy } from '../../../ui/icons/IconDeviceFloppy.ts';
import { IconExclamationCircle } from '../../../ui/icons/IconExclamationCircle.ts';
import { IconHistory } from '../../../ui/icons/IconHistory.ts';
import { translateMessage } from '../../../ui/messages.ts';
import type { UploadedFile } from '../../../ui/upload.ts';
import { useWarnBeforeUnload } from '../../../ui/useWarnBeforeUnload.ts';
import { PreviewLink } from './PreviewLink.tsx';
import { clearBackup, type PostBackup, readBackup, writeBackup } from './postBackup.ts';
import { RevisionHistory } from './RevisionHistory.tsx';
import { SearchPreview } from './SearchPreview.tsx';
import { SocialCardPreview } from './SocialCardPreview.tsx';
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

/** Why the editor was swapped for another copy of the post: after a refused save, staff reloaded or kept a copy. */
type Notice = 'reloaded' | 'copied';

/** The text fields a kept version or a local backup puts back; the address stays, so links never move by a restore. */
const RESTORED_FIELDS = ['title', 'metaTitle', 'metaDescription', 'content', 'tags'] as const;

/** The save was refused because someone saved a newer version since this editor opened the post. */
const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && messageKey(error.message) === 'postChangedElsewhere';

interface PostDialogProps {
  /** The post being edited; null for a new one. */
  post: AdminPost | null;
  onClose(): void;
}

interface PostEditorFormProps extends PostDialogProps {
  notice: Notice | null;
  /** Cancel: the dialog asks first when there is unsaved text. */
  onCancel(): void;
  /** Told whenever the form starts or stops holding text that is not saved, and under which post it keeps it. */
  onUnsavedChange(unsaved: boolean, postId: string | null): void;
  /** Opens another copy of the post in the editor: the newer version, or the draft made from this text. */
  onReplace(post: AdminPost, notice: Notice): void;
}

/** 'New Blog Post' / 'Edit Blog Post'. Once anything is saved the dialog keeps the id and updates in place. */
function PostEditorForm({ post, notice, onClose, onCancel, onUnsavedChange, onReplace }: PostEditorFormProps) {
  const { t, i18n } = useTranslation(['admin', 'validation']);
  const save = usePosts((s) => s.save);
  const load = usePosts((s) => s.load);
  const [postId, setPostId] = useState(post?.id ?? null);
  // The version this editor last saw; the server refuses a save made from an older one.
  const [version, setVersion] = useState(post?.version ?? 0);
  const status: PostStatus = post?.status ?? 'draft';
  const [image, setImage] = useState<UploadedFile | null>(
    post?.featuredImage && post.featuredImageUrl
      ? { fileId: post.featuredImage, fileName: post.featuredImage, previewUrl: post.featuredImageUrl }
      : null,
  );
  const [failed, setFailed] = useState<'publish' | 'draft' | null>(null);
  const [conflict, setConflict] = useState(false);
  const conflictAlert = useRef<HTMLDivElement>(null);
  // Staff press save at the foot of a long form; the refusal shows at its head, so it is brought into view.
  useEffect(() => {
    if (conflict) conflictAlert.current?.scrollIntoView({ block: 'start' });
  }, [conflict]);
  // Address and search fields fold away, as in Ghost's post settings; a problem in them opens them.
  const [seoOpen, setSeoOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(status === 'scheduled');
  // UK wall-clock time as the input holds it; converted to UTC when the post is scheduled.
  const [publishAt, setPublishAt] = useState(post?.publishAt ? utcToSiteTime(post.publishAt) : '');
  const [publishAtError, setPublishAtError] = useState<string | undefined>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [restoredVersion, setRestoredVersion] = useState<number | null>(null);
  // The rich editor reads its value once; putting back other text starts it afresh.
  const [editorKey, setEditorKey] = useState(0);
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
  const [socialImage, setSocialImage] = useState<UploadedFile | null>(
    post?.socialImage && post.socialImageUrl
      ? { fileId: post.socialImage, fileName: post.socialImage, previewUrl: post.socialImageUrl }
      : null,
  );
  // Which images the post has, for telling whether anything is unsaved.
  const imageIds = `${image?.fileId ?? ''} ${socialImage?.fileId ?? ''}`;
  const { register, control, handleSubmit, getValues, setValue, setError, watch, formState } = useForm<PostForm>({
    resolver: zodResolver(formSchema),
    defaultValues,
  });
  const values = watch();
  const seoShown = seoOpen || Boolean(formState.errors.slug || formState.errors.metaTitle || formState.errors.metaDescription);
  const scheduleShown = status !== 'published' && (scheduleOpen || Boolean(publishAtError));
  const textOf = (form: PostForm) =>
    JSON.stringify([form.title, form.slug, form.metaTitle, form.metaDescription, form.content, form.tags]);
  const snapshotOf = (form: PostForm, images: string, when: string) => JSON.stringify([textOf(form), images, when]);
  // What the server holds: the post as opened, then each save's values.
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshotOf(defaultValues, imageIds, publishAt));
  const currentSnapshot = snapshotOf(values, imageIds, publishAt);
  const unsaved = currentSnapshot !== savedSnapshot;
  useEffect(() => onUnsavedChange(unsaved, postId), [unsaved, postId, onUnsavedChange]);

  // Text kept in this browser by an earlier session that did not save it, offered back once.
  const [backup, setBackup] = useState<PostBackup<PostForm> | null>(() => {
    const kept = readBackup<PostForm>(post?.id ?? null);
    return kept && textOf(kept.values) !== textOf(defaultValues) ? kept : null;
  });
  // While typing, the unsaved text is kept in localStorage; an offer not yet answered is left as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the snapshot stands for every value written
  useEffect(() => {
    if (backup) return;
    if (unsaved) writeBackup(postId, getValues());
    else clearBackup(postId);
  }, [currentSnapshot, unsaved, postId, backup]);

  const putBack = (text: Pick<PostForm, (typeof RESTORED_FIELDS)[number]>) => {
    for (const field of RESTORED_FIELDS) setValue(field, text[field] ?? '', { shouldDirty: true });
    setEditorKey((key) => key + 1);
  };

  // Only Publish changes a post's status: a draft offers Save draft and Publish, a published post Update.
  const isDraft = status === 'draft';
  const inputOf = (form: PostForm) => ({
    ...form,
    slug: form.slug ?? '',
    metaTitle: form.metaTitle ?? '',
    metaDescription: form.metaDescription ?? '',
    tags: form.tags ?? [],
    featuredImage: image?.fileId ?? null,
    socialImage: socialImage?.fileId ?? null,
  });
  const saveAs = async (form: PostForm, as: PostStatus, scheduledFor = '') => {
    const input: BlogPostSave =
      as === 'scheduled' ? { ...inputOf(form), status: as, publishAt: scheduledFor } : { ...inputOf(form), status: as };
    let saved: AdminPost;
    try {
      saved = await save({ ...input, version }, postId);
    } catch (error) {
      if (isConflict(error)) setConflict(true);
      throw error;
    }
    // A new post's text was kept under "new" until it had an id.
    clearBackup(postId);
    clearBackup(saved.id);
    setPostId(saved.id);
    setVersion(saved.version);
    setSavedSlug(saved.slug);
    setSavedSnapshot(snapshotOf(form, imageIds, publishAt));
  };

  const draftSnapshot = () => {
    const current = getValues();
    if (!current.title.trim() && !plainText(current.content)) return null;
    return snapshotOf(current, imageIds, publishAt);
  };
  // Only a draft is autosaved: a draft save would take a published post off the blog, or unschedule one.
  // After a refused save it waits for staff to choose what to keep.
  const draftState = useAutosave(isDraft && !conflict, draftSnapshot, () => saveAs(getValues(), 'draft'));

  const saveAndClose = async (form: PostForm, as: PostStatus, scheduledFor?: string) => {
    setFailed(null);
    try {
      await saveAs(form, as, scheduledFor);
      onClose();
    } catch (error) {
      if (isConflict(error)) return;
      // The server's field messages (an address another post has) go beside their field.
      const fieldErrors = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [field, message] of fieldErrors) {
        if (field === 'publishAt') setPublishAtError(message);
        else if (field in defaultValues) setError(field as keyof PostForm, { message }, { shouldFocus: true });
      }
      if (fieldErrors.length === 0) setFailed(as === 'draft' ? 'draft' : 'publish');
    }
  };
  // Publish (a draft) and Update (a published post) both leave the post published; the schema asks for title and content.
  const publish = handleSubmit((form) => saveAndClose(form, 'published'));
  // A draft may be saved with only a title or some text, as autosave does.
  const saveDraft = () => saveAndClose(getValues(), 'draft');
  // Scheduling asks for what publishing does, and a UK time still ahead (the server checks again by its clock).
  const schedule = handleSubmit((form) => {
    const utc = siteTimeToUtc(publishAt);
    const problem = utc === null ? M.publishAtRequired : Date.parse(utc) <= Date.now() ? M.publishAtPast : undefined;
    setPublishAtError(problem);
    if (utc === null || problem) return;
    return saveAndClose(form, 'scheduled', utc);
  });
  const unschedule = () => saveAndClose(getValues(), 'draft');

  const reload = async () => {
    await load();
    const newer = usePosts.getState().items.find((p) => p.id === postId);
    if (!newer) return setFailed('draft');
    clearBackup(postId);
    onReplace(newer, 'reloaded');
  };
  // The text becomes a draft of its own (without the images, which stay the other version's).
  const keepCopy = async () => {
    try {
      const copy = await save(
        { ...inputOf(getValues()), slug: '', featuredImage: null, socialImage: null, status: 'draft' },
        null,
      );
      clearBackup(postId);
      onReplace(copy, 'copied');
    } catch {
      setFailed('draft');
    }
  };

  return (
    <form onSubmit={publish} noValidate>
      <Stack>
        {failed && (
          <Alert color="red" role="alert">
            {failed === 'draft' ? t('posts.draftError') : t('posts.publishFailed')}
          </Alert>
        )}
        {conflict && (
          <Alert
            ref={conflictAlert}
            color="orange"
            role="alert"
            icon={<IconExclamationCircle size={18} />}
            // Clear of the dialog's sticky header when scrolled to.
            style={{ scrollMarginTop: 'calc(var(--mantine-spacing-xl) * 3)' }}
          >
            <Stack gap="sm">
              <Text size="sm">{translateMessage(t, M.postChangedElsewhere)}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={reload}>
                  {t('posts.conflictReload')}
                </Button>
                <Button size="xs" onClick={keepCopy}>
                  {t('posts.conflictKeepCopy')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {notice && (
          <Alert color="teal" role="status">
            {notice === 'copied' ? t('posts.copiedNotice') : t('posts.reloadedNotice')}
          </Alert>
        )}
        {backup && (
          <Alert color="blue" role="status">
            <Stack gap="sm">
              <Text size="sm">{t('posts.backupFound', { date: formatSiteDateTime(backup.keptAt, i18n.language) })}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => {
                    putBack(backup.values);
                    setBackup(null);
                  }}
                >
                  {t('posts.backupRestore')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    clearBackup(postId);
                    setBackup(null);
                  }}
                >
                  {t('posts.backupDismiss')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {restoredVersion !== null && (
          <Alert color="teal" role="status">
            {t('posts.restoredNotice', { version: restoredVersion })}
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
                  key={editorKey}
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
              <GrowingTextarea
                label={t('posts.fields.metaDescription')}
                description={`${t('posts.metaDescriptionHint')} · ${t('posts.counter', { count: values.metaDescription?.length ?? 0, max: LIMITS.seoDescriptionChars })}`}
                placeholder={excerpt(values.content)}
                maxLength={LIMITS.seoDescriptionChars}
                minRows={2}
                error={translateMessage(t, formState.errors.metaDescription?.message)}
                {...register('metaDescription')}
              />
              <ImageUpload
                bucket="blog-images"
                label={t('posts.fields.socialImage')}
                description={t('posts.socialImageHint')}
                value={socialImage}
                onChange={setSocialImage}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ alignItems: 'start' }}>
                <SearchPreview
                  title={values.title}
                  excerpt={excerpt(values.content)}
                  metaTitle={values.metaTitle ?? ''}
                  metaDescription={values.metaDescription ?? ''}
                  slug={values.slug || (isDraft ? slugify(values.title) : savedSlug)}
                />
                <SocialCardPreview
                  title={values.title}
                  excerpt={excerpt(values.content)}
                  metaTitle={values.metaTitle ?? ''}
                  metaDescription={values.metaDescription ?? ''}
                  socialImageUrl={socialImage?.previewUrl ?? null}
                  featuredImageUrl={image?.previewUrl ?? null}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
        )}
        {status !== 'published' && (
          <Button
            variant="subtle"
            justify="flex-start"
            leftSection={
              <IconChevronDown size={16} style={{ transform: scheduleShown ? undefined : 'rotate(-90deg)' }} aria-hidden />
            }
            aria-expanded={scheduleShown}
            aria-controls="post-schedule-fields"
            onClick={() => setScheduleOpen(!scheduleShown)}
          >
            {t('posts.scheduleHeading')}
          </Button>
        )}
        {scheduleShown && (
          <Fieldset id="post-schedule-fields" aria-label={t('posts.scheduleHeading')} variant="filled">
            <Stack gap="sm">
              {status === 'scheduled' && post?.publishAt && (
                <Text size="sm" fw={600}>
                  {t('posts.scheduledFor', { date: formatSiteDateTime(post.publishAt, i18n.language) })}
                </Text>
              )}
              <TextInput
                type="datetime-local"
                label={t('posts.publishAtLabel')}
                description={t('posts.publishAtHint')}
                value={publishAt}
                onChange={(event) => {
                  setPublishAt(event.currentTarget.value);
                  setPublishAtError(undefined);
                }}
                error={translateMessage(t, publishAtError)}
              />
              <Group gap="xs">
                <Button variant="light" leftSection={<IconCalendarTime size={16} aria-hidden />} onClick={schedule}>
                  {t('posts.schedule')}
                </Button>
                {status === 'scheduled' && (
                  <Button variant="default" onClick={unschedule}>
                    {t('posts.unschedule')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Fieldset>
        )}
        {postId && (
          <Button
            variant="subtle"
            justify="flex-start"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => setHistoryOpen(true)}
          >
            {t('posts.history')}
          </Button>
        )}
        {postId && <PreviewLink postId={postId} />}
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
              {status === 'published' ? t('posts.update') : t('posts.publish')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {postId && (
        <RevisionHistory
          postId={postId}
          opened={historyOpen}
          onClose={() => setHistoryOpen(false)}
          onRestore={(revision: PostRevision) => {
            putBack(revision);
            setHistoryOpen(false);
            setRestoredVersion(revision.version);
          }}
        />
      )}
    </form>
  );
}

export function PostDialog({ opened, post, onClose }: PostDialogProps & { opened: boolean }) {
  const { t } = useTranslation('admin');
  const phone = useMediaQuery('(max-width: 36em)');
  const [unsaved, setUnsaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Another copy of the post opened after a refused save (the newer version, or a draft of this text).
  const [replaced, setReplaced] = useState<{ post: AdminPost; notice: Notice } | null>(null);
  // Where the form keeps its unsaved text, so discarding it also drops that.
  const editingId = useRef<string | null>(null);
  const shown = replaced?.post ?? post;
  useWarnBeforeUnload(opened && unsaved);
  const onUnsavedChange = useCallback((isUnsaved: boolean, postId: string | null) => {
    setUnsaved(isUnsaved);
    editingId.current = postId;
  }, []);
  const close = () => {
    setUnsaved(false);
    setConfirming(false);
    setReplaced(null);
    onClose();
  };
  const discard = () => {
    clearBackup(editingId.current);
    close();
  };
  // Cancel, the close button and Escape all come here: unsaved text is thrown away only when the admin says so.
  const requestClose = () => (unsaved ? setConfirming(true) : close());
  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={shown ? t('posts.editTitle') : t('posts.newTitle')}
        size="xl"
        fullScreen={phone}
        closeOnClickOutside={false}
      >
        {opened && (
          <PostEditorForm
            key={`${shown?.id ?? 'new'}:${shown?.version ?? 0}:${replaced?.notice ?? ''}`}
            post={shown}
            notice={replaced?.notice ?? null}
            onClose={close}
            onCancel={requestClose}
            onUnsavedChange={onUnsavedChange}
            onReplace={(next, notice) => setReplaced({ post: next, notice })}
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
            <Button color="red" onClick={discard}>
              {t('posts.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
