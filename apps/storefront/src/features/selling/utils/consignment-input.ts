import {
  type ConsignmentDetail,
  type ConsignmentUpdateInput,
  consignmentUpdateInputSchema,
} from '@gs/shared/consignment';
import type { GameAttribute, GameTemplate, GameType } from '@gs/shared/games';
import type { SellingAttributesInput, SellingLevelPair } from '@gs/shared/selling';
import { fenToYuanText, parseYuan } from '@gs/web/format-money';
import type { AttributeFormValue, ConsignmentFormValues } from './consignment-draft';

/** The commission DOMAIN "Buying" names for consignment: 5 % of the price, at least ¥50, taken when it sells. */
export const COMMISSION_RATE_PERCENT = 5;
export const COMMISSION_MIN_FEN = 5_000;

/** The commission on a price, in fen (never more than the price itself). */
export function commissionOf(priceFen: number): number {
  return Math.min(priceFen, Math.max(COMMISSION_MIN_FEN, Math.round((priceFen * COMMISSION_RATE_PERCENT) / 100)));
}

/** The template's attributes in the order the form asks them. */
export function formAttributes(template: GameTemplate): GameAttribute[] {
  return [...template.attributes].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function isLevelPairs(value: unknown[]): value is SellingLevelPair[] {
  return value.every((item) => Array.isArray(item));
}

/** The value an attribute's control holds as the API stores it; undefined when nothing is filled in. */
export function toAttributeInput(
  attribute: GameAttribute,
  value: AttributeFormValue,
): SellingAttributesInput[string] | undefined {
  if (value === null || value === undefined) return undefined;
  switch (attribute.kind) {
    case 'text':
    case 'date': {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' ? undefined : text;
    }
    case 'number':
    case 'single':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'multiple':
      return Array.isArray(value) && value.length > 0 && !isLevelPairs(value) ? (value as number[]) : undefined;
    case 'level':
      return Array.isArray(value) && value.length > 0 && isLevelPairs(value) ? value : undefined;
  }
}

/** Whether an attribute's control holds a value. */
export function hasAttributeValue(attribute: GameAttribute, value: AttributeFormValue): boolean {
  return toAttributeInput(attribute, value) !== undefined;
}

/** `attrs` of the request: the template's attributes that hold a value, keyed by attribute id. */
export function toAttributesInput(
  template: GameTemplate,
  attrs: ConsignmentFormValues['attrs'],
): SellingAttributesInput {
  const input: SellingAttributesInput = {};
  for (const attribute of template.attributes) {
    const value = toAttributeInput(attribute, attrs?.[String(attribute.id)]);
    if (value !== undefined) input[String(attribute.id)] = value;
  }
  return input;
}

/**
 * The request body built from the form's values: the price in fen, the attributes in the stored shape. When
 * editing, credentials left empty are omitted (the stored ones stay). Answers null when a value is missing or out
 * of the shared schema's bounds (the form's own checks catch those first), or a new listing lacks credentials.
 */
export function toConsignmentInput(
  gameId: number,
  template: GameTemplate,
  values: ConsignmentFormValues,
  editing: boolean,
): ConsignmentUpdateInput | null {
  const login = values.login?.trim() ?? '';
  const password = values.password ?? '';
  const keepCredentials = editing && login === '' && password === '';
  const body = {
    gameId,
    ...(values.regionNodeId ? { regionNodeId: values.regionNodeId } : {}),
    attrs: toAttributesInput(template, values.attrs),
    title: values.title?.trim() ?? '',
    description: values.description?.trim() ?? '',
    priceFen: parseYuan(values.price ?? '') ?? Number.NaN,
    coverUrl: values.coverUrl ?? '',
    screenshots: values.screenshots ?? [],
    realNameShotUrl: values.realNameShotUrl ?? '',
    guaranteeDocs: values.guaranteeDocs,
    contact: values.contact?.trim() ?? '',
    ...(keepCredentials ? {} : { credentials: { login, password, notes: values.notes?.trim() ?? '' } }),
  };
  const parsed = consignmentUpdateInputSchema.safeParse(body);
  if (!parsed.success) return null;
  if (!editing && !parsed.data.credentials) return null;
  return parsed.data;
}

/** The required attributes the values leave empty. */
export function missingRequiredAttributes(template: GameTemplate, values: ConsignmentFormValues): GameAttribute[] {
  return template.attributes.filter(
    (attribute) => attribute.required && !hasAttributeValue(attribute, values.attrs?.[String(attribute.id)]),
  );
}

/** A login with its middle hidden (`ab****yz`, `a***z`), as the review shows it. */
export function maskLogin(login: string): string {
  const text = login.trim();
  if (text.length <= 2) return `${text.slice(0, 1)}***`;
  const keep = text.length > 6 ? 2 : 1;
  return `${text.slice(0, keep)}****${text.slice(-keep)}`;
}

/** The form's values of a stored listing (credentials left empty: empty keeps the stored ones). */
export function formValuesOfListing(listing: ConsignmentDetail, gameType: GameType): ConsignmentFormValues {
  const ids = listing.regionPath.map((step) => step.id);
  // Mobile paths run system, operator, region, server; PC paths region, server.
  const [operatorId, areaId, serverId] = gameType === 'mobile' ? ids.slice(1) : [undefined, ...ids];
  return {
    operatorId,
    areaId,
    serverId,
    regionNodeId: listing.regionNodeId,
    regionPath: listing.regionPath,
    attrs: { ...listing.attrs },
    title: listing.title,
    description: listing.description,
    price: fenToYuanText(listing.priceFen),
    coverUrl: listing.coverUrl,
    screenshots: listing.screenshots,
    realNameShotUrl: listing.realNameShotUrl,
    guaranteeDocs: listing.guaranteeDocs,
    contact: listing.contact,
    login: '',
    password: '',
    notes: '',
  };
}
