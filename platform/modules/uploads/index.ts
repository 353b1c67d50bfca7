export { stsToken } from './sts-token';
export { receiptUrl } from './receipt-url';
export { privateObjectUrl } from './private-urls';
export { checkReceipt } from './receipts';
export { registerUploadGateway, type GatewayDeps } from './gateway/routes';
export type { UpstreamStorage } from './gateway/forward';
export { GATEWAY_PATH } from './gateway/constants';
