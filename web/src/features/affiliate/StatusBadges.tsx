import type { AffiliateStatus } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui/StatusBadge.tsx';

/** An affiliate's own status, on their dashboard. */
export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const { t } = useTranslation('affiliate');
  return (
    <StatusBadge kind="affiliate" status={status} variant="filled">
      {t(`affiliateStatus.${status}`)}
    </StatusBadge>
  );
}
