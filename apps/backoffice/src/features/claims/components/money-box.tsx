import type { StaffClaimDetail } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { formatPrice } from '@gs/web/format-money';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** The money a decision can move: what the buyer paid (the cap), the seller's proceeds, what is still held. */
export function MoneyBox({ claim }: { claim: StaffClaimDetail }) {
  const { t, i18n } = useTranslation();
  const money = (fen: number) => formatPrice(fen, i18n.language);
  const { paidFen, sellerProceedsFen, heldFen, heldUntil } = claim.money;
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t('claims.money.paid')}>
        <strong>{money(paidFen)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label={t('claims.money.sellerProceeds')}>{money(sellerProceedsFen)}</Descriptions.Item>
      <Descriptions.Item label={t('claims.money.held')}>
        {heldFen === null
          ? t('claims.money.notHeld')
          : heldUntil
            ? t('claims.money.heldUntil', { amount: money(heldFen), until: formatDateTime(heldUntil, i18n.language) })
            : money(heldFen)}
      </Descriptions.Item>
    </Descriptions>
  );
}
