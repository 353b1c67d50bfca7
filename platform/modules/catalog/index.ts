/** The catalogue module's entry: lookups for other modules, the publisher, the endpoint handlers. */
export { findGame, findProvider, isGameAvailable, isUnderMaintenance, type GameLookup, type ProviderLookup } from './lookup';
export { publishCatalog, republishCatalog, type PublishOptions, type PublishResult } from './publish';
export { catalogPublish } from './publish-endpoint';
export { bannerList } from './banners';
export { dashboard } from './dashboard';
export { generalInfo } from './general-info';
export { gameMaintenance } from './maintenance';
export { operatorBannerDiscard, operatorBannerList, operatorBannerPublish, operatorBannerSave } from './banner-admin';
export { operatorImageUpload, refuseImage } from './content-image';
export { readBanners, type ContentView } from './banner-content';
