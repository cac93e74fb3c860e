import { ApiError } from '@gs/web/api-error';
import type { FormInstance } from 'antd';

type NamePath = (string | number)[];

// Server fields name where the value came from and its path: `body.aliyun.signName`, `body.qqGroups.1.number`.
const LOCATION_PREFIX = /^(?:body|query|params)(?:\.|$)/;

function toNamePath(field: string): NamePath {
  return field
    .replace(LOCATION_PREFIX, '')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts the server's field errors under the form's fields, nested ones included (a settings section has lists and
 * groups): each error goes to the deepest field of its path the form has (`qqGroups.1.number`, else `qqGroups`).
 * Answers whether any error found a field, so the caller shows `msg` above the form only when none did.
 */
export function applyNestedFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const registered = new Set(form.getFieldsError().map((field) => JSON.stringify(field.name)));
  const errorsByField = new Map<string, { name: NamePath; errors: string[] }>();
  for (const { field, message } of error.fields) {
    const path = toNamePath(field);
    for (let length = path.length; length > 0; length--) {
      const name = path.slice(0, length);
      const key = JSON.stringify(name);
      if (!registered.has(key)) continue;
      const entry = errorsByField.get(key) ?? { name, errors: [] };
      entry.errors.push(message);
      errorsByField.set(key, entry);
      break;
    }
  }
  form.setFields([...errorsByField.values()]);
  return errorsByField.size > 0;
}
