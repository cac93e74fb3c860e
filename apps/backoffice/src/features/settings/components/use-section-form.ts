import { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
import { App, Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EditableSection,
  type SectionInputs,
  type SectionView,
  useUpdateSettingsSection,
} from '../api/update-settings';
import { applyNestedFieldErrors } from './server-field-errors';

export interface SectionFormOptions<S extends EditableSection, V> {
  section: S;
  /** The section as the server holds it; the form is (re)filled from it when it changes (after each save). */
  view: SectionView<S>;
  toValues: (view: SectionView<S>) => V;
  toInput: (values: V) => SectionInputs[S];
  /** Told whenever the form gains or loses unsaved changes (the page warns before leaving). */
  onDirtyChange: (section: EditableSection, dirty: boolean) => void;
}

export interface SectionFormState<V> {
  form: FormInstance<V>;
  initialValues: V;
  onFinish: (values: V) => void;
  onValuesChange: () => void;
  /** A failure that belongs to no field, for an alert above the form. */
  error: unknown;
  saving: boolean;
  dirty: boolean;
  /** Puts the saved values back. */
  discard: () => void;
}

/**
 * One settings tab's form: filled from the server's section, saved with the section's own PUT, server field errors
 * under their fields (any other failure returned as `error` for an alert), a success message, and whether it holds
 * unsaved changes.
 */
export function useSectionForm<S extends EditableSection, V>(options: SectionFormOptions<S, V>): SectionFormState<V> {
  const { section, view, toValues, toInput, onDirtyChange } = options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<unknown>(null);
  const [dirty, setDirtyState] = useState(false);
  const mutation = useUpdateSettingsSection(section);

  const setDirty = useCallback(
    (next: boolean) => {
      setDirtyState(next);
      onDirtyChange(section, next);
    },
    [onDirtyChange, section],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled only when the saved section changes.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toValues(view) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setDirty(false);
  }, [view]);

  const onFinish = useExclusiveSubmit(async (values: V) => {
    setError(null);
    try {
      await mutation.mutateAsync(toInput(values));
      message.success(t('settings.saved'));
    } catch (failure) {
      if (!applyNestedFieldErrors(form, failure)) setError(failure);
    }
  });

  const discard = () => {
    form.resetFields();
    form.setFieldsValue(toValues(view) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setError(null);
    setDirty(false);
  };

  return {
    form,
    initialValues: toValues(view),
    onFinish,
    onValuesChange: () => {
      if (!dirty) setDirty(true);
    },
    error,
    saving: mutation.isPending,
    dirty,
    discard,
  };
}
