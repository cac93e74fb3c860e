import { SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDraftsState } from '../../hooks/use-filter-drafts';
import { KEYWORD_MAX_LENGTH } from '../../utils/list-search-params';
import styles from './list-filters.module.css';

/**
 * Price range (yuan) and keyword. Typing searches nothing: Search (or Enter, the panel is a form) applies them,
 * after checking the price; a reversed or unreadable price says so here and searches nothing.
 */
export function PriceKeywordFilter({
  drafts,
  showActions,
  onClear,
}: {
  drafts: FilterDraftsState;
  /** Search and Clear beside the inputs (desktop); the mobile sheet has them in its footer. */
  showActions: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const priceLabelId = useId();
  const keywordId = useId();
  const problemId = useId();
  const problem = drafts.problems.price;
  const priceInput = {
    inputMode: 'decimal' as const,
    maxLength: 13,
    prefix: '¥',
    status: problem ? ('error' as const) : undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
    onBlur: drafts.checkPrice,
    className: styles.priceInput,
  };
  return (
    <div className={styles.row}>
      <span id={priceLabelId} className={styles.rowLabel}>
        {t('goodList.price')}
      </span>
      <div className={styles.searchLine}>
        <div className={styles.priceField}>
          <fieldset aria-labelledby={priceLabelId} className={styles.range}>
            <Input
              {...priceInput}
              aria-label={t('goodList.priceMin')}
              placeholder={t('goodList.min')}
              value={drafts.drafts.priceMin}
              onChange={(event) => drafts.setPrice('priceMin', event.target.value)}
            />
            <span aria-hidden className={styles.dash}>
              –
            </span>
            <Input
              {...priceInput}
              aria-label={t('goodList.priceMax')}
              placeholder={t('goodList.max')}
              value={drafts.drafts.priceMax}
              onChange={(event) => drafts.setPrice('priceMax', event.target.value)}
            />
          </fieldset>
          {problem ? (
            <p id={problemId} role="alert" className={styles.problem}>
              {t(`goodList.${problem}`)}
            </p>
          ) : null}
        </div>
        <div className={styles.keywordField}>
          <label htmlFor={keywordId} className={styles.keywordLabel}>
            {t('goodList.keyword')}
          </label>
          <Input
            id={keywordId}
            className={styles.keywordInput}
            value={drafts.drafts.keyword}
            maxLength={KEYWORD_MAX_LENGTH}
            allowClear
            placeholder={t('goodList.keywordPlaceholder')}
            onChange={(event) => drafts.setKeyword(event.target.value)}
          />
        </div>
        {showActions ? (
          <div className={styles.actions}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
              {t('goodList.search')}
            </Button>
            <Button htmlType="button" onClick={onClear}>
              {t('goodList.clear')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
