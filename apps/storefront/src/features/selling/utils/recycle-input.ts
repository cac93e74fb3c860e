import type { GameAttribute, GameTemplate } from '@gs/shared/games';
import { type RecycleInput, recycleInputSchema } from '@gs/shared/recycle';
import type { SellingAttributesInput } from '@gs/shared/selling';
import { formAttributes, hasAttributeValue, toAttributeInput } from './consignment-input';
import type { RecycleFormValues } from './recycle-draft';

/**
 * The attributes the recycle form asks: those the template flags for it (`onRecycleForm`), in the form's order —
 * as the server's `formAttributes(…, 'recycle')` picks them (any other attribute would be refused).
 */
export function recycleFormAttributes(template: GameTemplate): GameAttribute[] {
  return formAttributes(template).filter((attribute) => attribute.onRecycleForm);
}

/** `attrs` of a quote or a request: the recycle attributes that hold a value, keyed by attribute id. */
export function toRecycleAttributes(
  attributes: readonly GameAttribute[],
  attrs: RecycleFormValues['attrs'],
): SellingAttributesInput {
  const input: SellingAttributesInput = {};
  for (const attribute of attributes) {
    const value = toAttributeInput(attribute, attrs?.[String(attribute.id)]);
    if (value !== undefined) input[String(attribute.id)] = value;
  }
  return input;
}

/** The required recycle attributes that `attrs` leaves empty (no quote without them). */
export function missingRecycleAttributes(
  attributes: readonly GameAttribute[],
  attrs: SellingAttributesInput,
): GameAttribute[] {
  return attributes.filter(
    (attribute) => attribute.required && !hasAttributeValue(attribute, attrs[String(attribute.id)]),
  );
}

/**
 * The request body from the form's values and the quote the seller accepted; null when a value is out of the
 * shared schema's bounds (the form's own checks catch those first).
 */
export function toRecycleInput(
  gameId: number,
  attributes: readonly GameAttribute[],
  values: RecycleFormValues,
  acceptedQuoteFen: number,
): RecycleInput | null {
  const parsed = recycleInputSchema.safeParse({
    gameId,
    ...(values.regionNodeId ? { regionNodeId: values.regionNodeId } : {}),
    attrs: toRecycleAttributes(attributes, values.attrs),
    credentials: {
      login: values.login?.trim() ?? '',
      password: values.password ?? '',
      notes: values.notes?.trim() ?? '',
    },
    contact: values.contact?.trim() ?? '',
    acceptedQuoteFen,
  });
  return parsed.success ? parsed.data : null;
}
