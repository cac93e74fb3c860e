import type { GameAttribute } from '@gs/shared/games';
import { Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeDraft, RangeProblem } from '../../utils/filter-drafts';
import styles from './list-filters.module.css';

/** Min and max inputs of a number attribute; what is typed applies with Search (Enter submits the filters form). */
export function RangeInputs({
  attribute,
  draft,
  problem,
  onChange,
}: {
  attribute: GameAttribute;
  draft: RangeDraft;
  problem: RangeProblem | undefined;
  onChange: (draft: RangeDraft) => void;
}) {
  const { t } = useTranslation();
  const problemId = useId();
  const common = {
    inputMode: 'numeric' as const,
    maxLength: 9,
    suffix: attribute.unit || undefined,
    status: problem ? ('error' as const) : undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    className: styles.rangeInput,
  };
  return (
    <div className={styles.rangeField}>
      <div className={styles.range}>
        <Input
          {...common}
          aria-label={t('goodList.rangeMin', { name: attribute.name })}
          placeholder={attribute.min === null ? t('goodList.min') : String(attribute.min)}
          value={draft.min}
          onChange={(event) => onChange({ ...draft, min: event.target.value })}
        />
        <span aria-hidden className={styles.dash}>
          –
        </span>
        <Input
          {...common}
          aria-label={t('goodList.rangeMax', { name: attribute.name })}
          placeholder={attribute.max === null ? t('goodList.max') : String(attribute.max)}
          value={draft.max}
          onChange={(event) => onChange({ ...draft, max: event.target.value })}
        />
      </div>
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {t(`goodList.${problem}`)}
        </p>
      ) : null}
    </div>
  );
}
