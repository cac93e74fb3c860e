import type { RecycleQuoteLine } from '@gs/shared/recycle';
import { formatPrice } from '@gs/web/format-money';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** How a quote was computed, line by line as the server answered it, and the total. */
export function QuoteBasis({
  basis,
  quoteFen,
  caption,
}: {
  basis: RecycleQuoteLine[];
  quoteFen: number;
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  const describe = (line: RecycleQuoteLine) => {
    if (line.kind === 'base') return t('recycling.basis.base');
    if (line.kind === 'clamp')
      return t(line.label === 'min' ? 'recycling.basis.raisedToMin' : 'recycling.basis.cutToMax');
    return line.units === null ? line.label : t('recycling.basis.perUnit', { label: line.label, count: line.units });
  };
  const columns: TableColumnsType<RecycleQuoteLine & { key: number }> = [
    { title: t('recycling.basis.line'), render: (_, line) => describe(line) },
    {
      title: t('recycling.basis.amount'),
      dataIndex: 'fen',
      align: 'right',
      width: 140,
      render: (fen: number) => (fen > 0 ? `+${formatPrice(fen, i18n.language)}` : formatPrice(fen, i18n.language)),
    },
  ];
  return (
    <Table
      size="small"
      caption={<Typography.Text strong>{caption}</Typography.Text>}
      columns={columns}
      dataSource={basis.map((line, index) => ({ ...line, key: index }))}
      pagination={false}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('recycling.basis.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="right">
            <Typography.Text strong type="danger" data-testid="quote-total">
              {formatPrice(quoteFen, i18n.language)}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
