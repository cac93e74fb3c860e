import { ApiError } from '@gs/web/api-error';
import { applyServerFieldErrors } from '@gs/web/form-errors';
import type { FormInstance } from 'antd';

/**
 * Puts the server's field errors of a listing edit under the form's fields: `attrs.<id>` (the template check)
 * under that attribute's field, `priceFen` under the price in yuan, the rest by name. Answers whether any found
 * a field, so the caller shows the message above the form only when none did.
 */
export function applyListingEditErrors(form: FormInstance, error: unknown, attributeIds: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const byAttribute = new Map<string, string[]>();
  const others = [];
  for (const field of error.fields) {
    const match = /^(?:body\.)?attrs\.(\d+)/.exec(field.field);
    if (match?.[1]) byAttribute.set(match[1], [...(byAttribute.get(match[1]) ?? []), field.message]);
    else others.push(field);
  }
  const registered = new Set(attributeIds);
  const attributeErrors = [...byAttribute].filter(([id]) => registered.has(id));
  form.setFields(attributeErrors.map(([id, errors]) => ({ name: ['attrs', id], errors })));
  const rest = new ApiError({ code: error.code, msg: error.msg, status: error.status, fields: others });
  const placed = applyServerFieldErrors(form, rest, { aliases: { priceFen: 'priceYuan' } });
  return placed || attributeErrors.length > 0;
}
