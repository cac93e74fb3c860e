import type { Dashboard } from '@gs/shared/staff-dashboard';
import { formatPrice } from '@gs/web/format-money';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangeTag } from './change-tag';

const periods = ['today', 'last7Days', 'last30Days'] as const;

function Figure({
  title,
  value,
  current,
  previous,
}: {
  title: string;
  value: string;
  current: number;
  previous: number;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Statistic title={title} value={value} />
      <Space size={6}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('dashboard.vsPrevious')}
        </Typography.Text>
        <ChangeTag current={current} previous={previous} />
      </Space>
    </div>
  );
}

/** GMV and orders of today, the last 7 and the last 30 days, each against the same span before it. */
export function KpiCards({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Row gutter={[16, 16]}>
      {periods.map((period) => {
        const { current, previous } = dashboard[period];
        const titleId = `kpi-${period}`;
        return (
          <Col key={period} xs={24} md={8}>
            <section aria-labelledby={titleId} style={{ height: '100%' }}>
              <Card
                size="small"
                style={{ height: '100%' }}
                title={<span id={titleId}>{t(`dashboard.periods.${period}`)}</span>}
              >
                <Row gutter={16}>
                  <Col span={12}>
                    <Figure
                      title={t('dashboard.gmv')}
                      value={formatPrice(current.gmvFen, i18n.language)}
                      current={current.gmvFen}
                      previous={previous.gmvFen}
                    />
                  </Col>
                  <Col span={12}>
                    <Figure
                      title={t('dashboard.orders')}
                      value={number.format(current.orders)}
                      current={current.orders}
                      previous={previous.orders}
                    />
                  </Col>
                </Row>
              </Card>
            </section>
          </Col>
        );
      })}
    </Row>
  );
}
