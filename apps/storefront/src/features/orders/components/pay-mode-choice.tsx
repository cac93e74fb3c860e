import type { PayMode } from '@gs/shared/orders';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import styles from './sure-order.module.css';

/** Pay in full, or a deposit now and the balance later (offered from a price threshold; the server decides). */
export function PayModeChoice({
  value,
  onChange,
  total,
  deposit,
}: {
  value: PayMode;
  onChange: (mode: PayMode) => void;
  total: number;
  deposit: number;
}) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  return (
    <Radio.Group
      className={styles.payModes}
      aria-label={t('orders.payMode.title')}
      value={value}
      onChange={(event) => onChange(event.target.value as PayMode)}
      options={[
        { value: 'full', label: t('orders.payMode.full', { amount: money(total) }) },
        {
          value: 'deposit',
          label: t('orders.payMode.deposit', { deposit: money(deposit), balance: money(total - deposit) }),
        },
      ]}
    />
  );
}
