import type { ConsignmentInput } from '@gs/shared/consignment';
import type { FieldError } from '@gs/shared/envelope';
import type { UserContext } from '../../../lib/context.ts';
import { AppError, type FieldMessage } from '../../../lib/errors.ts';
import type { GameCatalogue } from '../../catalogue/index.ts';
import { type ListingRegionColumns, leafRegionColumns, listingSearchColumns } from '../../listings/index.ts';
import { assertOwnPrivateUpload, assertOwnUpload } from '../../uploads/index.ts';
import { validateListingAttributes } from '../listing-attributes.ts';
import type { ConsignmentFields } from './consignment.repository.ts';

type Field = FieldError | FieldMessage;

/** The region columns from the node picked last, or the field that refuses it. */
function regionOf(
  catalogue: GameCatalogue,
  nodeId: number | undefined,
): { region: ListingRegionColumns; failure?: FieldMessage } {
  const region: ListingRegionColumns = { systemId: null, operatorId: null, regionId: null, serverId: null };
  const field = 'body.regionNodeId';
  if (nodeId === undefined) {
    return catalogue.roots.length > 0
      ? { region, failure: { field, messageKey: 'consignmentRegionRequired' } }
      : { region };
  }
  if (catalogue.roots.length === 0) return { region, failure: { field, messageKey: 'consignmentRegionUnexpected' } };
  const leaf = leafRegionColumns(catalogue, nodeId);
  if (!leaf) return { region, failure: { field, messageKey: 'consignmentRegionInvalid', params: { id: nodeId } } };
  return { region: leaf };
}

/** The field error when the URL is not one of the user's own uploads. */
function uploadFailure(ctx: UserContext, field: string, url: string): FieldMessage | null {
  try {
    assertOwnUpload(ctx, url);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'UPLOAD_REJECTED')
      return { field, messageKey: error.messageKey };
    throw error;
  }
}

/** The field error when the reference is not the user's own private upload of a selling proof. */
async function privateProofFailure(ctx: UserContext, field: string, ref: string): Promise<FieldMessage | null> {
  try {
    await assertOwnPrivateUpload(ctx, ref, 'selling-proof');
    return null;
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'UPLOAD_REJECTED')
      return { field, messageKey: error.messageKey };
    throw error;
  }
}

/**
 * The listing's columns from the consignment form, checked against the game: the region picked last (a leaf of
 * the game's tree, required when the game has regions), the attributes against the template, every image one of
 * the seller's own uploads. 400 VALIDATION_FAILED naming every failing field at once.
 */
export async function checkConsignmentForm(
  ctx: UserContext,
  catalogue: GameCatalogue,
  input: Omit<ConsignmentInput, 'credentials'>,
): Promise<ConsignmentFields> {
  const fields: Field[] = [];
  const { region, failure } = regionOf(catalogue, input.regionNodeId);
  if (failure) fields.push(failure);
  let attrs = {};
  try {
    attrs = validateListingAttributes(catalogue, input.attrs, 'sell');
  } catch (error) {
    if (!(error instanceof AppError) || error.errorCode !== 'VALIDATION_FAILED') throw error;
    fields.push(...(error.fields ?? []));
  }
  const images: [string, string][] = [
    ['body.coverUrl', input.coverUrl],
    ...input.screenshots.map((url, index): [string, string] => [`body.screenshots.${index}`, url]),
  ];
  for (const [field, url] of images) {
    const refused = uploadFailure(ctx, field, url);
    if (refused) fields.push(refused);
  }
  const proofRefused = await privateProofFailure(ctx, 'body.realNameShotUrl', input.realNameShotUrl);
  if (proofRefused) fields.push(proofRefused);
  if (fields.length > 0) {
    throw new AppError(400, 'VALIDATION_FAILED', 'consignmentInvalid', { params: { count: fields.length }, fields });
  }
  const { searchIds, numbers } = listingSearchColumns(catalogue.attributes, attrs, region);
  return {
    gameId: catalogue.game.id,
    title: input.title,
    description: input.description,
    priceFen: input.priceFen,
    coverUrl: input.coverUrl,
    gallery: [input.coverUrl, ...input.screenshots],
    regionNodeId: input.regionNodeId ?? null,
    ...region,
    attrs,
    searchIds,
    numbers,
    realNameShotUrl: input.realNameShotUrl,
    guaranteeDocs: input.guaranteeDocs,
    contact: input.contact,
  };
}
