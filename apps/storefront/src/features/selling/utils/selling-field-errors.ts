import type { FieldError } from '@gs/shared/envelope';

export type FieldName = string | [string, string];

/** Which region picker is the last one shown: a server error on the region lands there. */
export type LastRegionField = 'areaId' | 'serverId';

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
export function formFieldOf(serverField: string, lastRegionField: LastRegionField): FieldName | null {
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
 * The server's field errors grouped by the form's fields (`fieldOf` names the field of each), and the messages
 * that found none, for an alert above the form.
 */
export function groupFieldErrors(
  fields: readonly FieldError[],
  lastRegionField: LastRegionField,
  fieldOf: (serverField: string, lastRegionField: LastRegionField) => FieldName | null = formFieldOf,
) {
  const byField = new Map<string, { name: FieldName; errors: string[] }>();
  const unplaced: string[] = [];
  for (const { field, message } of fields) {
    const name = fieldOf(field, lastRegionField);
    if (name === null) {
      unplaced.push(message);
      continue;
    }
    const key = Array.isArray(name) ? name.join('.') : name;
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(message);
    byField.set(key, entry);
  }
  return { placed: [...byField.values()], unplaced };
}
