/** docs/PRODUCT.md §9 upload constants. */
export const UPLOAD_PART_SIZE = 5 * 1024 * 1024;
export const UPLOAD_QUEUE_SIZE = 1;
export const UPLOAD_HTTP_TIMEOUT_MS = 1_200_000;
export const COMPRESSION_QUALITY = 0.6;
/** The largest file a member may upload (after compression); the upload gateway enforces it too. */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** An avatar (the public bucket) is one PutObject of at most one part: the platform decodes it whole. */
export const AVATAR_MAX_BYTES = UPLOAD_PART_SIZE;
/**
 * The upload gateway's refusals of a file itself (an S3 error whose Message is the key): the
 * member can act on them, so the pipeline reports them instead of the default failure.
 */
export const FILE_REFUSALS = ['error_image', 'error_image_too_large'] as const;
export type FileRefusal = (typeof FILE_REFUSALS)[number];
/** A PNG larger than this is re-encoded as JPEG (docs/PRODUCT.md §9: "PNG files over 5 MB convert to JPEG"). */
export const PNG_TO_JPEG_BYTES = 5 * 1024 * 1024;
/** docs/PRODUCT.md §5: only these are compressed before upload. */
export const COMPRESSIBLE_TYPES: readonly string[] = ['image/png', 'image/jpg', 'image/jpeg'];

/** docs/PRODUCT.md §8 messages. */
export const SDK_LOAD_FAILED = 'AWS SDK loaded fail';
