/** Where the gateway listens on the platform, and where the site forwards it from its own origin. */
export const GATEWAY_PATH = '/s3';

/** S3's own tolerance between a request's x-amz-date and the server clock. */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/**
 * Request body caps. The site sends 5 MB parts (docs/PRODUCT.md §9) and receipts are small; a
 * CompleteMultipartUpload list of parts is a few kB. Larger bodies are refused before forwarding.
 */
export const MAX_PUT_BYTES = 64 * 1024 * 1024;
export const MAX_POST_BYTES = 1024 * 1024;

/** How long one forwarded request may take (docs/PRODUCT.md §9's upload HTTP timeout). */
export const UPSTREAM_TIMEOUT_MS = 1_200_000;
