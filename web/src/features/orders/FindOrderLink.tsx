import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The way to a fresh order link, where a link is missing, wrong or expired. */
export function FindOrderLink() {
  const { t } = useTranslation('orders');
  return (
    <Anchor component={Link} to="/orders/find">
      {t('find.link')}
    </Anchor>
  );
}
