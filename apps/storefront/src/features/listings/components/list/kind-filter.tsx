import { type ListingKind, listingKinds } from '@gs/shared/listing-basics';
import { useTranslation } from 'react-i18next';
import { ChipChoices } from './chips';
import { FilterRow } from './filter-row';

/** Kind chips: all, self-operated, consignment, special offer. */
export function KindFilter({
  kind,
  onChange,
}: {
  kind: ListingKind | null;
  onChange: (kind: ListingKind | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterRow label={t('goodList.kind')}>
      <ChipChoices
        allLabel={t('goodList.all')}
        multiple={false}
        selected={kind ? [kind] : []}
        options={listingKinds.map((value) => ({ value, label: t(`goodList.kinds.${value}`) }))}
        onChange={(selected) => onChange(selected[0] ?? null)}
      />
    </FilterRow>
  );
}
