import type { FormInstance } from 'antd';
import { ApiError } from './api-error';

// Server fields name where the value came from (`body.password`, `query.phone`); forms name only the value.
const LOCATION_PREFIX = /^(?:body|query|params)\./;

export interface FieldErrorMapping {
  /** Server field names the form calls differently: `{ code: 'captchaCode' }`. */
  aliases?: Record<string, string>;
  /** Errors that come without `fields` but clearly belong to one: `{ CAPTCHA_INVALID: 'captchaCode' }`. */
  errorCodes?: Record<string, string>;
}

/**
 * Puts the server's field errors (`fields: [{ field: 'body.password', message }]`) under the matching form
 * fields, or the whole `msg` under the field its `errorCode` is mapped to. Answers whether any error found a
 * field, so the caller shows `msg` above the form only when none did.
 */
export function applyServerFieldErrors(form: FormInstance, error: unknown, mapping: FieldErrorMapping = {}): boolean {
  if (!(error instanceof ApiError)) return false;
  const registered = new Set(Object.keys(form.getFieldsValue()));
  const errorsByField = new Map<string, string[]>();
  for (const { field, message } of error.fields) {
    const serverName = field.replace(LOCATION_PREFIX, '').split('.')[0] ?? '';
    const name = mapping.aliases?.[serverName] ?? serverName;
    if (!registered.has(name)) continue;
    errorsByField.set(name, [...(errorsByField.get(name) ?? []), message]);
  }
  const codeField = error.errorCode ? mapping.errorCodes?.[error.errorCode] : undefined;
  if (errorsByField.size === 0 && codeField && registered.has(codeField) && error.msg) {
    errorsByField.set(codeField, [error.msg]);
  }
  form.setFields([...errorsByField].map(([name, errors]) => ({ name, errors })));
  return errorsByField.size > 0;
}
