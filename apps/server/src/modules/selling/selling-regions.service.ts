import type { SellingAreaListQuery, SellingRegionOption } from '@gs/shared/selling-regions';
import type { RequestContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  findGameCatalogue,
  findRegionGameId,
  type GameCatalogue,
  getGameCatalogue,
  type RegionDef,
  regionPath,
} from '../catalogue/index.ts';

function childrenOf(catalogue: GameCatalogue, node: RegionDef): RegionDef[] {
  return node.childIds.flatMap((childId) => {
    const child = catalogue.regions.get(childId);
    return child ? [child] : [];
  });
}

function toOption(catalogue: GameCatalogue, node: RegionDef, name = node.name): SellingRegionOption {
  return {
    id: node.id,
    name,
    kind: node.kind,
    key: node.key,
    hasChildren: node.childIds.length > 0,
    path: regionPath(catalogue, node.id).map((step) => ({ id: step.id, name: step.name, kind: step.kind })),
  };
}

/** The game's operators, each under its system (mobile games); empty for games without operators (PC games). */
function operatorsOf(catalogue: GameCatalogue): { system: RegionDef; operator: RegionDef }[] {
  return catalogue.roots
    .filter((root) => root.kind === 'system')
    .flatMap((system) =>
      childrenOf(catalogue, system)
        .filter((child) => child.kind === 'operator')
        .map((operator) => ({ system, operator })),
    );
}

/**
 * The first picker of a selling form: the game's system + operator pairs ("安卓 QQ"), each by its operator node;
 * empty for a game without operators (PC games go straight to the regions). 404 for an unknown or foreign game.
 */
export async function listSellingOperators(ctx: RequestContext, gameId: number): Promise<SellingRegionOption[]> {
  const catalogue = await getGameCatalogue(ctx, gameId);
  return operatorsOf(catalogue).map(({ system, operator }) =>
    toOption(catalogue, operator, `${system.name} ${operator.name}`),
  );
}

/**
 * The regions under the chosen operator, or the game's regions when it has no operators. 404 for an unknown or
 * foreign game; 400 when an operator is missing for a game with operators, or is not one of the game's.
 */
export async function listSellingAreas(
  ctx: RequestContext,
  query: SellingAreaListQuery,
): Promise<SellingRegionOption[]> {
  const catalogue = await getGameCatalogue(ctx, query.gameId);
  const operators = operatorsOf(catalogue);
  const operatorId = query.operatorId === '' ? undefined : query.operatorId;
  if (operatorId === undefined) {
    if (operators.length > 0) throw new AppError(400, 'BAD_REQUEST', 'sellingOperatorRequired');
    return catalogue.roots.filter((root) => root.kind === 'region').map((root) => toOption(catalogue, root));
  }
  const chosen = operators.find(({ operator }) => operator.id === operatorId);
  if (!chosen) throw new AppError(400, 'BAD_REQUEST', 'sellingOperatorMismatch', { params: { id: operatorId } });
  return childrenOf(catalogue, chosen.operator)
    .filter((child) => child.kind === 'region')
    .map((child) => toOption(catalogue, child));
}

/** The servers under a region. 404 for an unknown, foreign or hidden game's node; 400 for a node that is no region. */
export async function listSellingServers(ctx: RequestContext, areaId: number): Promise<SellingRegionOption[]> {
  const gameId = await findRegionGameId(ctx.db, ctx.tenantId, areaId);
  const catalogue = gameId === undefined ? null : await findGameCatalogue(ctx, gameId);
  const area = catalogue?.regions.get(areaId);
  if (!catalogue || !area) throw notFound('sellingAreaNotFound', { id: areaId });
  if (area.kind !== 'region')
    throw new AppError(400, 'BAD_REQUEST', 'sellingAreaNotRegion', { params: { id: areaId } });
  return childrenOf(catalogue, area)
    .filter((child) => child.kind === 'server')
    .map((child) => toOption(catalogue, child));
}
