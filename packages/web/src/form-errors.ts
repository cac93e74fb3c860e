import type { FormInstance } from 'antd';
import { ApiError } from './api-error';

// Server fields name where the value came from (`body.password`, `query.phone`); forms name only the value.
const LOCATION_PREFIX = /^(?:body|query|params)\./;

export interface FieldErrorMapping {
  /**
   * Server field names the form calls differently: `{ code: 'captchaCode' }`. A dotted key renames a nested path
   * and whatever is below it: `{ 'rules.ranges': 'ranges' }` sends `body.rules.ranges.0.fen` to `['ranges', 0, 'fen']`.
   */
  aliases?: Record<string, string>;
  /** Errors that come without `fields` but clearly belong to one: `{ CAPTCHA_INVALID: 'captchaCode' }`. */
  errorCodes?: Record<string, string>;
}

type FieldPath = (string | number)[];

const keyOf = (path: FieldPath) => path.map(String).join('\u0000');

/** The name paths of every field the form has registered (`['rules', 'choices', 3, 'addFen']`), Form.List items too. */
function registeredFields(form: FormInstance): Map<string, FieldPath> {
  const fields = new Map<string, FieldPath>();
  form.getFieldsValue(true, (meta) => {
    const name = meta?.name as FieldPath | undefined;
    if (name && name.length > 0) fields.set(keyOf(name), name);
    return false;
  });
  return fields;
}

/** `body.rules.choices.3.addFen` → `['rules', 'choices', 3, 'addFen']`: list indexes as numbers, the longest alias applied. */
function toFormPath(field: string, aliases: Record<string, string> = {}): FieldPath {
  const serverPath = field.replace(LOCATION_PREFIX, '');
  const alias = Object.keys(aliases)
    .filter((from) => serverPath === from || serverPath.startsWith(`${from}.`))
    .sort((a, b) => b.length - a.length)[0];
  const path = alias === undefined ? serverPath : `${aliases[alias]}${serverPath.slice(alias.length)}`;
  return path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/**
 * Puts the server's field errors (`fields: [{ field: 'body.password', message }]`) under the matching form
 * fields, or the whole `msg` under the field its `errorCode` is mapped to. A nested server path lands on the
 * deepest form field it reaches: `body.rules.choices.3.addFen` under the field named
 * `['rules', 'choices', 3, 'addFen']` if the form has one, else under `['rules', 'choices']`, else `rules`.
 * Answers whether any error found a field, so the caller shows `msg` above the form only when none did.
 */
export function applyServerFieldErrors(form: FormInstance, error: unknown, mapping: FieldErrorMapping = {}): boolean {
  if (!(error instanceof ApiError)) return false;
  const registered = registeredFields(form);
  const errorsByField = new Map<string, { name: FieldPath; errors: string[] }>();
  const add = (name: FieldPath, message: string) => {
    const key = keyOf(name);
    const entry = errorsByField.get(key) ?? { name, errors: [] };
    entry.errors.push(message);
    errorsByField.set(key, entry);
  };
  for (const { field, message } of error.fields) {
    const path = toFormPath(field, mapping.aliases);
    for (let length = path.length; length > 0; length -= 1) {
      const name = registered.get(keyOf(path.slice(0, length)));
      if (name) {
        add(name, message);
        break;
      }
    }
  }
  const codeField = error.errorCode ? mapping.errorCodes?.[error.errorCode] : undefined;
  const codeName = codeField ? registered.get(keyOf([codeField])) : undefined;
  if (errorsByField.size === 0 && codeName && error.msg) add(codeName, error.msg);
  form.setFields([...errorsByField.values()]);
  return errorsByField.size > 0;
}
