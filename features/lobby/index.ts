export { categoryContext, currencyContext } from './category-context';
export type { SearchParams } from './components/lobby-view';
export { findCategoryGame } from './find-category-game';
export { GameRail } from './components/game-rail';
export { getCategoryGames, getProviderFile, getRecommendedGames, getStorageLocation } from './server-catalogue';
export { requestDevice } from './request-device';
export { displayNameOf, type GameDevice } from './filter-games';
export { assetUrl, providersIn } from './assets';
export { lobbyPagePaths } from './seo-pages';
