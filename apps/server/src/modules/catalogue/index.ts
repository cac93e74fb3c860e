/** Games, their attribute templates and region trees, as other features read them. */
export {
  type AttributeDef,
  type CatalogueGame,
  findAnyGameCatalogue,
  findGameCatalogue,
  forgetCatalogue,
  type GameCatalogue,
  getGameCatalogue,
  getOnSaleCounts,
  getTenantCatalogue,
  type RegionDef,
  regionPath,
  type TenantCatalogue,
} from './catalogue-cache.ts';
export { countOnSale, findRegionGameId } from './games.repository.ts';
