import type { GameAttribute } from '@gs/shared/games';
import type { RecycleValuationRuleInput } from '@gs/shared/recycle';
import type { SellingAttributesInput } from '@gs/shared/selling';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { recycleKeys } from '../api/recycle-keys';
import { previewRecycleRule } from '../api/recycle-rule';
import { QuoteBasis } from './quote-basis';

type PreviewValues = Record<string, string | number | number[] | undefined>;

/** A value as the recycle form sends it; undefined when left empty. */
function toAttrValue(attribute: GameAttribute, value: PreviewValues[string]) {
  if (value === undefined || value === null || value === '') return undefined;
  if (attribute.kind === 'level' && Array.isArray(value)) return value.map((id) => [id, 0] as [number, number]);
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The live preview: the seller's answers on the recycle form, and the quote the server's quoting code gives for
 * them with the rule as edited. The browser never computes a quote.
 */
export function RulePreview({
  gameId,
  attributes,
  rule,
}: {
  gameId: number;
  attributes: GameAttribute[];
  rule: RecycleValuationRuleInput | null;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PreviewValues>();
  const values = Form.useWatch([], form) as PreviewValues | undefined;
  const attrs: SellingAttributesInput = {};
  for (const attribute of attributes) {
    const value = toAttrValue(attribute, values?.[String(attribute.id)]);
    if (value !== undefined) attrs[String(attribute.id)] = value;
  }
  const input = useDebounced(rule ? { rule, attrs } : null, 300);
  const preview = useQuery({
    queryKey: [...recycleKeys.rule(gameId), 'preview', input],
    queryFn: ({ signal }) => previewRecycleRule(gameId, input as NonNullable<typeof input>, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

  return (
    <Card title={t('recycling.rules.preview')} size="small">
      <Typography.Paragraph type="secondary">{t('recycling.rules.previewHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        {attributes.map((attribute) => {
          const name = String(attribute.id);
          const options = attribute.choices.map((choice) => ({ value: choice.id, label: choice.name }));
          let control = <Input aria-label={attribute.name} />;
          if (attribute.kind === 'number') {
            control = (
              <InputNumber
                aria-label={attribute.name}
                min={attribute.min ?? undefined}
                max={attribute.max ?? undefined}
                precision={0}
                style={{ width: '100%' }}
              />
            );
          } else if (attribute.kind === 'single') {
            control = <Select aria-label={attribute.name} options={options} allowClear />;
          } else if (attribute.kind === 'multiple' || attribute.kind === 'level') {
            control = <Select aria-label={attribute.name} options={options} mode="multiple" allowClear />;
          }
          return (
            <Form.Item key={name} name={name} label={attribute.name} style={{ marginBottom: 12 }}>
              {control}
            </Form.Item>
          );
        })}
      </Form>
      {input === null ? (
        <Typography.Text type="secondary">{t('recycling.rules.previewEmpty')}</Typography.Text>
      ) : preview.isError ? (
        <ErrorState compact title={t('recycling.rules.previewFailed')} error={preview.error} />
      ) : preview.data ? (
        <QuoteBasis basis={preview.data.basis} quoteFen={preview.data.quoteFen} caption={t('recycling.basis.total')} />
      ) : null}
    </Card>
  );
}
