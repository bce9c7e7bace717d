import { Alert, Blockquote, List, Stack, Text } from '@mantine/core';
import { type AdminOrderDetail, openRevision } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format.ts';
import { IconPencil } from '../../../ui/icons/IconPencil.ts';

/** What the customer asked to change: the open request stands out, earlier ones follow with when they were delivered. */
export function OrderRevisions({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin');
  const date = (at: string) => formatDate(at, i18n.language);
  const open = openRevision(order.revisions);
  const done = order.revisions.filter((revision) => revision !== open);
  return (
    <Stack gap="xs">
      <Text size="sm">{t('stories.revision.used', { used: order.revisions.length, included: order.revisionsIncluded })}</Text>
      {open && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconPencil size={18} aria-hidden />}
          // Mantine's orange title reads below 4.5:1 on its light background.
          styles={{ title: { color: 'var(--mantine-color-text)' }, icon: { color: 'var(--mantine-color-orange-9)' } }}
          title={t('stories.revision.open', { number: order.revisions.length, date: date(open.requestedAt) })}
        >
          <Blockquote color="orange" p="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {open.notes}
          </Blockquote>
        </Alert>
      )}
      {done.length > 0 && (
        <List size="sm" spacing="xs">
          {done.map((revision, index) => (
            <List.Item key={revision.requestedAt}>
              <Text size="sm" fw={500}>
                {t('stories.revision.done', {
                  number: index + 1,
                  requested: date(revision.requestedAt),
                  delivered: revision.deliveredAt ? date(revision.deliveredAt) : '',
                })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {revision.notes}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
