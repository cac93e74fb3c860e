import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { percentChange } from './period-change';

/** "↑ 12%" in green, "↓ 5%" in red, "0%", or "—" when the previous period had nothing to compare with. */
export function ChangeTag({ current, previous }: { current: number; previous: number }) {
  const { t, i18n } = useTranslation();
  const change = percentChange(current, previous);
  if (change === null) {
    return (
      <Typography.Text type="secondary" aria-label={t('dashboard.noComparison')} title={t('dashboard.noComparison')}>
        —
      </Typography.Text>
    );
  }
  const text = `${new Intl.NumberFormat(i18n.language).format(Math.abs(change))}%`;
  if (change === 0)
    return <Typography.Text type="secondary">{t('dashboard.unchanged', { percent: text })}</Typography.Text>;
  const up = change > 0;
  return (
    <Typography.Text
      type={up ? 'success' : 'danger'}
      aria-label={up ? t('dashboard.up', { percent: text }) : t('dashboard.down', { percent: text })}
    >
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {text}
    </Typography.Text>
  );
}
