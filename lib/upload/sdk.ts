import type { S3Client } from '@aws-sdk/client-s3';
import type { Upload } from '@aws-sdk/lib-storage';

/** The two SDK classes the upload needs. */
export type UploadSdk = { S3Client: typeof S3Client; Upload: typeof Upload };

/**
 * Dynamic imports only: the SDK (hundreds of kB) is fetched when a member uploads, never as part
 * of a page's first-load JavaScript. Type-only imports above are erased at build time.
 */
export async function loadAwsSdk(): Promise<UploadSdk> {
  const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { S3Client: s3.S3Client, Upload: storage.Upload };
}
