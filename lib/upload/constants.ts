/** docs/PRODUCT.md §9 upload constants. */
export const UPLOAD_PART_SIZE = 5 * 1024 * 1024;
export const UPLOAD_QUEUE_SIZE = 1;
export const UPLOAD_HTTP_TIMEOUT_MS = 1_200_000;
export const COMPRESSION_QUALITY = 0.6;
/** The largest file a member may upload (after compression); the upload gateway enforces it too. */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** A PNG larger than this is re-encoded as JPEG (docs/PRODUCT.md §9: "PNG files over 5 MB convert to JPEG"). */
export const PNG_TO_JPEG_BYTES = 5 * 1024 * 1024;
/** docs/PRODUCT.md §5: only these are compressed before upload. */
export const COMPRESSIBLE_TYPES: readonly string[] = ['image/png', 'image/jpg', 'image/jpeg'];

/** docs/PRODUCT.md §8 messages. */
export const SDK_LOAD_FAILED = 'AWS SDK loaded fail';
