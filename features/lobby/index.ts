export { categoryContext, currencyContext } from './category-context';
export { LobbyView, type SearchParams } from './components/lobby-view';
export { ProviderLobby } from './components/provider-lobby';
export { GameDetail, findCategoryGame } from './components/game-detail';
export { GameRail } from './components/game-rail';
export { getCategoryGames, getProviderFile, getRecommendedGames, getStorageLocation } from './server-catalogue';
export { requestDevice } from './request-device';
export { displayNameOf, type GameDevice } from './filter-games';
export { assetUrl } from './assets';
