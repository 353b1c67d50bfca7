export { uploadFile, type UploadDeps } from './pipeline';
export { compressImage, compressionOptions, isCompressible, type Compressor } from './compress';
export { s3ClientConfig, absoluteEndpoint } from './s3-config';
export { SDK_LOAD_FAILED, UPLOAD_PART_SIZE, UPLOAD_QUEUE_SIZE, UPLOAD_HTTP_TIMEOUT_MS } from './constants';
export type { StsToken, StsTokenInput, UploadResult, UploadStage, UploadTarget } from './types';
export type { UploadSdk } from './sdk';
