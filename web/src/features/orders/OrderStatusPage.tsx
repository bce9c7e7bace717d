import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import { isPayable, type OrderStatusView, orderPagePath, poundsToPence } from '@storysong/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { money } from '../../ui/format.ts';
import { IconAlertCircle } from '../../ui/icons/IconAlertCircle.ts';
import { IconLock } from '../../ui/icons/IconLock.ts';
import { Loading } from '../../ui/Loading.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { invoiceUrlFor } from './checkout.ts';
import { EarlierVersions } from './EarlierVersions.tsx';
import { ExtraFiles } from './ExtraFiles.tsx';
import { FindOrderLink } from './FindOrderLink.tsx';
import { LyricApproval } from './LyricApproval.tsx';
import { OrderBrief } from './OrderBrief.tsx';
import { OrderPrivacy } from './OrderPrivacy.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { orderLinkOf } from './orderLink.ts';
import { RevealSection } from './RevealSection.tsx';
import { RevisionRequest } from './RevisionRequest.tsx';
import { ShareSongLink } from './ShareSongLink.tsx';
import { SongPlayer } from './SongPlayer.tsx';
import { SongTitleForm } from './SongTitleForm.tsx';
import { TipSection } from './TipSection.tsx';
import { useOrderStatus } from './useOrderStatus.ts';
import { usePaymentRedirect } from './usePaymentRedirect.ts';
import { useStatusPoll } from './useStatusPoll.ts';

/** Pay now for an unpaid order: its open checkout, or a fresh one for this same order. */
function PayNow({ order, token }: { order: OrderStatusView; token: string }) {
  const { t, i18n } = useTranslation('orders');
  const { busy, error, go } = usePaymentRedirect();
  const amount = money(poundsToPence(order.amountPounds), i18n.language, 0);
  return (
    <Stack gap="sm">
      <Alert color="yellow">{t('status.unpaid')}</Alert>
      {error && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {error}
        </Alert>
      )}
      <Button
        size="md"
        leftSection={<IconLock size={18} />}
        disabled={busy}
        onClick={() => go(() => invoiceUrlFor(order.orderId, token))}
      >
        {busy ? t('payment.processing') : t('status.payNow', { amount })}
      </Button>
    </Stack>
  );
}

/**
 * A checkout paid whose payment the provider has not confirmed to us yet: said instead of Pay now,
 * and the order read again until it shows paid.
 */
function PaymentConfirming({
  order,
  token,
  onConfirmed,
}: {
  order: OrderStatusView;
  token: string;
  onConfirmed: (order: OrderStatusView) => void;
}) {
  // The words the checkout's refusal uses too (one message in core, translated once).
  const { t } = useTranslation('validation');
  useStatusPoll(order.orderId, token, true, (now) => !now.paymentConfirming, onConfirmed);
  return (
    <Alert color="blue" role="status">
      {t('paymentConfirming')}
    </Alert>
  );
}

/** The order's page once read: payment, the song and its versions, sharing, the reveal, a tip, revisions, the lyrics before recording, progress, the brief and summary. */
function OrderDetails({ loaded, token }: { loaded: OrderStatusView; token: string | null }) {
  const { t } = useTranslation('orders');
  // A revision request, a lyrics answer, a new title or a reveal answers with the order as it now is.
  const [changed, setChanged] = useState<OrderStatusView | null>(null);
  const order = changed ?? loaded;
  // Once the story and files are deleted the order is its accounting record: nothing is left to act on.
  const erased = order.privacy.erasedAt !== null;
  const active = token && order.paymentStatus === 'paid' && order.stage !== 'cancelled' && !erased;
  const revisions = active && <RevisionRequest order={order} token={token} onRevised={setChanged} />;
  return (
    <Stack>
      {token &&
        isPayable(order) &&
        (order.paymentConfirming ? (
          <PaymentConfirming order={order} token={token} onConfirmed={setChanged} />
        ) : (
          <PayNow order={order} token={token} />
        ))}
      {order.song && <SongPlayer song={order.song} title={t('song.title')} />}
      <ExtraFiles files={order.extraFiles} />
      <EarlierVersions songs={order.earlierSongs} />
      {active && <SongTitleForm order={order} token={token} onSaved={setChanged} />}
      {token && order.shareId && <ShareSongLink orderId={order.orderId} token={token} shareId={order.shareId} />}
      {active && order.song && <RevealSection order={order} token={token} onChanged={setChanged} />}
      {active && order.song && <TipSection order={order} token={token} onChanged={setChanged} />}
      {order.song && revisions}
      {/* Before recording, the lyrics waiting for an answer are what the customer can act on. */}
      {active && !order.song && order.lyrics.drafts.length > 0 && (
        <LyricApproval order={order} token={token} onAnswered={setChanged} />
      )}
      {order.stage !== 'cancelled' && <OrderTimeline order={order} />}
      {/* Before delivery the allowance is news, not something to act on: it follows the progress. */}
      {!order.song && revisions}
      {!erased && <OrderBrief brief={order.brief} />}
      {token && <OrderPrivacy order={order} token={token} onChanged={setChanged} />}
      <OrderSummary order={order} />
    </Stack>
  );
}

/** /orders/{id}#token=…: the customer's private page for an order's payment and progress. */
export default function OrderStatusPage() {
  const { t } = useTranslation('orders');
  const { ref } = useParams();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { link, earlier } = orderLinkOf(ref, search, hash);
  const today = earlier && link ? orderPagePath(link) : null;
  useEffect(() => {
    if (today) navigate(today, { replace: true });
  }, [today, navigate]);
  const token = link?.token ?? null;
  const status = useOrderStatus(link?.orderId ?? null, token);
  return (
    <Container size="sm" py="xl">
      <Seo title={t('status.title')} description={t('status.title')} path={null} noindex />
      <Title order={1} mb="lg">
        {t('status.title')}
      </Title>
      {status.kind === 'loading' && <Loading />}
      {status.kind === 'missing' && (
        <Alert color="yellow">
          <Stack gap="xs">
            {t('status.notFound')}
            <FindOrderLink />
          </Stack>
        </Alert>
      )}
      {status.kind === 'loaded' && <OrderDetails key={status.order.orderId} loaded={status.order} token={token} />}
      <Group mt="xl">
        <Button component={Link} to="/">
          {t('result.home')}
        </Button>
        <Button component={Link} to="/contact" variant="default">
          {t('result.support')}
        </Button>
      </Group>
    </Container>
  );
}
