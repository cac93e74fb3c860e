import type { FieldError } from '@gs/shared/envelope';
import type { FormInstance } from 'antd';

type FieldName = string | [string, string];

// Server fields name where the value came from (`body.title`); the form names only the value.
const LOCATION_PREFIX = /^(?:body|query|params)\./;

const DIRECT_FIELDS = new Set([
  'title',
  'description',
  'coverUrl',
  'screenshots',
  'realNameShotUrl',
  'guaranteeDocs',
  'contact',
]);

/**
 * The form field a server field error belongs to: `attrs.12` → the attribute's field, `priceFen` → the price,
 * `credentials.login` → the login, `regionNodeId` → the last region picker shown; null when none fits.
 */
export function formFieldOf(serverField: string, lastRegionField: 'areaId' | 'serverId'): FieldName | null {
  const parts = serverField.replace(LOCATION_PREFIX, '').split('.');
  const [head, next] = parts;
  if (!head) return null;
  if (head === 'attrs') return next && /^\d+$/.test(next) ? ['attrs', next] : null;
  if (head === 'credentials') return next === 'login' || next === 'password' || next === 'notes' ? next : null;
  if (head === 'priceFen') return 'price';
  if (head === 'regionNodeId') return lastRegionField;
  return DIRECT_FIELDS.has(head) ? head : null;
}

/**
 * Puts the server's field errors under the form's fields. Answers the messages that found no field, for an alert
 * above the form.
 */
export function applyConsignmentFieldErrors(
  form: FormInstance,
  fields: readonly FieldError[],
  lastRegionField: 'areaId' | 'serverId',
): string[] {
  const byField = new Map<string, { name: FieldName; errors: string[] }>();
  const unplaced: string[] = [];
  for (const { field, message } of fields) {
    const name = formFieldOf(field, lastRegionField);
    if (name === null) {
      unplaced.push(message);
      continue;
    }
    const key = Array.isArray(name) ? name.join('.') : name;
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(message);
    byField.set(key, entry);
  }
  form.setFields([...byField.values()]);
  return unplaced;
}
