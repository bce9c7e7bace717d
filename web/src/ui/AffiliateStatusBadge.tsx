import type { AffiliateStatus } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from './StatusBadge.tsx';

/** An affiliate's status: on their own dashboard and in the back office's list of affiliates. */
export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const { t } = useTranslation('affiliates');
  return (
    <StatusBadge kind="affiliate" status={status} variant="filled">
      {t(`affiliateStatus.${status}`)}
    </StatusBadge>
  );
}
