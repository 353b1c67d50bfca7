import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { UPLOAD_HTTP_TIMEOUT_MS } from './constants';
import type { StsToken } from './types';

/** body.endpoint is a path on the site's own origin ('/s3'); the SDK needs an absolute URL. */
export function absoluteEndpoint(endpoint: string, origin: string): string {
  return new URL(endpoint, origin).toString().replace(/\/+$/, '');
}

/**
 * The S3 client for one upload. Known pitfalls: path-style addressing, and checksums only
 * where an operation requires them (otherwise s3rver stores the aws-chunked framing). The
 * handler's timeout is docs/PRODUCT.md §9's 1,200,000 ms per request.
 */
export function s3ClientConfig(token: StsToken, origin: string): S3ClientConfig {
  return {
    region: token.body.region,
    endpoint: absoluteEndpoint(token.body.endpoint, origin),
    forcePathStyle: true,
    credentials: {
      accessKeyId: token.field.AccessKeyId,
      secretAccessKey: token.field.SecretAccessKey,
      sessionToken: token.field.SessionToken,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { requestTimeout: UPLOAD_HTTP_TIMEOUT_MS },
  };
}
