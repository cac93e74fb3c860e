import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  pending_review: 'gold',
  on_sale: 'green',
  off_shelf: 'default',
  locked: 'blue',
  sold: 'purple',
  retrieved: 'magenta',
  rejected: 'red',
  draft: 'default',
};

/** A listing's state as a coloured tag in the back office's language. */
export function ListingStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {t(`listings.statuses.${status}`, { defaultValue: status })}
    </Tag>
  );
}
