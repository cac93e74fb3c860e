/** Games, their attribute templates and region trees, as other features read them. */
export {
  type AttributeDef,
  findGameCatalogue,
  forgetCatalogue,
  type GameCatalogue,
  getGameCatalogue,
  getTenantCatalogue,
  type TenantCatalogue,
} from './catalogue-cache.ts';
export { countOnSale } from './games.repository.ts';
