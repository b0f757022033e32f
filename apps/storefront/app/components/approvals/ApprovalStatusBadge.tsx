import type { ApprovalOrder } from '@tradeshop/api-client';
import { type MessageKey, useTranslation } from '../../lib/i18n';

const tones = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-50 text-green-800',
  declined: 'bg-red-50 text-red-800',
  withdrawn: 'bg-gray-100 text-gray-800',
} as const;

/** Pending, approved, declined or withdrawn, in words and colour. */
export function ApprovalStatusBadge({ status }: { status: ApprovalOrder['approvalStatus'] }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <span className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${tones[status]}`}>
      {t(`approvals.status.${status}` as MessageKey)}
    </span>
  );
}
