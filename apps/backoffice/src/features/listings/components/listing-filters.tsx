import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { listingOrigins, staffListingStatuses } from '@gs/shared/consignment';
import { fenToYuanText, parseYuan } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesQueryOptions } from '../../../lib/get-games';
import type { ListingListQuery } from '../api/get-listings';

interface FilterValues {
  keyword?: string;
  number?: string;
  gameId?: number;
  status?: string;
  origin?: string;
  selfOperated?: 'true' | 'false';
  minYuan?: string | null;
  maxYuan?: string | null;
  seller?: string;
}

export type ListingFilters = Omit<ListingListQuery, 'pageNum' | 'pageSize' | 'sort' | 'order'>;

const toValues = (query: ListingFilters): FilterValues => ({
  keyword: query.keyword,
  number: query.number,
  gameId: query.gameId,
  status: query.status,
  origin: query.origin,
  selfOperated: query.selfOperated,
  minYuan: query.minPriceFen === undefined ? null : fenToYuanText(query.minPriceFen),
  maxYuan: query.maxPriceFen === undefined ? null : fenToYuanText(query.maxPriceFen),
  seller: query.seller,
});

function toFilters(values: FilterValues): ListingFilters {
  const blank = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);
  const fen = (yuan: string | null | undefined) => (yuan ? (parseYuan(String(yuan)) ?? undefined) : undefined);
  return {
    keyword: blank(values.keyword),
    number: blank(values.number),
    gameId: values.gameId,
    status: values.status as ListingFilters['status'],
    origin: values.origin as ListingFilters['origin'],
    selfOperated: values.selfOperated,
    minPriceFen: fen(values.minYuan),
    maxPriceFen: fen(values.maxYuan),
    seller: blank(values.seller),
  };
}

/** The list's filter bar: applied on Search (or Enter), cleared with Reset; the page keeps them in the URL. */
export function ListingFilterBar({
  value,
  onChange,
}: {
  value: ListingFilters;
  onChange: (next: ListingFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const games = useQuery(gamesQueryOptions());
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toValues(value));
  }, [form, value]);

  return (
    <Form<FilterValues>
      form={form}
      layout="inline"
      role="search"
      aria-label={t('listings.filters.label')}
      onFinish={(values) => onChange(toFilters(values))}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="keyword">
        <Input
          allowClear
          placeholder={t('listings.filters.keyword')}
          aria-label={t('listings.filters.keyword')}
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name="number">
        <Input
          allowClear
          placeholder={t('listings.filters.number')}
          aria-label={t('listings.filters.number')}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item name="gameId">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={games.isPending}
          placeholder={t('listings.filters.game')}
          aria-label={t('listings.filters.game')}
          style={{ width: 160 }}
          options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          placeholder={t('listings.filters.status')}
          aria-label={t('listings.filters.status')}
          style={{ width: 140 }}
          options={staffListingStatuses.map((status) => ({ value: status, label: t(`listings.statuses.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="origin">
        <Select
          allowClear
          placeholder={t('listings.filters.origin')}
          aria-label={t('listings.filters.origin')}
          style={{ width: 150 }}
          options={listingOrigins.map((origin) => ({ value: origin, label: t(`listings.origins.${origin}`) }))}
        />
      </Form.Item>
      <Form.Item name="selfOperated">
        <Select
          allowClear
          placeholder={t('listings.filters.selfOperated')}
          aria-label={t('listings.filters.selfOperated')}
          style={{ width: 150 }}
          options={[
            { value: 'true', label: t('listings.filters.selfOperatedYes') },
            { value: 'false', label: t('listings.filters.selfOperatedNo') },
          ]}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact>
          <Form.Item name="minYuan" noStyle>
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              prefix="¥"
              placeholder={t('listings.filters.minPrice')}
              aria-label={t('listings.filters.minPrice')}
              style={{ width: 120 }}
            />
          </Form.Item>
          <Form.Item name="maxYuan" noStyle>
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              prefix="¥"
              placeholder={t('listings.filters.maxPrice')}
              aria-label={t('listings.filters.maxPrice')}
              style={{ width: 120 }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="seller" rules={[{ pattern: /^\d{1,11}$/, message: t('listings.filters.sellerInvalid') }]}>
        <Input
          allowClear
          inputMode="numeric"
          maxLength={11}
          placeholder={t('listings.filters.seller')}
          aria-label={t('listings.filters.seller')}
          style={{ width: 190 }}
        />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
          <Button icon={<ClearOutlined />} onClick={() => onChange({})}>
            {t('listings.filters.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
