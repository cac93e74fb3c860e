import type { ClaimDecision as Decision } from '@gs/shared/claims';
import { formatDateTime } from '@gs/web/format-date';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';

/** The decision: its outcome with the amount, and the reason customer service gave. */
export function ClaimDecision({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation();
  const money = useFormatPrice();
  const amount = decision.amountFen === null ? null : money(decision.amountFen);
  const outcome = amount
    ? t(`claims.decision.${decision.outcome}Amount`, { amount })
    : t(`claims.decision.${decision.outcome}`);
  return (
    <Alert
      type={decision.outcome === 'reject' ? 'info' : 'success'}
      showIcon
      title={outcome}
      description={
        <>
          <p style={{ margin: 0 }}>{t('claims.decision.reason', { reason: decision.reason })}</p>
          <p style={{ margin: 0 }}>
            {t('claims.decision.at', { at: formatDateTime(decision.decidedAt, i18n.language) })}
          </p>
        </>
      }
    />
  );
}
