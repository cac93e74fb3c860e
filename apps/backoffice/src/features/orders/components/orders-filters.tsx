import { orderStatuses } from '@gs/shared/orders';
import { parseYuan } from '@gs/web/format-money';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesQueryOptions } from '../../../lib/get-games';
import type { OrderSearchState } from './order-search-params';

interface FilterValues {
  status?: string;
  gameId?: number;
  buyer?: string;
  orderNo?: string;
  created?: [Dayjs | null, Dayjs | null] | null;
  min?: string;
  max?: string;
}

type FilterPart = Pick<OrderSearchState, 'status' | 'gameId' | 'buyer' | 'orderNo' | 'from' | 'to' | 'min' | 'max'>;

function toValues(state: OrderSearchState): FilterValues {
  return {
    status: state.status,
    gameId: state.gameId,
    buyer: state.buyer,
    orderNo: state.orderNo,
    created: state.from || state.to ? [state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null] : null,
    min: state.min,
    max: state.max,
  };
}

const blank = (text: string | undefined) => (text?.trim() ? text.trim() : undefined);

/** The list's filters: a form mirroring the URL; Search writes them to the URL (page 1), Reset clears them. */
export function OrdersFilters({ state, onChange }: { state: OrderSearchState; onChange: (part: FilterPart) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const games = useQuery(gamesQueryOptions());

  useEffect(() => {
    form.setFieldsValue(toValues(state));
  }, [form, state]);

  const submit = (values: FilterValues) =>
    onChange({
      status: values.status as OrderSearchState['status'],
      gameId: values.gameId,
      buyer: blank(values.buyer),
      orderNo: blank(values.orderNo),
      from: values.created?.[0]?.format('YYYY-MM-DD'),
      to: values.created?.[1]?.format('YYYY-MM-DD'),
      min: blank(values.min),
      max: blank(values.max),
    });

  const yuanRule = {
    validator: (_: unknown, value?: string) =>
      !value?.trim() || parseYuan(value) !== null
        ? Promise.resolve()
        : Promise.reject(new Error(t('orders.filters.amountInvalid'))),
  };

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={submit}
      aria-label={t('orders.filters.label')}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="status" label={t('orders.filters.status')}>
        <Select
          allowClear
          placeholder={t('orders.filters.allStatuses')}
          style={{ width: 150 }}
          options={orderStatuses.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="gameId" label={t('orders.filters.game')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('orders.filters.allGames')}
          style={{ width: 170 }}
          loading={games.isPending}
          options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
        />
      </Form.Item>
      <Form.Item
        name="buyer"
        label={t('orders.filters.buyer')}
        rules={[{ pattern: /^\s*\d{1,11}\s*$/, message: t('orders.filters.buyerInvalid') }]}
      >
        <Input
          allowClear
          inputMode="numeric"
          placeholder={t('orders.filters.buyerPlaceholder')}
          style={{ width: 170 }}
        />
      </Form.Item>
      <Form.Item name="orderNo" label={t('orders.filters.orderNo')}>
        <Input allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="created" label={t('orders.filters.created')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: 250 }} />
      </Form.Item>
      <Form.Item name="min" label={t('orders.filters.amountMin')} rules={[yuanRule]}>
        <Input allowClear inputMode="decimal" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="max" label={t('orders.filters.amountMax')} rules={[yuanRule]}>
        <Input allowClear inputMode="decimal" style={{ width: 110 }} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('orders.filters.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onChange({});
            }}
          >
            {t('orders.filters.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
