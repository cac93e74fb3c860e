import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the catalogue's templates and heroes (each mutation invalidates its game's key). */
export const templateKeys = {
  all: [...sessionScopeKey, 'catalogue-templates'] as const,
  template: (gameId: number) => [...templateKeys.all, 'template', gameId] as const,
  heroes: (gameId: number) => [...templateKeys.all, 'heroes', gameId] as const,
};
