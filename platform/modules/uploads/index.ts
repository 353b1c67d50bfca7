export { stsToken } from './sts-token';
export { registerUploadGateway, type GatewayDeps } from './gateway/routes';
export type { UpstreamStorage } from './gateway/forward';
export { GATEWAY_PATH } from './gateway/constants';
