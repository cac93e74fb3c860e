import type { FieldError } from '@gs/shared/envelope';
import { Form, type FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { type FieldName, formFieldOf, groupFieldErrors, type LastRegionField } from '../utils/selling-field-errors';
import { useDraftAutosave } from './use-draft-autosave';

/**
 * What the three selling forms share around their fields: the antd form, the debounced draft (`write` must be
 * stable, a useCallback), which region picker is last (server errors on the region land there), and the server's
 * field errors put under their fields with the rest (`unplaced`) for the alert above the form.
 */
export function useSellingForm<Values>(write: (values: Values, savedAt: string) => void, restoredAt: string | null) {
  const [form] = Form.useForm<Values>();
  const lastRegionField = useRef<LastRegionField>('areaId');
  const onLastRegionField = useCallback((field: LastRegionField) => {
    lastRegionField.current = field;
  }, []);
  const writeDraft = useCallback((savedAt: string) => write(form.getFieldsValue(true), savedAt), [form, write]);
  const draft = useDraftAutosave(writeDraft, restoredAt);
  const [unplaced, setUnplaced] = useState<string[]>([]);

  /** Puts a refused submit's field errors under their fields and scrolls to the first one. */
  const showFieldErrors = useCallback(
    (
      errors: readonly FieldError[],
      fieldOf: (field: string, last: LastRegionField) => FieldName | null = formFieldOf,
    ) => {
      const { placed, unplaced: rest } = groupFieldErrors(errors, lastRegionField.current, fieldOf);
      // The server names fields as strings; the typed instance only knows the form's own names.
      (form as FormInstance).setFields(placed);
      setUnplaced(rest);
      const first = form.getFieldsError().find((field) => field.errors.length > 0);
      if (first) form.scrollToField(first.name, { block: 'center' });
    },
    [form],
  );

  return { form, draft, unplaced, setUnplaced, showFieldErrors, onLastRegionField };
}
