/**
 * The games' React Query hooks, apart from index.ts: the lobby and home use the index on their first
 * screen, and load these only with their row's queries (features/lobby's GameQueries), after it.
 */
export { useFavourites, useToggleFavourite, useRecentlyPlayed, useMaintenance, useRefreshAfterPlay } from './api';
