import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyServerFieldErrors, type FieldErrorMapping } from '../form-errors';
import { useExclusiveSubmit } from './use-exclusive-submit';

interface FormSubmitOptions {
  /** How server field names map onto this form's fields. */
  fields?: FieldErrorMapping;
  /** Runs on every failure before it is shown (e.g. a spent captcha is cleared). */
  onFailure?: () => void;
}

/**
 * One submit path for forms that call the API: a second submit while one runs is ignored, server field errors
 * land under their fields, and any other failure is returned as `error` for a FormErrorAlert above the form.
 */
export function useFormSubmit<T>(
  form: FormInstance,
  submit: (values: T) => Promise<void>,
  options: FormSubmitOptions = {},
) {
  const [error, setError] = useState<unknown>(null);
  const onFinish = useExclusiveSubmit(async (values: T) => {
    setError(null);
    try {
      await submit(values);
    } catch (failure) {
      options.onFailure?.();
      if (!applyServerFieldErrors(form, failure, options.fields)) setError(failure);
    }
  });
  return { onFinish, error };
}
