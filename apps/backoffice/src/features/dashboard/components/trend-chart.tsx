import { type DashboardDay, type DashboardSeriesDays, dashboardSeriesDays } from '@gs/shared/staff-dashboard';
import { formatPrice } from '@gs/web/format-money';
import { Segmented, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { useDashboardSeries } from '../api/get-dashboard';
import { LazyChart } from './lazy-chart';

const metrics = ['gmvFen', 'orders', 'paidOrders', 'visitors'] as const;
type Metric = (typeof metrics)[number];

/**
 * Daily GMV, orders, paid orders or visitors over the last 30 or 90 China days as a line, the period before as a
 * dashed line under it, with both totals in words for screen readers.
 */
export function TrendChart() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<DashboardSeriesDays>(30);
  const [metric, setMetric] = useState<Metric>('gmvFen');
  const series = useDashboardSeries(days);
  const number = new Intl.NumberFormat(i18n.language);
  const show = (value: number) => (metric === 'gmvFen' ? formatPrice(value, i18n.language) : number.format(value));
  const total = (rows: DashboardDay[]) => rows.reduce((sum, row) => sum + row[metric], 0);

  let chart: React.ReactNode;
  if (series.isError && !series.data) {
    chart = (
      <ErrorState title={t('dashboard.trend.loadFailed')} error={series.error} onRetry={() => void series.refetch()} />
    );
  } else if (!series.data) {
    chart = <LoadingState label={t('common.loading')} />;
  } else if (
    series.data.current.every((row) => row[metric] === 0) &&
    series.data.previous.every((row) => row[metric] === 0)
  ) {
    chart = <EmptyState description={t('dashboard.trend.empty', { days })} />;
  } else {
    const { current, previous } = series.data;
    const name = t(`dashboard.trend.metrics.${metric}`);
    const value = (row: DashboardDay) => (metric === 'gmvFen' ? row[metric] / 100 : row[metric]);
    chart = (
      <LazyChart
        height={300}
        summary={t('dashboard.trend.summary', {
          metric: name,
          days,
          current: show(total(current)),
          previous: show(total(previous)),
        })}
        option={{
          tooltip: { trigger: 'axis' },
          legend: { top: 0 },
          grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
          xAxis: { type: 'category', data: current.map((row) => row.day.slice(5)), boundaryGap: false },
          yAxis: { type: 'value', minInterval: metric === 'gmvFen' ? undefined : 1 },
          series: [
            {
              type: 'line',
              name: t('dashboard.trend.current', { days }),
              smooth: true,
              showSymbol: false,
              areaStyle: { opacity: 0.08 },
              data: current.map((row) => ({ name: row.day, value: value(row) })),
            },
            {
              type: 'line',
              name: t('dashboard.trend.previous', { days }),
              smooth: true,
              showSymbol: false,
              lineStyle: { type: 'dashed', opacity: 0.6 },
              data: previous.map((row) => ({ name: row.day, value: value(row) })),
            },
          ],
        }}
      />
    );
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Segmented
          aria-label={t('dashboard.trend.metric')}
          value={metric}
          onChange={(value) => setMetric(value as Metric)}
          options={metrics.map((value) => ({ value, label: t(`dashboard.trend.metrics.${value}`) }))}
        />
        <Segmented
          aria-label={t('dashboard.trend.range')}
          value={days}
          onChange={(value) => setDays(value as DashboardSeriesDays)}
          options={dashboardSeriesDays.map((value) => ({ value, label: t('dashboard.trend.days', { days: value }) }))}
        />
      </Space>
      {chart}
    </Space>
  );
}
