import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Testimonial, TIMINGS } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../ui/icons/IconCheck.ts';
import { IconPlus } from '../../../ui/icons/IconPlus.ts';
import { IconSearch } from '../../../ui/icons/IconSearch.ts';
import { LoadError } from '../LoadError.tsx';
import { useAdminSession } from '../session.ts';
import { CustomerTestimonials } from './CustomerTestimonials.tsx';
import { useTestimonials } from './store.ts';
import { TestimonialCard } from './TestimonialCard.tsx';
import { TestimonialDialog } from './TestimonialDialog.tsx';

export default function AdminTestimonialsPage() {
  const { t } = useTranslation('admin');
  const { items, loading, error, load, remove } = useTestimonials();
  const uid = useAdminSession((s) => s.uid);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<{ testimonial: Testimonial | null } | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), TIMINGS.successBannerMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const needle = search.trim().toLowerCase();
  const shown = items.filter((item) => `${item.title}\n${item.description}\n${item.linkUrl}`.toLowerCase().includes(needle));

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      setBanner(t('testimonials.deleted'));
    } catch (failure) {
      console.warn('Deleting the testimonial failed', failure);
    }
    setDeleting(null);
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('nav.testimonials')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ testimonial: null })}>
          {t('testimonials.new')}
        </Button>
      </Group>
      {banner && (
        <Alert color="green" icon={<IconCheck />} role="status">
          {banner}
        </Alert>
      )}
      <CustomerTestimonials
        onDecided={(message) => {
          setBanner(message);
          void load();
        }}
      />
      <TextInput
        label={t('testimonials.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {error ? (
        <LoadError message={error} title={t('testimonials.loadFailed')} onRetry={load} />
      ) : loading && items.length === 0 ? (
        <Loader mx="auto" role="img" aria-label={t('common.loading')} />
      ) : shown.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <Text fw={600}>{t('testimonials.empty')}</Text>
          <Text c="dimmed" size="sm">
            {needle ? t('testimonials.noMatch') : t('testimonials.getStarted')}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((item) => (
            <TestimonialCard
              key={item.id}
              testimonial={item}
              canEdit={item.createdBy === uid}
              onEdit={() => setDialog({ testimonial: item })}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </SimpleGrid>
      )}
      <TestimonialDialog
        opened={dialog !== null}
        testimonial={dialog?.testimonial ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => setBanner(dialog?.testimonial ? t('testimonials.updated') : t('testimonials.created'))}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('testimonials.deleteTitle')}>
        <Stack>
          <Text>{t('testimonials.deleteConfirm', { title: deleting?.title ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete}>
              {t('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
