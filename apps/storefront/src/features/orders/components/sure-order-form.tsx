import type { Guarantee, GuaranteeOption, OrderConfirm, PayMode } from '@gs/shared/orders';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { usePlaceOrder } from '../hooks/use-place-order';
import { AgreementField } from './agreement-field';
import { AmountBreakdown } from './amount-breakdown';
import { GuaranteeCards } from './guarantee-cards';
import { ListingSummary } from './listing-summary';
import styles from './order-ui.module.css';
import { PayModeChoice } from './pay-mode-choice';
import { RefusalAlert } from './refusal-view';
import sureStyles from './sure-order.module.css';

/**
 * The choice made for the buyer: the cheapest (no guarantee when the shop offers buying without one; when it
 * requires one, the cheapest guarantee), so nothing the buyer pays for is chosen unless the shop requires it.
 */
function cheapestGuarantee(options: GuaranteeOption[]): Guarantee {
  const cheapest = options.reduce<GuaranteeOption | undefined>(
    (best, option) => (best === undefined || option.fee < best.fee ? option : best),
    undefined,
  );
  return cheapest?.guarantee ?? 'none';
}

/**
 * The order confirmation (UX.md): the listing, the guarantee cards, the amounts for the choice with full or
 * deposit payment and the agreement, then the total and submit (a sticky bar on phones).
 */
export function SureOrderForm({ confirm, onRetry }: { confirm: OrderConfirm; onRetry: () => void }) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const { listing } = confirm;
  const [guarantee, setGuarantee] = useState<Guarantee>(() => cheapestGuarantee(confirm.guarantees));
  const [payMode, setPayMode] = useState<PayMode>('full');
  const [agreed, setAgreed] = useState(false);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const { place, submitting, failure, clearFailure } = usePlaceOrder(listing.id);

  const option = confirm.guarantees.find((item) => item.guarantee === guarantee) ?? confirm.guarantees[0];
  if (!option) return null;
  const deposit = confirm.depositOffered ? option.deposit : null;
  const mode: PayMode = deposit === null ? 'full' : payMode;
  const dueNow = mode === 'deposit' && deposit !== null ? deposit : option.total;

  const submit = () => {
    setTriedSubmit(true);
    if (!agreed) return;
    place({ guarantee: option.guarantee, payMode: mode });
  };

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="sure-order-listing">
        <h2 id="sure-order-listing" className={styles.cardTitle}>
          {t('orders.sure.listing')}
        </h2>
        <ListingSummary
          goodsId={listing.id}
          cover={listing.cover}
          title={listing.title}
          facts={[
            t('orders.sure.number', { number: listing.number }),
            [listing.gameName, ...listing.regionNames].filter(Boolean).join(' / '),
          ]}
          aside={<span className={styles.bigPrice}>{money(confirm.price)}</span>}
        />
      </section>

      <section className={styles.card} aria-labelledby="sure-order-guarantee">
        <h2 id="sure-order-guarantee" className={styles.cardTitle}>
          {t('orders.guarantee.title')}
        </h2>
        <GuaranteeCards
          options={confirm.guarantees}
          price={confirm.price}
          value={option.guarantee}
          onChange={setGuarantee}
        />
      </section>

      <section className={styles.card} aria-labelledby="sure-order-amounts">
        <h2 id="sure-order-amounts" className={styles.cardTitle}>
          {t('orders.amounts.title')}
        </h2>
        <AmountBreakdown
          amounts={{
            price: confirm.price,
            guaranteeFee: option.fee,
            serviceFee: confirm.serviceFee,
            total: option.total,
          }}
          guarantee={option.guarantee}
          split={mode === 'deposit' && deposit !== null ? { now: deposit, later: option.total - deposit } : null}
        />
        {deposit !== null ? (
          <PayModeChoice value={mode} onChange={setPayMode} total={option.total} deposit={deposit} />
        ) : null}
        <AgreementField
          agreement={confirm.agreement}
          checked={agreed}
          onChange={setAgreed}
          showError={triedSubmit && !agreed}
        />
        <p className={sureStyles.notes}>{t('orders.sure.payWithin', { count: confirm.paymentMinutes })}</p>
        {failure ? (
          <div className={sureStyles.failure}>
            {failure.refusal ? (
              <RefusalAlert
                refusal={failure.refusal}
                goodsId={listing.id}
                onRetry={() => {
                  clearFailure();
                  onRetry();
                }}
              />
            ) : (
              <FormErrorAlert error={failure.error} />
            )}
          </div>
        ) : null}
      </section>

      <div className={sureStyles.submitBar}>
        <div className={sureStyles.submitTotal}>
          <span>{mode === 'deposit' ? t('orders.sure.dueNowDeposit') : t('orders.sure.dueNow')}</span>
          <span className={styles.bigPrice}>{money(dueNow)}</span>
        </div>
        <Button type="primary" size="large" className={sureStyles.submitButton} loading={submitting} onClick={submit}>
          {t('orders.sure.submit')}
        </Button>
      </div>
    </div>
  );
}
