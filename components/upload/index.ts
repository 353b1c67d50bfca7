export { FileUpload, DEFAULT_ACCEPT } from './file-upload';
export { ImageViewer } from './image-viewer';
export { useUpload, type UploadStatus } from './use-upload';
