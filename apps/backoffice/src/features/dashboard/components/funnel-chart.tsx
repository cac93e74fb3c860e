import type { DashboardFunnel } from '@gs/shared/staff-dashboard';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { LazyChart } from './lazy-chart';

const steps = ['visitors', 'detailViewers', 'buyers', 'payers'] as const;

/** The last 7 days' purchase funnel in people: visitors → detail viewers → buyers → payers, each with its share of the step before. */
export function FunnelChart({ funnel }: { funnel: DashboardFunnel }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const data = steps.map((step, index) => {
    const value = funnel[step];
    const before = index === 0 ? null : funnel[steps[index - 1] as (typeof steps)[number]];
    const rate = before ? percent.format(value / before) : null;
    return { step, value, rate, name: t(`dashboard.funnel.${step}`) };
  });
  const summary = data
    .map((item) => `${item.name} ${number.format(item.value)}${item.rate ? ` (${item.rate})` : ''}`)
    .join(' → ');
  if (data.every((item) => item.value === 0)) return <EmptyState description={t('dashboard.noTraffic')} />;
  const max = Math.max(1, ...data.map((item) => item.value));
  return (
    <LazyChart
      summary={t('dashboard.funnelSummary', { list: summary })}
      option={{
        tooltip: { trigger: 'item', formatter: '{b}: {c}' },
        series: [
          {
            type: 'funnel',
            sort: 'none',
            min: 0,
            max,
            minSize: '8%',
            left: '10%',
            width: '80%',
            gap: 2,
            label: { position: 'inside', formatter: '{b}\n{c}' },
            data: data.map((item) => ({
              name: item.rate ? `${item.name} · ${item.rate}` : item.name,
              value: item.value,
            })),
          },
        ],
      }}
    />
  );
}
