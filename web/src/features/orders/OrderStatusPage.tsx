import { Alert, Button, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Loading } from '../../ui/Loading.tsx';
import { Seo } from '../../ui/Seo.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { useOrderStatus } from './useOrderStatus.ts';

/** /orders/{token}?order={id}: the customer's private page for an order's payment and progress. */
export default function OrderStatusPage() {
  const { t } = useTranslation('orders');
  const { token } = useParams();
  const [search] = useSearchParams();
  const status = useOrderStatus(search.get('order'), token ?? null);
  return (
    <Container size="sm" py="xl">
      <Seo title={t('status.title')} description={t('status.title')} noindex />
      <Title order={1} mb="lg">
        {t('status.title')}
      </Title>
      {status.kind === 'loading' && <Loading />}
      {status.kind === 'missing' && <Alert color="yellow">{t('status.notFound')}</Alert>}
      {status.kind === 'loaded' && <OrderSummary order={status.order} />}
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
