import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RedemptionStatus } from '@talentpath/contracts/recognition';

const COLOR: Record<RedemptionStatus, string> = { pending: 'yellow', fulfilled: 'green', rejected: 'red' };

/** A redemption's status as a colored dot beside dark text (a light badge's colored text misses 4.5:1). */
export function RedemptionStatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('recognition');
  return (
    <Badge color={COLOR[status]} variant="dot" c="dark.7">
      {t(`status.${status}`)}
    </Badge>
  );
}
