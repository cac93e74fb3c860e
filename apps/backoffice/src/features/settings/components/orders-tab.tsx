import {
  AUTO_CONFIRM_HOURS_MAX,
  CLAIM_DAYS_MAX,
  CLAIM_SELLER_REPLY_HOURS_MAX,
  DEFAULT_MAX_UNPAID_ORDERS,
  MAX_UNPAID_ORDERS_MAX,
  type OrderSettingsInput,
  type OrderSettingsView,
  PAYMENT_MINUTES_MAX,
  PAYOUT_HOLD_DAYS_MAX,
} from '@gs/shared/staff-settings';
import { Form, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditableSection } from '../api/update-settings';
import { SectionForm } from './section-form';
import { useSectionForm } from './use-section-form';

const toValues = (view: OrderSettingsView): OrderSettingsInput => ({
  ...view,
  payoutHoldDays: { ...view.payoutHoldDays },
});
const toInput = (values: OrderSettingsInput): OrderSettingsInput => ({
  ...values,
  maxUnpaidOrders: values.maxUnpaidOrders ?? null,
});

const guarantees = ['retrieval', 'face', 'none'] as const;

/** A whole number within [min, max] with its unit; required unless `optional` (then empty means the default). */
function WholeNumberField({
  name,
  label,
  extra,
  min,
  max,
  unit,
  optional = false,
  placeholder,
}: {
  name: string | string[];
  label: string;
  extra?: string;
  min: number;
  max: number;
  unit?: string;
  optional?: boolean;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const rules = optional ? [] : [{ required: true, message: t('settings.orders.required') }];
  return (
    <Form.Item name={name} label={label} extra={extra} rules={rules}>
      <InputNumber min={min} max={max} precision={0} suffix={unit} placeholder={placeholder} style={{ width: 200 }} />
    </Form.Item>
  );
}

/**
 * The Orders tab: how long a buyer has to pay, when delivered orders complete, the unpaid-order cap, how long a
 * seller's proceeds are held per guarantee, and the claim windows, the seller's reply time and review of sellers
 * with an upheld retrieval claim.
 */
export function OrdersTab({
  view,
  onDirtyChange,
}: {
  view: OrderSettingsView;
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const state = useSectionForm({ section: 'orders', view, toValues, toInput, onDirtyChange });
  return (
    <SectionForm label={t('settings.tabs.orders')} state={state}>
      <WholeNumberField
        name="paymentMinutes"
        label={t('settings.orders.paymentMinutes')}
        extra={t('settings.orders.paymentMinutesHint', { max: PAYMENT_MINUTES_MAX })}
        min={1}
        max={PAYMENT_MINUTES_MAX}
        unit={t('settings.orders.minutes')}
      />
      <WholeNumberField
        name="autoConfirmHours"
        label={t('settings.orders.autoConfirmHours')}
        extra={t('settings.orders.autoConfirmHoursHint', { max: AUTO_CONFIRM_HOURS_MAX })}
        min={1}
        max={AUTO_CONFIRM_HOURS_MAX}
        unit={t('settings.orders.hours')}
      />
      <WholeNumberField
        name="maxUnpaidOrders"
        label={t('settings.orders.maxUnpaidOrders')}
        extra={t('settings.orders.maxUnpaidOrdersHint', {
          max: MAX_UNPAID_ORDERS_MAX,
          default: DEFAULT_MAX_UNPAID_ORDERS,
        })}
        min={1}
        max={MAX_UNPAID_ORDERS_MAX}
        optional
        placeholder={t('settings.orders.defaultCap', { default: DEFAULT_MAX_UNPAID_ORDERS })}
      />

      <Typography.Title level={5}>{t('settings.orders.payoutHold')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('settings.orders.payoutHoldHint', { max: PAYOUT_HOLD_DAYS_MAX })}
      </Typography.Paragraph>
      {guarantees.map((guarantee) => (
        <WholeNumberField
          key={guarantee}
          name={['payoutHoldDays', guarantee]}
          label={t(`settings.orders.payoutHoldDays.${guarantee}`)}
          min={0}
          max={PAYOUT_HOLD_DAYS_MAX}
          unit={t('settings.orders.days')}
        />
      ))}

      <Typography.Title level={5}>{t('settings.orders.claims')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('settings.orders.claimsHint')}</Typography.Paragraph>
      {(['claimDaysRetrieval', 'claimDaysFace'] as const).map((name) => (
        <WholeNumberField
          key={name}
          name={name}
          label={t(`settings.orders.${name}`)}
          extra={t('settings.orders.claimDaysHint', { max: CLAIM_DAYS_MAX })}
          min={0}
          max={CLAIM_DAYS_MAX}
          unit={t('settings.orders.days')}
        />
      ))}
      <WholeNumberField
        name="claimSellerReplyHours"
        label={t('settings.orders.claimSellerReplyHours')}
        extra={t('settings.orders.claimSellerReplyHoursHint', { max: CLAIM_SELLER_REPLY_HOURS_MAX })}
        min={1}
        max={CLAIM_SELLER_REPLY_HOURS_MAX}
        unit={t('settings.orders.hours')}
      />
      <Form.Item
        name="claimReviewUpheldSellers"
        label={t('settings.orders.claimReviewUpheldSellers')}
        valuePropName="checked"
        extra={t('settings.orders.claimReviewUpheldSellersHint')}
      >
        <Switch />
      </Form.Item>
    </SectionForm>
  );
}
