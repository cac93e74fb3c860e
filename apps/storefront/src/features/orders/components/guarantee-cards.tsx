import type { Guarantee, GuaranteeOption } from '@gs/shared/orders';
import type { ParseKeys } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { guaranteeLabels } from '../utils/order-status';
import styles from './sure-order.module.css';

const coverage: Record<Guarantee, ParseKeys> = {
  retrieval: 'orders.guarantee.retrievalCovers',
  face: 'orders.guarantee.faceCovers',
  none: 'orders.guarantee.noneCovers',
};

/**
 * The guarantee choice as selectable cards: native radio inputs (arrow keys move between them, one name), each
 * card labelled by its title and described by its fee, what it covers and for how long, and a note when it costs
 * more than half the account's price.
 */
export function GuaranteeCards({
  options,
  price,
  value,
  onChange,
}: {
  options: GuaranteeOption[];
  /** The account's price, which each fee is weighed against. */
  price: number;
  value: Guarantee;
  onChange: (guarantee: Guarantee) => void;
}) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const baseId = useId();
  return (
    <div role="radiogroup" aria-label={t('orders.guarantee.title')} className={styles.guarantees}>
      {options.map((option) => {
        const selected = option.guarantee === value;
        const titleId = `${baseId}-${option.guarantee}-title`;
        const textId = `${baseId}-${option.guarantee}-text`;
        return (
          <label key={option.guarantee} className={`${styles.guarantee} ${selected ? styles.selected : ''}`}>
            <input
              type="radio"
              name={`${baseId}-guarantee`}
              className="visually-hidden"
              value={option.guarantee}
              checked={selected}
              onChange={() => onChange(option.guarantee)}
              aria-labelledby={titleId}
              aria-describedby={textId}
            />
            <span className={styles.guaranteeHead}>
              <span id={titleId} className={styles.guaranteeTitle}>
                {t(guaranteeLabels[option.guarantee])}
              </span>
              <span className={styles.guaranteeFee}>
                {option.fee === 0 ? t('orders.guarantee.free') : `+${money(option.fee)}`}
              </span>
            </span>
            <span id={textId} className={styles.guaranteeText}>
              {t(coverage[option.guarantee])}
              {option.claimDays !== null ? ` ${t('orders.guarantee.claimDays', { count: option.claimDays })}` : null}
              {option.fee * 2 > price ? (
                <span className={styles.guaranteeWarn}>
                  {t('orders.guarantee.overHalf', { fee: money(option.fee) })}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
