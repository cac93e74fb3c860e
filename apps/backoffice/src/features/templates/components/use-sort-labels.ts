import { useTranslation } from 'react-i18next';
import type { SortableTableLabels } from '../../../components/sortable-table';

/** The order column's words for every sortable table of the templates screens. */
export function useSortLabels(): SortableTableLabels {
  const { t } = useTranslation();
  return {
    column: t('templates.order'),
    drag: (name) => t('templates.dragHandle', { name }),
    up: (name) => t('templates.moveUp', { name }),
    down: (name) => t('templates.moveDown', { name }),
  };
}
