import { DEFAULT_FAILURE } from '@/lib/contracts/envelope';
import { compressImage, loadCompressor, type Compressor } from './compress';
import { FILE_REFUSALS, SDK_LOAD_FAILED, UPLOAD_HTTP_TIMEOUT_MS, UPLOAD_PART_SIZE, UPLOAD_QUEUE_SIZE } from './constants';
import { s3ClientConfig } from './s3-config';
import { loadAwsSdk, type UploadSdk } from './sdk';
import type { RequestToken, UploadResult, UploadStage, UploadTarget } from './types';
import { XhrUploadHandler } from './xhr-handler';

export type UploadDeps = {
  requestToken: RequestToken;
  loadSdk?: () => Promise<UploadSdk>;
  loadCompressor?: () => Promise<Compressor>;
  /** Base of the token's relative endpoint; default the page's origin. */
  origin?: string;
  /** 0–100 over the upload step. */
  onProgress?: (percent: number) => void;
  onStage?: (stage: UploadStage) => void;
  /** Aborts the upload (and its multipart upload on the server). */
  signal?: AbortSignal;
};

const failure = (msg: string): UploadResult => ({ status: false, msg });
const fileRefusal = (error: unknown) => FILE_REFUSALS.find((msg) => error instanceof Error && error.message === msg);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * docs/PRODUCT.md §4 Upload: (1) load the storage SDK, (2) compress images, (3) request temporary
 * credentials, (4) upload in 5 MB parts one at a time, (5) report. Never throws: every failure
 * is a `{status:false, msg}` the member can read.
 */
export async function uploadFile(file: File, target: UploadTarget, deps: UploadDeps): Promise<UploadResult> {
  deps.onStage?.('loading');
  let sdk: UploadSdk;
  try {
    sdk = await (deps.loadSdk ?? loadAwsSdk)();
  } catch {
    return failure(SDK_LOAD_FAILED);
  }

  deps.onStage?.('compressing');
  let body: File;
  try {
    body = await compressImage(file, deps.loadCompressor ?? loadCompressor);
  } catch (error) {
    // docs/PRODUCT.md §8: the compressor's own message, e.g. 'The first argument must be an image File or Blob object.'
    return failure(messageOf(error));
  }

  deps.onStage?.('requesting');
  const answer = await deps.requestToken({ filename: body.name, filetype: body.type, folder: target.folder, bucket: target.bucket });
  if (!answer) return failure('too_many_requests');
  if (!answer.status || !answer.output) return failure(answer.msg || DEFAULT_FAILURE.msg);
  const token = answer.output;

  deps.onStage?.('uploading');
  deps.onProgress?.(0);
  const config = s3ClientConfig(token, deps.origin ?? window.location.origin);
  // In a browser the XHR handler reports bytes as they leave, so the bar moves within each part.
  const requestHandler = typeof XMLHttpRequest === 'function' ? new XhrUploadHandler(UPLOAD_HTTP_TIMEOUT_MS) : config.requestHandler;
  const client = new sdk.S3Client({ ...config, requestHandler });
  const upload = new sdk.Upload({
    client,
    params: { Bucket: token.body.bucket, Key: token.body.key, Body: body, ContentType: body.type },
    partSize: UPLOAD_PART_SIZE,
    queueSize: UPLOAD_QUEUE_SIZE,
  });
  upload.on('httpUploadProgress', ({ loaded, total }) => {
    const size = total ?? body.size;
    if (loaded !== undefined && size > 0) deps.onProgress?.(Math.min(100, Math.round((loaded / size) * 100)));
  });
  const abort = () => void upload.abort().catch(() => undefined);
  deps.signal?.addEventListener('abort', abort, { once: true });
  try {
    if (deps.signal?.aborted) throw new Error('aborted');
    await upload.done();
  } catch (error) {
    // Storage answers (AccessDenied, timeouts) mean nothing to a member: docs/PRODUCT.md §8's default
    // failure. The gateway's refusals of the file itself (not an image, too large) are theirs to act on.
    return failure(fileRefusal(error) ?? DEFAULT_FAILURE.msg);
  } finally {
    deps.signal?.removeEventListener('abort', abort);
    client.destroy();
  }
  deps.onProgress?.(100);
  return { status: true, msg: 'success', output: { key: token.body.key } };
}
