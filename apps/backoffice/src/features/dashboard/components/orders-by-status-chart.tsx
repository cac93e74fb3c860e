import type { Dashboard } from '@gs/shared/staff-dashboard';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LazyChart } from './lazy-chart';

/** The last 30 days' orders by their state now, as a ring. */
export function OrdersByStatusChart({ rows }: { rows: Dashboard['ordersByStatus'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const data = rows
    .filter((row) => row.count > 0)
    .map((row) => ({ name: t(`dashboard.statuses.${row.status}`), value: row.count }));
  if (data.length === 0) return <EmptyState description={t('dashboard.noOrders')} />;
  const summary = data.map((item) => `${item.name} ${number.format(item.value)}`).join(', ');
  return (
    <LazyChart
      summary={t('dashboard.ordersByStatusSummary', { list: summary })}
      option={{
        tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
        legend: { orient: 'vertical', left: 0, top: 'middle' },
        series: [
          {
            type: 'pie',
            radius: ['45%', '72%'],
            center: ['65%', '50%'],
            avoidLabelOverlap: true,
            // Counts inside the ring: labels outside it were cut at a phone's width.
            label: { position: 'inside', formatter: '{c}', color: '#fff', fontWeight: 600 },
            data,
          },
        ],
      }}
    />
  );
}
