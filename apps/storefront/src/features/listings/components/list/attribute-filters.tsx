import { DownOutlined } from '@ant-design/icons';
import { filterableAttributeKinds } from '@gs/shared/game-basics';
import type { GameAttribute, HeroSkins } from '@gs/shared/games';
import { Button, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterDrafts, type RangeProblem, rangeDraftOf } from '../../utils/filter-drafts';
import { isChoiceFilter, type ListAttributeFilter } from '../../utils/list-search-params';
import { AttributeFilterBody, type AttributeFilterProps } from './attribute-filter-body';
import styles from './attribute-popover.module.css';
import { FilterRow } from './filter-row';

/** The template's attributes that are list filters, in the template's order. */
export function searchableAttributes(attributes: GameAttribute[]): GameAttribute[] {
  const kinds: readonly string[] = filterableAttributeKinds;
  return attributes
    .filter((attribute) => attribute.searchable && kinds.includes(attribute.kind))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** What an applied filter holds, for its trigger ("V8 +1", "10–50 个", "≥ 10 个"). */
function summaryOf(attribute: GameAttribute, filter: ListAttributeFilter | undefined): string {
  if (!filter) return '';
  if (isChoiceFilter(filter)) {
    const names = filter.choiceIds.flatMap((id) => attribute.choices.find((choice) => choice.id === id)?.name ?? []);
    if (names.length === 0) return '';
    const chosen = names.length === 1 ? (names[0] as string) : `${names[0]} +${names.length - 1}`;
    const level = filter.minLevel === undefined ? undefined : attribute.levels[filter.minLevel];
    return level ? `${chosen} · ${level}+` : chosen;
  }
  const unit = attribute.unit ? ` ${attribute.unit}` : '';
  if (filter.min !== null && filter.max !== null) return `${filter.min}–${filter.max}${unit}`;
  return filter.min !== null ? `≥ ${filter.min}${unit}` : `≤ ${filter.max}${unit}`;
}

interface AttributePopoverProps extends AttributeFilterProps {
  /** Search with what the inputs hold; false when they were wrong (and now say so). */
  onApply: () => boolean;
}

function AttributePopover({ onApply, ...props }: AttributePopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { attribute, filter, rangeProblem } = props;
  const summary = summaryOf(attribute, filter);
  // Search found this range wrong: show it with its message rather than fail silently behind a closed popover.
  useEffect(() => {
    if (rangeProblem) setOpen(true);
  }, [rangeProblem]);
  const apply = () => {
    if (onApply()) setOpen(false);
  };
  const content = (
    <fieldset aria-label={attribute.name} className={styles.popoverBody}>
      <AttributeFilterBody {...props} />
      {attribute.kind === 'number' ? (
        <Button type="primary" size="small" className={styles.popoverApply} onClick={apply}>
          {t('goodList.apply')}
        </Button>
      ) : null}
    </fieldset>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={setOpen}
      content={content}
      // In the form, right after the triggers: reachable with Tab, and Enter in a range searches like Search.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <button
        type="button"
        className={styles.trigger}
        data-active={summary !== '' || undefined}
        data-invalid={rangeProblem ? true : undefined}
        aria-expanded={open}
      >
        <span>{attribute.name}</span>
        {summary ? <span className={styles.triggerValue}>{summary}</span> : null}
        <DownOutlined aria-hidden className={styles.triggerIcon} />
      </button>
    </Popover>
  );
}

interface AttributeFiltersProps {
  /** Popovers in a row (desktop) or one row per attribute (the mobile sheet). */
  mode: 'popover' | 'inline';
  attributes: GameAttribute[];
  attrs: ListAttributeFilter[];
  heroSkins: HeroSkins[];
  drafts: FilterDrafts;
  rangeProblems: Record<number, RangeProblem>;
  onChoices: AttributeFilterProps['onChoices'];
  onRangeDraft: AttributeFilterProps['onRangeDraft'];
  onApply: () => boolean;
}

/** The attribute filters built from the game's template (its searchable attributes). */
export function AttributeFilters({
  mode,
  attributes,
  attrs,
  drafts,
  rangeProblems,
  onApply,
  ...rest
}: AttributeFiltersProps) {
  const { t } = useTranslation();
  const shown = searchableAttributes(attributes);
  if (shown.length === 0) return null;
  const propsOf = (attribute: GameAttribute): AttributeFilterProps => ({
    ...rest,
    attribute,
    filter: attrs.find((filter) => filter.id === attribute.id),
    rangeDraft: rangeDraftOf(drafts, attribute.id),
    rangeProblem: rangeProblems[attribute.id],
  });
  if (mode === 'inline') {
    return shown.map((attribute) => (
      <FilterRow key={attribute.id} label={attribute.name}>
        <AttributeFilterBody {...propsOf(attribute)} />
      </FilterRow>
    ));
  }
  return (
    <FilterRow label={t('goodList.moreFilters')}>
      {shown.map((attribute) => (
        <AttributePopover key={attribute.id} {...propsOf(attribute)} onApply={onApply} />
      ))}
    </FilterRow>
  );
}
