/**
 * A route's page view, one per file (not one views.ts): a route's first load carries the client
 * components of every view its import names, so the lobby must not name the game page's.
 */
export { LobbyView } from '../components/lobby-view';
