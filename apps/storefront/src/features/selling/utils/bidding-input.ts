import { type BidRequestInput, bidRequestInputSchema } from '@gs/shared/bidding';
import type { GameAttribute, GameTemplate } from '@gs/shared/games';
import { parseYuan } from '@gs/web/format-money';
import { BID_DEADLINE_DAYS_DEFAULT, type BiddingFormValues } from './bidding-draft';
import { formAttributes, toAttributesInput } from './consignment-input';
import { type FieldName, formFieldOf, type LastRegionField } from './selling-field-errors';

/** The attributes the template flags for the recycle forms, in the order the form asks them. */
export function recycleAttributes(template: GameTemplate): GameAttribute[] {
  return formAttributes(template).filter((attribute) => attribute.onRecycleForm);
}

/**
 * The request body from the form's values: only the recycle attributes (a value of another, left in an old draft,
 * is not sent), the expected price in fen (left out when empty), the period in hours. Null when a value does not
 * fit the shared schema (the form's own checks catch those first).
 */
export function toBidRequestInput(
  gameId: number,
  template: GameTemplate,
  values: BiddingFormValues,
): BidRequestInput | null {
  const expected = values.expectedPrice?.trim() ?? '';
  const body = {
    gameId,
    ...(values.regionNodeId ? { regionNodeId: values.regionNodeId } : {}),
    attrs: toAttributesInput({ ...template, attributes: recycleAttributes(template) }, values.attrs),
    screenshots: values.screenshots ?? [],
    credentials: {
      login: values.login?.trim() ?? '',
      password: values.password ?? '',
      notes: values.notes?.trim() ?? '',
    },
    contact: values.contact?.trim() ?? '',
    ...(expected === '' ? {} : { expectedPriceFen: parseYuan(expected) ?? Number.NaN }),
    deadlineHours: (values.deadlineDays ?? BID_DEADLINE_DAYS_DEFAULT) * 24,
  };
  const parsed = bidRequestInputSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The bidding form's field a server field error belongs to, or null when none fits. */
export function biddingFieldOf(serverField: string, lastRegionField: LastRegionField): FieldName | null {
  const name = serverField.replace(/^(?:body|query|params)\./, '').split('.')[0];
  if (name === 'expectedPriceFen') return 'expectedPrice';
  if (name === 'deadlineHours') return 'deadlineDays';
  const field = formFieldOf(serverField, lastRegionField);
  return field === 'price' ? null : field;
}
