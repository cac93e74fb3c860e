import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import type { ListingKind } from '@gs/shared/listings';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDraftsState } from '../../hooks/use-filter-drafts';
import { withAttributeFilter } from '../../utils/list-attribute-filters';
import type { ListFilters, ListView } from '../../utils/list-search-params';
import { AttributeFilters } from './attribute-filters';
import { KindFilter } from './kind-filter';
import styles from './list-filters.module.css';
import { PriceKeywordFilter } from './price-keyword-filter';
import { RegionFilter } from './region-filter';

interface FilterPanelProps {
  /** Inline rows with attribute popovers (desktop) or the stacked rows of the mobile bottom sheet. */
  mode: 'inline' | 'sheet';
  formId: string;
  gameId: number;
  view: ListView;
  template: GameTemplate | undefined;
  heroSkins: HeroSkins[];
  drafts: FilterDraftsState;
  /** Chips and selects apply at once. */
  onFilters: (filters: Partial<ListFilters>) => void;
  /** Search: apply what the inputs hold; false when they are wrong (and say so). */
  onSearch: () => boolean;
  onClear: () => void;
}

/** Every filter of the list: kind, region, the template's attributes, price and keyword; a form submitted by Search. */
export function FilterPanel({
  mode,
  formId,
  gameId,
  view,
  template,
  heroSkins,
  drafts,
  onFilters,
  onSearch,
  onClear,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form
      id={formId}
      className={mode === 'inline' ? styles.panel : styles.sheet}
      aria-label={t('goodList.filters')}
      onSubmit={submit}
      noValidate
    >
      <KindFilter kind={view.kind} onChange={(kind: ListingKind | null) => onFilters({ kind })} />
      <RegionFilter
        gameId={gameId}
        gameType={template?.game.type}
        path={view.regionPath}
        onChange={(regionPath) => onFilters({ regionPath })}
      />
      {template ? (
        <AttributeFilters
          mode={mode === 'inline' ? 'popover' : 'inline'}
          attributes={template.attributes}
          attrs={view.attrs}
          heroSkins={heroSkins}
          drafts={drafts.drafts}
          rangeProblems={drafts.problems.ranges}
          onChoices={(id, choiceIds, minLevel) => {
            const sorted = [...choiceIds].sort((a, b) => a - b);
            const filter = minLevel === undefined ? { id, choiceIds: sorted } : { id, choiceIds: sorted, minLevel };
            onFilters({ attrs: withAttributeFilter(view.attrs, id, choiceIds.length > 0 ? filter : null) });
          }}
          onRangeDraft={drafts.setRange}
          onApply={onSearch}
        />
      ) : null}
      <PriceKeywordFilter drafts={drafts} showActions={mode === 'inline'} onClear={onClear} />
    </form>
  );
}
