import {
  AUTO_CONFIRM_HOURS_MAX,
  DEFAULT_MAX_UNPAID_ORDERS,
  MAX_UNPAID_ORDERS_MAX,
  type OrderSettingsInput,
  type OrderSettingsView,
  PAYMENT_MINUTES_MAX,
} from '@gs/shared/staff-settings';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditableSection } from '../api/update-settings';
import { SectionForm } from './section-form';
import { useSectionForm } from './use-section-form';

const toValues = (view: OrderSettingsView): OrderSettingsInput => ({ ...view });
const toInput = (values: OrderSettingsInput): OrderSettingsInput => ({
  ...values,
  maxUnpaidOrders: values.maxUnpaidOrders ?? null,
});

/** The Orders tab: how long a buyer has to pay, when delivered orders complete, and the unpaid-order cap. */
export function OrdersTab({
  view,
  onDirtyChange,
}: {
  view: OrderSettingsView;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const state = useSectionForm({ section: 'orders', view, toValues, toInput, onDirtyChange });
  const required = { required: true, message: t('settings.orders.required') };
  return (
    <SectionForm label={t('settings.tabs.orders')} state={state}>
      <Form.Item
        name="paymentMinutes"
        label={t('settings.orders.paymentMinutes')}
        extra={t('settings.orders.paymentMinutesHint', { max: PAYMENT_MINUTES_MAX })}
        rules={[required]}
      >
        <InputNumber
          min={1}
          max={PAYMENT_MINUTES_MAX}
          precision={0}
          suffix={t('settings.orders.minutes')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item
        name="autoConfirmHours"
        label={t('settings.orders.autoConfirmHours')}
        extra={t('settings.orders.autoConfirmHoursHint', { max: AUTO_CONFIRM_HOURS_MAX })}
        rules={[required]}
      >
        <InputNumber
          min={1}
          max={AUTO_CONFIRM_HOURS_MAX}
          precision={0}
          suffix={t('settings.orders.hours')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item
        name="maxUnpaidOrders"
        label={t('settings.orders.maxUnpaidOrders')}
        extra={t('settings.orders.maxUnpaidOrdersHint', {
          max: MAX_UNPAID_ORDERS_MAX,
          default: DEFAULT_MAX_UNPAID_ORDERS,
        })}
      >
        <InputNumber
          min={1}
          max={MAX_UNPAID_ORDERS_MAX}
          precision={0}
          placeholder={t('settings.orders.defaultCap', { default: DEFAULT_MAX_UNPAID_ORDERS })}
          style={{ width: 200 }}
        />
      </Form.Item>
    </SectionForm>
  );
}
