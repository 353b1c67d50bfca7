// @vitest-environment happy-dom
import type { Compressor } from './compress';
import { XhrUploadHandler } from './xhr-handler';
import { uploadFile, type UploadDeps } from './pipeline';
import { fakeSdk, TOKEN } from './testing';
import type { RequestToken } from './types';

const png = (size = 10, name = 'slip.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const target = { folder: 'receipts', bucket: 1 } as const;
const okToken: RequestToken = async () => ({ status: true, msg: 'success', output: TOKEN });
const passThrough = async (): Promise<Compressor> => async (f) => f;

function deps(overrides: Partial<UploadDeps> = {}): UploadDeps {
  return {
    requestToken: okToken,
    loadSdk: async () => fakeSdk().sdk,
    loadCompressor: passThrough,
    origin: 'https://casino.example',
    ...overrides,
  };
}

it('reports docs/PRODUCT.md §8’s message when the SDK cannot load, before anything else happens', async () => {
  const requestToken = vi.fn(okToken);
  const loadCompressor = vi.fn(passThrough);
  const result = await uploadFile(
    png(),
    target,
    deps({ loadSdk: () => Promise.reject(new Error('ChunkLoadError')), requestToken, loadCompressor }),
  );
  expect(result).toEqual({ status: false, msg: 'AWS SDK loaded fail' });
  expect(requestToken).not.toHaveBeenCalled();
  expect(loadCompressor).not.toHaveBeenCalled();
});

it('reports the compressor’s message as is', async () => {
  const requestToken = vi.fn(okToken);
  const loadCompressor = async (): Promise<Compressor> => async () => {
    throw new Error('The first argument must be an image File or Blob object.');
  };
  const result = await uploadFile(png(), target, deps({ loadCompressor, requestToken }));
  expect(result).toEqual({ status: false, msg: 'The first argument must be an image File or Blob object.' });
  expect(requestToken).not.toHaveBeenCalled();
});

it('asks for credentials for the compressed file, and passes on a refusal’s msg', async () => {
  const requestToken = vi.fn<RequestToken>(async () => ({ status: false, msg: 'error_accept' }));
  const loadCompressor = async (): Promise<Compressor> => async () => new Blob([new Uint8Array(4)], { type: 'image/jpeg' });
  const result = await uploadFile(png(6 * 1024 * 1024, 'big.png'), target, deps({ requestToken, loadCompressor }));
  expect(requestToken).toHaveBeenCalledWith({ filename: 'big.jpg', filetype: 'image/jpeg', folder: 'receipts', bucket: 1 });
  expect(result).toEqual({ status: false, msg: 'error_accept' });
});

it('fails quietly when the credential call was throttled (the API client already showed the toast)', async () => {
  expect(await uploadFile(png(), target, deps({ requestToken: async () => null }))).toEqual({ status: false, msg: 'too_many_requests' });
});

it('uploads in 5 MB parts one at a time with the temporary credentials, reporting stages and progress', async () => {
  const fake = fakeSdk(async (emit) => {
    emit({ loaded: 5, total: 10, part: 1 });
    emit({ loaded: 10, total: 10, part: 2 });
  });
  const stages: string[] = [];
  const progress: number[] = [];
  const file = png(10);
  const result = await uploadFile(
    file,
    target,
    deps({ loadSdk: async () => fake.sdk, onStage: (s) => stages.push(s), onProgress: (p) => progress.push(p) }),
  );

  expect(result).toEqual({ status: true, msg: 'success', output: { key: TOKEN.body.key } });
  expect(stages).toEqual(['loading', 'compressing', 'requesting', 'uploading']);
  expect(progress).toEqual([0, 50, 100, 100]);
  expect(fake.clients[0]?.config).toMatchObject({
    endpoint: 'https://casino.example/s3',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // In a browser (jsdom here) the XHR handler, so the bar follows the bytes sent.
    requestHandler: expect.any(XhrUploadHandler),
    credentials: {
      accessKeyId: TOKEN.field.AccessKeyId,
      secretAccessKey: TOKEN.field.SecretAccessKey,
      sessionToken: TOKEN.field.SessionToken,
    },
  });
  expect(fake.uploads[0]?.options).toMatchObject({
    params: { Bucket: 'private', Key: TOKEN.body.key, ContentType: 'image/png' },
    partSize: 5 * 1024 * 1024,
    queueSize: 1,
  });
  expect((fake.uploads[0]?.options.params as { Body: File }).Body.size).toBe(10);
  expect(fake.clients[0]?.destroyed).toBe(true);
});

it('sends a PDF as chosen, without compressing it', async () => {
  const fake = fakeSdk();
  const loadCompressor = vi.fn(passThrough);
  const pdf = new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' });
  await uploadFile(pdf, target, deps({ loadSdk: async () => fake.sdk, loadCompressor }));
  expect(loadCompressor).not.toHaveBeenCalled();
  expect((fake.uploads[0]?.options.params as { Body: File }).Body).toBe(pdf);
});

it('turns a storage failure into the default failure and still releases the client', async () => {
  const fake = fakeSdk(async () => {
    throw Object.assign(new Error('Access Denied'), { name: 'AccessDenied' });
  });
  expect(await uploadFile(png(), target, deps({ loadSdk: async () => fake.sdk }))).toEqual({ status: false, msg: 'Something Went Wrong' });
  expect(fake.clients[0]?.destroyed).toBe(true);
});

it('reports the gateway’s refusal of the file itself (not an image, too large) as its msg, for the member to act on', async () => {
  for (const msg of ['error_image', 'error_image_too_large']) {
    const fake = fakeSdk(async () => {
      throw Object.assign(new Error(msg), { name: 'InvalidArgument' });
    });
    expect(await uploadFile(png(), target, deps({ loadSdk: async () => fake.sdk }))).toEqual({ status: false, msg });
  }
});

it('aborts the multipart upload when the caller aborts', async () => {
  const controller = new AbortController();
  let release: () => void = () => undefined;
  const fake = fakeSdk(
    () =>
      new Promise<void>((_resolve, reject) => {
        release = () => reject(new Error('aborted'));
      }),
  );
  const pending = uploadFile(png(), target, deps({ loadSdk: async () => fake.sdk, signal: controller.signal }));
  await vi.waitFor(() => expect(fake.uploads).toHaveLength(1));
  controller.abort();
  release();
  expect((await pending).status).toBe(false);
  expect(fake.uploads[0]?.aborted).toBe(true);
});
