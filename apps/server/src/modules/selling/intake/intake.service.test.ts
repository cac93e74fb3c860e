import { describe, expect, it } from 'vitest';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import type { GameCatalogue, RegionDef } from '../../catalogue/index.ts';
import { checkAccountFields, type IntakeRules } from './intake.service.ts';

// The field checks are pure (catalogue, own-upload prefix): a fake catalogue and context are enough.
const ctx = { tenantId: 7, userId: 42 } as unknown as UserContext;
const own = (name: string) => `/uploads/u/7/42/2026-11/${name}.webp`;

const node = (id: number, parentId: number | null, kind: RegionDef['kind'], childIds: number[]): RegionDef => ({
  id,
  parentId,
  level: parentId === null ? 1 : 2,
  kind,
  name: `n${id}`,
  key: `n${id}`,
  enabled: true,
  childIds,
});

function catalogueWith(regions: RegionDef[]): GameCatalogue {
  return {
    game: { id: 3, name: 'Game' },
    attributes: [],
    everyAttribute: [],
    attributesById: new Map(),
    choices: new Map(),
    regions: new Map(regions.map((region) => [region.id, region])),
    roots: regions.filter((region) => region.parentId === null),
  } as unknown as GameCatalogue;
}

const withRegions = catalogueWith([node(10, null, 'region', [11]), node(11, 10, 'server', [])]);
const withoutRegions = catalogueWith([]);

const failFast: IntakeRules = {
  form: 'recycle',
  realNameRequired: 'bidNeedsRealNameTwo',
  region: { required: 'bidRegionRequired', invalid: 'bidRegionInvalid' },
  blacklisted: { account: 'bidBlacklistedAccount', seller: 'bidBlacklistedSeller' },
};
const allAtOnce: IntakeRules = {
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

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checkAccountFields', () => {
  it('answers the region columns of the leaf picked and the search ids of its path', async () => {
    const account = await checkAccountFields(ctx, failFast, withRegions, {
      regionNodeId: 11,
      attrs: {},
      images: [{ field: 'body.screenshots.0', url: own('a') }],
    });
    expect(account.region).toEqual({ systemId: null, operatorId: null, regionId: 10, serverId: 11 });
    expect([...account.searchIds].sort((a, b) => a - b)).toEqual([-11, -10]);
  });

  it('answers the first failing step alone when the flow does not collect', async () => {
    const missing = await failureOf(checkAccountFields(ctx, failFast, withRegions, { attrs: {} }));
    expect(missing.messageKey).toBe('bidRegionRequired');
    expect(missing.fields).toEqual([{ field: 'body.regionNodeId', messageKey: 'bidRegionRequired' }]);
    // A node with servers under it is no leaf.
    const notLeaf = await failureOf(checkAccountFields(ctx, failFast, withRegions, { regionNodeId: 10, attrs: {} }));
    expect(notLeaf.messageKey).toBe('bidRegionInvalid');
    expect(notLeaf.params).toEqual({ id: 10 });
    const foreign = await failureOf(
      checkAccountFields(ctx, failFast, withRegions, {
        regionNodeId: 11,
        attrs: {},
        images: [{ field: 'body.screenshots.0', url: '/uploads/u/7/99/2026-11/x.webp' }],
      }),
    );
    expect(foreign.errorCode).toBe('UPLOAD_REJECTED');
  });

  it('leaves the region optional without a `required` sentence', async () => {
    const rules = { ...failFast, region: { invalid: 'recycleRegionInvalid' as const } };
    const account = await checkAccountFields(ctx, rules, withRegions, { attrs: {} });
    expect(account.region).toEqual({ systemId: null, operatorId: null, regionId: null, serverId: null });
  });

  it('names every failing field at once under the flow sentence when it collects', async () => {
    const error = await failureOf(
      checkAccountFields(ctx, allAtOnce, withRegions, {
        regionNodeId: 10,
        attrs: { 999: 'x' },
        images: [
          { field: 'body.coverUrl', url: own('cover') },
          { field: 'body.screenshots.0', url: 'https://elsewhere.example/x.png' },
        ],
      }),
    );
    expect(error.messageKey).toBe('consignmentInvalid');
    expect(error.params).toEqual({ count: 3 });
    expect(error.fields?.map((field) => field.field)).toEqual(['body.regionNodeId', 'attrs.999', 'body.screenshots.0']);
  });

  it('refuses a region for a game without regions in its own words when the flow has them', async () => {
    const error = await failureOf(checkAccountFields(ctx, allAtOnce, withoutRegions, { regionNodeId: 5, attrs: {} }));
    expect(error.fields).toEqual([{ field: 'body.regionNodeId', messageKey: 'consignmentRegionUnexpected' }]);
    const plain = await failureOf(checkAccountFields(ctx, failFast, withoutRegions, { regionNodeId: 5, attrs: {} }));
    expect(plain.messageKey).toBe('bidRegionInvalid');
  });
});
