import type { RecycleQuote, RecycleQuoteLine } from '@gs/shared/recycle';
import { Alert, Button, Skeleton } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../hooks/use-format-price';
import styles from './recycle.module.css';

export interface RecycleQuoteState {
  /** The quote on screen (the previous one while the next loads); undefined before the first. */
  quote: RecycleQuote | undefined;
  /** Names of required attributes still empty: no quote is asked for until they are filled in. */
  missing: string[];
  /** A newer quote is on its way (typing, or the request). */
  updating: boolean;
  /** Why the quote of the current values was refused (the server's sentence); null when it was not. */
  error: string | null;
  onRetry: () => void;
  /** The game's lowest and highest quote, shown before the first quote. */
  range: { minFen: number; maxFen: number } | null;
}

function signed(fen: number, money: (fen: number) => string): string {
  return fen < 0 ? `−${money(-fen)}` : `+${money(fen)}`;
}

/**
 * What a range line counted, in words: "Hero count: 60 — 50 above the 10 included in the base", "…: 130 — 115
 * counted, from 10 up to the cap of 125", "…: 60, within 50–80" (a flat increment). Older stored quotes carry no
 * parts: their label and units as they were.
 */
function rangeName(line: RecycleQuoteLine, t: TFunction): string {
  const parts = line.range;
  if (!parts) {
    return line.units === null ? line.label : `${line.label} · ${t('quickRecycle.quote.units', { count: line.units })}`;
  }
  if (line.units === null) return t('quickRecycle.quote.rangeWithin', parts);
  if (parts.value > parts.to) return t('quickRecycle.quote.rangeCapped', { ...parts, units: line.units });
  if (parts.from === 0) return t('quickRecycle.quote.rangeEach', parts);
  return t('quickRecycle.quote.rangeAbove', { ...parts, units: line.units });
}

/** One basis line in words: "Base ¥30.00", "Rank: C +¥40.00", "Skins: 120 — each counted +¥120.00", "Clamped to the maximum −¥10.00". */
function lineText(
  line: RecycleQuoteLine,
  t: TFunction,
  money: (fen: number) => string,
): { name: string; amount: string } {
  switch (line.kind) {
    case 'base':
      return { name: t('quickRecycle.quote.base'), amount: money(line.fen) };
    case 'clamp':
      return {
        name: line.label === 'min' ? t('quickRecycle.quote.clampMin') : t('quickRecycle.quote.clampMax'),
        amount: signed(line.fen, money),
      };
    case 'range':
      return { name: rangeName(line, t), amount: signed(line.fen, money) };
    case 'choice':
      return { name: line.label, amount: signed(line.fen, money) };
  }
}

/**
 * The quote as it stands: the amount, the game's range, and the lines it is made of. The previous quote stays
 * visible (dimmed) while a newer one is worked out; a refused one says why.
 */
export function RecycleQuotePanel({ quote, missing, updating, error, onRetry, range }: RecycleQuoteState) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const shownRange = quote ?? range;

  let body: React.ReactNode;
  if (missing.length > 0) {
    body = <p className={styles.quoteHint}>{t('quickRecycle.quote.incomplete', { names: missing.join(', ') })}</p>;
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('quickRecycle.quote.failed')}
        description={error}
        action={
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!quote) {
    body = (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('quickRecycle.quote.loading')}</span>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  } else {
    body = (
      <div className={updating ? styles.quoteUpdating : undefined} aria-busy={updating}>
        <p className={styles.quoteAmount}>
          <span className="visually-hidden">{t('quickRecycle.quote.amountLabel')} </span>
          <output data-testid="recycle-quote">{money(quote.quoteFen)}</output>
        </p>
        <h3 className={styles.basisTitle}>{t('quickRecycle.quote.basisTitle')}</h3>
        <ul className={styles.basis} aria-label={t('quickRecycle.quote.basisTitle')}>
          {quote.basis.map((line, index) => {
            const text = lineText(line, t, money);
            return (
              // The lines have no id of their own; their order is the server's and fixed for one quote.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className={styles.basisLine}>
                <span>{text.name}</span> <span className={styles.basisAmount}>{text.amount}</span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <section className={styles.quoteCard} aria-labelledby="recycle-quote-title">
      <div className={styles.quoteHeader}>
        <h2 id="recycle-quote-title" className={styles.cardTitle}>
          {t('quickRecycle.quote.title')}
        </h2>
        <span className={styles.quoteStatus} aria-live="polite">
          {updating && quote && missing.length === 0 && !error ? t('quickRecycle.quote.updating') : ''}
        </span>
      </div>
      {body}
      {shownRange ? (
        <p className={styles.quoteRange}>
          {t('quickRecycle.quote.range', { min: money(shownRange.minFen), max: money(shownRange.maxFen) })}
        </p>
      ) : null}
    </section>
  );
}
