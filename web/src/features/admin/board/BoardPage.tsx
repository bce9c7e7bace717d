import { Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BOARD_UNASSIGNED, type BoardCard, DUE_GROUPS, type DueGroup, type StaffMember } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitorTimeZone } from '../../../lib/visitorTime.ts';
import { count, formatCalendarDate, formatDateTimeIn } from '../../../ui/format.ts';
import { IconEye } from '../../../ui/icons/IconEye.ts';
import { translateMessage } from '../../../ui/messages.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { LoadError } from '../LoadError.tsx';
import { OrderDrawer } from '../orders/OrderDrawer.tsx';
import { useBoard } from './store.ts';

const staffName = (member: StaffMember) => member.displayName || member.email;

/** One open order: who, which suite, where it stands, what to mind (rush, a revision, lyrics waiting for approval, the occasion, the voice and names), due when, and whose. */
function OrderCard({ card, staff, onOpen }: { card: BoardCard; staff: StaffMember[]; onOpen(id: string): void }) {
  const { t, i18n } = useTranslation(['admin', 'orders', 'products', 'validation']);
  const assign = useBoard((s) => s.assign);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const options = [
    { value: '', label: t('production.nobody') },
    ...staff.map((member) => ({ value: member.uid, label: staffName(member) })),
  ];
  // A former member of staff still named on the order stays visible in the list.
  if (card.assignee && !staff.some((member) => member.uid === card.assignee?.uid)) {
    options.push({ value: card.assignee.uid, label: staffName(card.assignee) });
  }
  const change = async (value: string | null) => {
    setSaving(true);
    setNotice(null);
    try {
      const updated = await assign(card.id, value || null);
      setNotice({
        ok: true,
        text: updated.assignee
          ? t('production.assigned', { name: card.customerName, who: staffName(updated.assignee) })
          : t('production.unassignedDone', { name: card.customerName }),
      });
    } catch (error) {
      setNotice({ ok: false, text: translateMessage(t, (error as Error).message) ?? '' });
    } finally {
      setSaving(false);
    }
  };
  const occasion = card.occasion?.kind
    ? card.occasion.date
      ? t('production.occasion', {
          occasion: t(`orders:occasion.kinds.${card.occasion.kind}`),
          date: formatCalendarDate(card.occasion.date, i18n.language),
        })
      : t('production.noDate', { occasion: t(`orders:occasion.kinds.${card.occasion.kind}`) })
    : null;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="board-card" aria-label={card.customerName}>
      <Stack gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {card.customerName}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`products:items.${card.productId}.name`, { defaultValue: card.productName })}
          </Text>
        </div>
        {/* Written out in full: the date is what the card is sorted by. Red once overdue. */}
        <Text size="sm" fw={600} c={card.group === 'overdue' ? 'red.9' : undefined} data-testid="due">
          {card.dueAt
            ? t('production.due', { date: formatDateTimeIn(card.dueAt, i18n.language, visitorTimeZone()) })
            : t('production.noDue')}
        </Text>
        <Group gap={6}>
          <StatusBadge kind="stage" status={card.stage} variant="outline">
            {t(`stage.${card.stage}`)}
          </StatusBadge>
          {card.rush && (
            <StatusBadge kind="rush" status="rush" variant="filled">
              {t('production.rush')}
            </StatusBadge>
          )}
          {card.revisionRequested && (
            <StatusBadge kind="revision" status="requested" variant="filled">
              {t('production.revision', { number: card.revisionsRequested })}
            </StatusBadge>
          )}
          {card.lyricsWaiting && (
            <StatusBadge kind="lyrics" status="waiting" variant="filled">
              {t('production.lyricsWaiting')}
            </StatusBadge>
          )}
        </Group>
        {occasion && <Text size="sm">{occasion}</Text>}
        {(card.voice || card.namesCount > 0) && (
          <Text size="sm" data-testid="wishes">
            {[
              card.voice && t('production.voice', { voice: t(`orders:wishes.voices.${card.voice}`) }),
              card.namesCount > 0 && t('production.names', { number: count(card.namesCount, i18n.language) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <Group align="flex-end" justify="space-between" gap="xs" wrap="wrap">
          <Select
            label={t('production.assignee')}
            data={options}
            value={card.assignee?.uid ?? ''}
            onChange={change}
            allowDeselect={false}
            disabled={saving}
            size="sm"
            miw={180}
            style={{ flex: 1 }}
          />
          <Button
            size="sm"
            variant="light"
            leftSection={<IconEye size={14} />}
            onClick={() => onOpen(card.id)}
            aria-label={t('stories.viewOf', { name: card.customerName })}
          >
            {t('stories.view')}
          </Button>
        </Group>
        {notice && (
          <Text size="sm" role={notice.ok ? 'status' : 'alert'} c={notice.ok ? undefined : 'red.9'}>
            {notice.text}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** One group of the board (overdue, due within 48 hours, later) under its heading, with its count. */
function BoardGroup({
  group,
  cards,
  staff,
  onOpen,
}: {
  group: DueGroup;
  cards: BoardCard[];
  staff: StaffMember[];
  onOpen(id: string): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const heading = `board-${group}`;
  return (
    <section aria-labelledby={heading}>
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4" id={heading}>
          {t(`production.groups.${group}`)}
        </Title>
        <StatusBadge kind="due" status={group} variant="filled" aria-hidden>
          {count(cards.length, i18n.language)}
        </StatusBadge>
      </Group>
      {cards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('production.empty')}
        </Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {cards.map((card) => (
            <OrderCard key={card.id} card={card} staff={staff} onOpen={onOpen} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

/** /admin/board: the team's open stories by the date promised to the customer, and who has each. */
export default function BoardPage() {
  const { t } = useTranslation('admin');
  const { assignee, board, loading, error, setAssignee, load } = useBoard();
  const [openId, setOpenId] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload whenever the filter changes
  useEffect(() => {
    void load();
  }, [assignee, load]);

  const staff = board?.staff ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('production.title')}</Title>
        <Text c="dimmed">{t('production.intro')}</Text>
      </div>
      <Select
        label={t('production.filter')}
        data={[
          { value: '', label: t('production.everyone') },
          { value: BOARD_UNASSIGNED, label: t('production.unassigned') },
          ...staff.map((member) => ({ value: member.uid, label: staffName(member) })),
        ]}
        value={assignee ?? ''}
        onChange={(value) => setAssignee(value || null)}
        allowDeselect={false}
        maw={320}
      />
      {error && <LoadError message={error} onRetry={load} />}
      {!board && loading && <Loader role="img" aria-label={t('common.loading')} />}
      {board &&
        DUE_GROUPS.map((group) => <BoardGroup key={group} group={group} cards={board[group]} staff={staff} onOpen={setOpenId} />)}
      <OrderDrawer
        orderId={openId}
        onClose={() => {
          setOpenId(null);
          // What changed in the drawer (a stage, a delivery) moves the story on the board.
          void load();
        }}
      />
    </Stack>
  );
}
