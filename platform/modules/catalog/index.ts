/** The catalogue module's entry: lookups for other modules, the publisher, the endpoint handlers. */
export {
  findGame,
  findGameFacts,
  findProvider,
  findProviderWallet,
  isGameAvailable,
  isUnderMaintenance,
  type GameFactsLookup,
  type GameLookup,
  type ProviderLookup,
} from './lookup';
export { publishCatalog, republishCatalog, type PublishOptions, type PublishResult } from './publish';
export { catalogPublish } from './publish-endpoint';
export { bannerList } from './banners';
export { dashboard } from './dashboard';
export { generalInfo } from './general-info';
export { gameMaintenance } from './maintenance';
export { operatorBannerDiscard, operatorBannerList, operatorBannerPublish, operatorBannerSave } from './banner-admin';
export { operatorImageUpload, refuseImage } from './content-image';
export { readBanners, type ContentView } from './banner-content';
export { catalogOverview, categorySave, gameList, gameSave, maintenanceSet, providerSave } from './admin';
export { listBanners } from './banners';
export { toPopupEntry } from './dashboard';
export { readGeneralInfoSource, type WalletLimits } from './general-info';
export { mediaUrl } from './media';
export { CONTENT_REVISION_KEY } from './publish';
export { readPublishedJson } from './read-published';
export { escapeXml } from './svg';
export { gameThumbnailSvg } from './thumbnail';
