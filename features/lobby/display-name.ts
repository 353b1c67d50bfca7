import type { Game } from '@/lib/contracts/catalog';

/** The name a game is shown by. Its own module: home's cards need it, not the lobby's filters. */
export const displayNameOf = (game: Pick<Game, 'displayName' | 'name'>) => game.displayName || game.name;
