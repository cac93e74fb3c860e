import type { ConsignmentInput } from '@gs/shared/consignment';
import type { UserContext } from '../../../lib/context.ts';
import type { GameCatalogue } from '../../catalogue/index.ts';
import { checkAccountFields, type IntakeRules } from '../intake/intake.service.ts';
import type { ConsignmentFields } from './consignment.repository.ts';

/** Consignment at intake: the full selling form, and every failing field named at once. */
export const CONSIGNMENT_INTAKE: IntakeRules = {
  form: 'sell',
  realNameRequired: 'consignmentNeedsRealNameTwo',
  region: {
    required: 'consignmentRegionRequired',
    unexpected: 'consignmentRegionUnexpected',
    invalid: 'consignmentRegionInvalid',
  },
  blacklisted: { account: 'consignmentBlacklistedAccount', seller: 'consignmentBlacklistedSeller' },
  allFieldsAtOnce: 'consignmentInvalid',
};

/**
 * The listing's columns from the consignment form, checked against the game by the intake: the region picked last
 * (a leaf of the game's tree, required when the game has regions), the attributes against the template, every image
 * one of the seller's own uploads, the real-name screenshot a private one. 400 VALIDATION_FAILED naming every
 * failing field at once.
 */
export async function checkConsignmentForm(
  ctx: UserContext,
  catalogue: GameCatalogue,
  input: Omit<ConsignmentInput, 'credentials'>,
): Promise<ConsignmentFields> {
  const { region, attrs, searchIds, numbers } = await checkAccountFields(ctx, CONSIGNMENT_INTAKE, catalogue, {
    regionNodeId: input.regionNodeId,
    attrs: input.attrs,
    images: [
      { field: 'body.coverUrl', url: input.coverUrl },
      ...input.screenshots.map((url, index) => ({ field: `body.screenshots.${index}`, url })),
    ],
    privateProof: { field: 'body.realNameShotUrl', ref: input.realNameShotUrl },
  });
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
