/**
 * The lobby's page views, apart from index.ts: the home page uses the index (the game rail, the
 * catalogue readers), and each view's client code would otherwise be in the home's first load.
 */
export { LobbyView } from './components/lobby-view';
export { ProviderLobby } from './components/provider-lobby';
export { GameDetail } from './components/game-detail';
