import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, Loader, NativeSelect, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditEntry, type AuditQuery, auditQuerySchema } from '@storysong/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatSiteDateTime } from '../../../ui/format.ts';
import { translateMessage } from '../../../ui/messages.ts';
import type { Column } from '../../../ui/ResponsiveTable.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { LoadError } from '../LoadError.tsx';
import { useAudit } from './store.ts';

const resolver = zodResolver(auditQuerySchema);
/** An empty field is no filter, not an empty one. */
const orNothing = { setValueAs: (value: string) => value || undefined };

/** Who, what and which days: sent to the server, which checks them with the same schema. */
function Filters() {
  const { t } = useTranslation(['audit', 'validation']);
  const { query, loading, search } = useAudit();
  const { register, handleSubmit, formState } = useForm<AuditQuery>({ resolver, defaultValues: query });
  const error = (message: string | undefined) => translateMessage(t, message);
  return (
    <Card withBorder padding="md">
      <form onSubmit={handleSubmit(search)} noValidate aria-label={t('filters.label')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            label={t('filters.actor')}
            autoComplete="off"
            style={{ flex: '1 1 14rem' }}
            error={error(formState.errors.actor?.message)}
            {...register('actor', orNothing)}
          />
          <NativeSelect
            label={t('filters.action')}
            style={{ flex: '1 1 12rem' }}
            data={[
              { value: '', label: t('filters.anyAction') },
              ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
            ]}
            error={error(formState.errors.action?.message)}
            {...register('action', orNothing)}
          />
          <TextInput
            type="date"
            label={t('filters.from')}
            error={error(formState.errors.from?.message)}
            {...register('from', orNothing)}
          />
          <TextInput
            type="date"
            label={t('filters.to')}
            error={error(formState.errors.to?.message)}
            {...register('to', orNothing)}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} loading={loading}>
            {t('filters.show')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** /admin/audit: who did what to which record and when, newest first; nothing here changes it. */
export default function AuditPage() {
  const { t, i18n } = useTranslation(['audit', 'admin']);
  const { entries, next, loading, error, search, more, reload } = useAudit();
  useEffect(() => {
    void search(useAudit.getState().query);
  }, [search]);
  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: t('columns.at'), render: (e) => formatSiteDateTime(e.at, i18n.language) },
    { key: 'actor', label: t('columns.actor'), render: (e) => (e.actorUid === 'cli' ? t('commandLine') : e.actorEmail) },
    { key: 'action', label: t('columns.action'), render: (e) => t(`actions.${e.action}`) },
    { key: 'target', label: t('columns.target'), render: (e) => `${t(`targets.${e.target.kind}`)} ${e.target.id}` },
    { key: 'detail', label: t('columns.detail'), render: (e) => e.detail ?? '' },
  ];
  return (
    <>
      <Seo title={t('title')} description={t('title')} path={null} noindex />
      <TableSection
        variant="page"
        title={t('title')}
        toolbar={
          <>
            <Text>{t('intro')}</Text>
            <Filters />
            {error && <LoadError message={error} title={t('loadFailed')} onRetry={reload} />}
          </>
        }
        empty={
          error ? null : loading ? (
            <Loader mx="auto" role="img" aria-label={t('admin:common.loading')} />
          ) : (
            <Text ta="center" py="xl" fw={600}>
              {t('empty')}
            </Text>
          )
        }
        rows={entries}
        rowKey={(e) => e.id}
        columns={columns}
        minWidth={860}
        footer={
          next && (
            <Group justify="center">
              <Button variant="default" loading={loading} onClick={more}>
                {t('more')}
              </Button>
            </Group>
          )
        }
      />
    </>
  );
}
