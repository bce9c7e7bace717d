import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type HeldRecord,
  PRIVACY_REQUEST_KINDS,
  type PrivacyEmailInput,
  type PrivacyRequestInput,
  type PrivacyRequestView,
  privacyEmailSchema,
  privacyRequestSchema,
} from '@storysong/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { type Column, ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { usePrivacy } from './store.ts';

const emailResolver = zodResolver(privacyEmailSchema);
const requestResolver = zodResolver(privacyRequestSchema);

/** Records a request as it reached us (by mail, say): its one-month deadline runs from the day it came. */
function RecordRequest({ email }: { email: string }) {
  const { t } = useTranslation(['privacy', 'validation']);
  const record = usePrivacy((s) => s.record);
  const busy = usePrivacy((s) => s.busy);
  const { register, handleSubmit, formState } = useForm<PrivacyRequestInput>({
    resolver: requestResolver,
    values: { email, kind: 'access', receivedOn: new Date().toISOString().slice(0, 10) },
  });
  return (
    <form onSubmit={handleSubmit((input) => record(input))} noValidate aria-label={t('staff.record')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('staff.requestKind')}
          data={PRIVACY_REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`staff.requestKinds.${kind}`) }))}
          {...register('kind')}
        />
        <TextInput
          type="date"
          label={t('staff.receivedOn')}
          error={translateMessage(t, formState.errors.receivedOn?.message)}
          {...register('receivedOn')}
        />
        <Button type="submit" variant="default" loading={busy === 'record'}>
          {t('staff.save')}
        </Button>
      </Group>
    </form>
  );
}

/** Everything held for the address, and what may be done with it. */
function Held({ email, records }: { email: string; records: HeldRecord[] }) {
  const { t, i18n } = useTranslation('privacy');
  const { busy, erasure, exportData, erase } = usePrivacy();
  const [confirming, { open, close }] = useDisclosure(false);
  const columns: Column<HeldRecord>[] = [
    { key: 'kind', label: t('staff.columns.kind'), render: (r) => t(`staff.kinds.${r.kind}`) },
    { key: 'summary', label: t('staff.columns.summary'), render: (r) => r.summary },
    { key: 'at', label: t('staff.columns.at'), render: (r) => (r.at ? formatDate(r.at, i18n.language) : '') },
    {
      key: 'kept',
      label: t('staff.columns.kept'),
      render: (r) => (r.keptBecause ? <Badge color="yellow">{t(`staff.keptBecause.${r.keptBecause}`)}</Badge> : null),
    },
  ];
  const erasedCount = erasure ? Object.values(erasure.erased).reduce((sum, count) => sum + (count ?? 0), 0) : 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('staff.held', { email })}
      </Title>
      {erasure && (
        <Alert color={erasure.kept.length > 0 ? 'yellow' : 'green'} role="status">
          {t('staff.erased', { count: erasedCount })}
          {erasure.kept.length > 0 && ` ${t('staff.keptAfter', { count: erasure.kept.length })}`}
        </Alert>
      )}
      {records.length === 0 ? (
        <Text>{t('staff.nothing')}</Text>
      ) : (
        <ResponsiveTable
          rows={records}
          columns={columns}
          rowKey={(r) => `${r.kind}/${r.id}`}
          minWidth={640}
          label={t('staff.held', { email })}
        />
      )}
      <Group gap="sm">
        <Button variant="default" loading={busy === 'export'} onClick={() => exportData(email)}>
          {t('staff.export')}
        </Button>
        <Button color="red" variant="light" disabled={records.length === 0} onClick={open}>
          {t('staff.erase')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={close} title={t('staff.eraseTitle', { email })}>
        <Stack>
          <Text size="sm">{t('staff.eraseText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('staff.cancel')}
            </Button>
            <Button
              // The theme's darkest red: white on red.6 is 3.3:1, under AA's 4.5.
              color="red.9"
              loading={busy === 'erase'}
              onClick={async () => {
                await erase(email);
                close();
              }}
            >
              {t('staff.eraseConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Every request, newest first, each with its deadline: open ones past it stand out. */
function RequestLog({ requests, label }: { requests: PrivacyRequestView[]; label: string }) {
  const { t, i18n } = useTranslation('privacy');
  const day = (iso: string) => formatDate(iso, i18n.language);
  const columns: Column<PrivacyRequestView>[] = [
    { key: 'email', label: t('staff.columns.email'), render: (r) => r.email },
    {
      key: 'kind',
      label: t('staff.columns.request'),
      render: (r) => `${t(`staff.requestKinds.${r.kind}`)} (${t(`staff.source.${r.source}`)})`,
    },
    { key: 'received', label: t('staff.columns.received'), render: (r) => day(r.receivedAt) },
    { key: 'due', label: t('staff.columns.due'), render: (r) => day(r.dueAt) },
    {
      key: 'done',
      label: t('staff.columns.done'),
      render: (r) =>
        r.completedAt ? (
          `${day(r.completedAt)}${r.completedBy ? ` · ${r.completedBy}` : ''}`
        ) : (
          <Badge color={Date.parse(r.dueAt) < Date.now() ? 'red' : 'blue'}>
            {Date.parse(r.dueAt) < Date.now() ? t('staff.overdue') : t('staff.open')}
          </Badge>
        ),
    },
  ];
  if (requests.length === 0) return <Text>{t('staff.noRequests')}</Text>;
  return <ResponsiveTable rows={requests} columns={columns} rowKey={(r) => r.id} minWidth={760} label={label} />;
}

/** /admin/privacy: look up an address, see everything held, export or erase it; every request with its deadline. */
export default function PrivacyPage() {
  const { t } = useTranslation(['privacy', 'validation']);
  const { lookup, log, busy, error, find, loadLog } = usePrivacy();
  const { register, handleSubmit, formState } = useForm<PrivacyEmailInput>({
    resolver: emailResolver,
    defaultValues: { email: lookup?.email ?? '' },
  });
  useEffect(() => {
    void loadLog();
  }, [loadLog]);
  return (
    <Stack>
      <Seo title={t('staff.title')} description={t('staff.title')} path={null} noindex />
      <Title order={1}>{t('staff.title')}</Title>
      <Text>{t('staff.intro')}</Text>
      <Card withBorder padding="md">
        <form onSubmit={handleSubmit(({ email }) => find(email))} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              type="email"
              label={t('staff.email')}
              autoComplete="off"
              style={{ flex: '1 1 16rem' }}
              error={translateMessage(t, formState.errors.email?.message)}
              {...register('email')}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={busy === 'lookup'}>
              {t('staff.lookup')}
            </Button>
          </Group>
        </form>
      </Card>
      {error && (
        <Alert color="red" role="alert">
          {translateMessage(t, error)}
        </Alert>
      )}
      {lookup && (
        <Card withBorder padding="md">
          <Stack>
            <Held email={lookup.email} records={lookup.records} />
            <Title order={3} size="h4">
              {t('staff.record')}
            </Title>
            <RecordRequest email={lookup.email} />
          </Stack>
        </Card>
      )}
      <Title order={2} size="h3">
        {t('staff.log')}
      </Title>
      {log ? <RequestLog requests={log} label={t('staff.log')} /> : null}
    </Stack>
  );
}
