import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { uploadCredentials } from '../../db/schema-uploads';
import { manualClock, registerMember, testPlatform, type TestPlatform } from '../../test-support';

type Token = EndpointOutput<'common/sts-token'>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A valid 1-bit greyscale PNG of width × height black pixels: a few kB that decode to hundreds of megapixels. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}
type HttpRequest = Parameters<NodeHttpHandler['handle']>[0];

// Real time: the SDK signs with the machine's clock, and the gateway checks the skew against the platform's.
const clock = manualClock(new Date());
let platform: TestPlatform;
let baseUrl: string;
let sid: string;
let memberId: number;

beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  const member = await registerMember(platform);
  sid = member.sid;
  memberId = member.profile.id;
});
afterAll(() => platform.close());

async function token(input: Partial<{ filename: string; filetype: string; folder: string; bucket: number }> = {}): Promise<Token> {
  const res = await platform.call<Token>(
    'common/sts-token',
    { filename: 'slip.png', filetype: 'image/png', folder: 'receipts', bucket: 1, ...input },
    { sid },
  );
  if (!res.body.status || !res.body.output) throw new Error(`sts-token: ${res.body.msg}`);
  return res.body.output;
}

/** The client exactly as the site builds it, pointed at the platform's gateway. */
function clientFor(t: Token, options: { tamper?: (request: HttpRequest) => void; secret?: string } = {}) {
  const handler = new NodeHttpHandler();
  return new S3Client({
    region: t.body.region,
    endpoint: `${baseUrl}${t.body.endpoint}`,
    forcePathStyle: true,
    credentials: {
      accessKeyId: t.field.AccessKeyId,
      secretAccessKey: options.secret ?? t.field.SecretAccessKey,
      sessionToken: t.field.SessionToken,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    // A handler that edits the request after signing, as an attacker between browser and gateway could.
    requestHandler: options.tamper
      ? {
          handle: (request: HttpRequest, handlerOptions?: object) => {
            options.tamper!(request);
            return handler.handle(request, handlerOptions);
          },
        }
      : handler,
  });
}

/** The S3 error a command fails with: its Code and HTTP status. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof S3ServiceException) return { code: error.name, status: error.$metadata.httpStatusCode };
    throw error;
  }
  throw new Error('expected the request to be refused');
}

const put = (t: Token, body: Buffer | string = 'x', key = t.body.key, contentType = 'image/png') =>
  clientFor(t).send(new PutObjectCommand({ Bucket: t.body.bucket, Key: key, Body: body, ContentType: contentType }));

describe('common/sts-token', () => {
  it('answers scoped credentials for one new key in the member’s folder', async () => {
    const t = await token({ filename: 'My Slip (1).PNG' });
    expect(t.field.AccessKeyId).toMatch(/^UPL[A-Z2-7]{17}$/);
    expect(t.field.SecretAccessKey).toHaveLength(40);
    expect(t.field.SessionToken.length).toBeGreaterThanOrEqual(32);
    const now = clock.now();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(t.body.key).toMatch(new RegExp(`^receipts/${memberId}/${month}/[0-9a-f-]{36}-My-Slip-1\\.PNG$`));
    expect(t.body).toMatchObject({ bucket: 'private', region: 'us-east-1', endpoint: '/s3' });
    expect(new Date(t.body.expiresAt).getTime() - now.getTime()).toBe(15 * 60 * 1000);
  });

  it('never stores the secret or the session token', async () => {
    const t = await token();
    const [row] = await platform.db.select().from(uploadCredentials).where(eq(uploadCredentials.accessKeyId, t.field.AccessKeyId));
    const stored = JSON.stringify(row);
    expect(row).toMatchObject({ memberId, bucket: 'private', key: t.body.key, contentType: 'image/png', used: false });
    expect(stored).not.toContain(t.field.SecretAccessKey);
    expect(stored).not.toContain(t.field.SessionToken);
  });

  it('is for members only', async () => {
    const res = await platform.call('common/sts-token', { filename: 'a.png', filetype: 'image/png', folder: 'receipts', bucket: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ status: false, msg: 'not_logged_in' });
  });

  it('refuses file types and buckets the policy does not allow', async () => {
    const call = (input: object) =>
      platform.call('common/sts-token', { filename: 'a.png', folder: 'receipts', bucket: 1, ...input }, { sid });
    expect((await call({ filetype: 'text/html' })).body).toMatchObject({ status: false, msg: 'error_accept' });
    expect((await call({ filetype: 'image/svg+xml' })).body).toMatchObject({ status: false, msg: 'error_accept' });
    expect((await call({ filetype: 'application/pdf', folder: 'avatars', bucket: 2 })).body).toMatchObject({
      status: false,
      msg: 'error_bucket',
    });
    const malformed = await call({ filetype: 'not a type' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.status).toBe(false);
  });
});

describe('avatars (the public bucket, served on the site’s origin)', () => {
  const avatar = (filetype = 'image/png') =>
    token({ folder: 'avatars', bucket: 2, filetype, filename: filetype === 'image/png' ? 'me.png' : 'me.jpg' });
  /** What an S3 client sees of a refusal: its Code, Message (the member's msg key) and HTTP status. */
  async function refusedWith(promise: Promise<unknown>) {
    try {
      await promise;
    } catch (error) {
      if (error instanceof S3ServiceException) return { code: error.name, msg: error.message, status: error.$metadata.httpStatusCode };
      throw error;
    }
    throw new Error('expected the request to be refused');
  }
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } }).withMetadata({
      exif: { IFD0: { Artist: 'GPS here' } },
    });

  it('refuses bytes that are not an image, whatever the content type says, and stores nothing', async () => {
    for (const bytes of [
      '<html><script>alert(document.cookie)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      Buffer.concat([PNG_SIGNATURE, Buffer.from('<html>')]),
    ]) {
      const t = await avatar();
      expect(await refusedWith(put(t, bytes, t.body.key, 'image/png'))).toEqual({
        code: 'InvalidArgument',
        msg: 'error_image',
        status: 400,
      });
      expect(await platform.storage.exists('public', t.body.key)).toBe(false);
    }
  });

  it('stores a re-encoded image: decoded, shrunk to at most 512 px, its metadata gone', async () => {
    const t = await avatar();
    await put(t, await picture(1600, 400).png().toBuffer(), t.body.key, 'image/png');
    const stored = (await platform.storage.getObject('public', t.body.key))!;
    expect(stored.contentType).toBe('image/png');
    const meta = await sharp(stored.body).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 128 });
    expect(meta.exif).toBeUndefined();

    const jpeg = await avatar('image/jpeg');
    await put(jpeg, await picture(300, 200).jpeg().toBuffer(), jpeg.body.key, 'image/jpeg');
    expect(await sharp((await platform.storage.getObject('public', jpeg.body.key))!.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 200,
    });
  });

  it('refuses an image of too many pixels (a decompression bomb) and a file over the size cap', async () => {
    const t = await avatar();
    expect(await refusedWith(put(t, bombPng(20_000, 20_000), t.body.key, 'image/png'))).toEqual({
      code: 'InvalidArgument',
      msg: 'error_image_too_large',
      status: 400,
    });
    const big = await avatar();
    expect(await refusedWith(put(big, randomBytes(5 * 1024 * 1024 + 1), big.body.key, 'image/png'))).toMatchObject({
      code: 'EntityTooLarge',
      status: 400,
    });
    expect(await platform.storage.exists('public', t.body.key)).toBe(false);
    expect(await platform.storage.exists('public', big.body.key)).toBe(false);
  });
});

describe('the upload gateway', () => {
  it('takes a multipart Upload (5 MB parts, 10 MB, the largest file allowed) to the storage byte for byte, then refuses more writes', async () => {
    const t = await token();
    const body = randomBytes(10 * 1024 * 1024);
    const progress: Array<{ loaded: number; part: number }> = [];
    const upload = new Upload({
      client: clientFor(t),
      params: { Bucket: t.body.bucket, Key: t.body.key, Body: body, ContentType: 'image/png' },
      partSize: 5 * 1024 * 1024,
      queueSize: 1,
    });
    upload.on('httpUploadProgress', (p) => progress.push({ loaded: p.loaded ?? 0, part: p.part ?? 0 }));
    const out = await upload.done();
    expect(out.Key).toBe(t.body.key);
    // Two parts (5 + 5 MB), one after another.
    expect(progress.map((p) => p.part)).toEqual([1, 2]);
    expect(progress.at(-1)?.loaded).toBe(body.length);

    const stored = await platform.storage.getObject(t.body.bucket, t.body.key);
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    // One object per credential: writing again is refused.
    expect(await refusal(put(t))).toEqual({ code: 'AccessDenied', status: 403 });
  });

  it('refuses the part that takes one file past the size limit', async () => {
    const t = await token();
    const upload = new Upload({
      client: clientFor(t),
      params: { Bucket: t.body.bucket, Key: t.body.key, Body: randomBytes(11 * 1024 * 1024), ContentType: 'image/png' },
      partSize: 5 * 1024 * 1024,
      queueSize: 1,
    });
    // The third part is refused (EntityTooLarge); the SDK then aborts the upload.
    await expect(upload.done()).rejects.toThrow();
    expect(await platform.storage.exists(t.body.bucket, t.body.key)).toBe(false);
  });

  it('refuses any other key, bucket or content type', async () => {
    const t = await token();
    expect(await refusal(put(t, 'x', `${t.body.key}.other`))).toEqual({ code: 'AccessDenied', status: 403 });
    expect(await refusal(put(t, 'x', `receipts/${memberId + 1}/x.png`))).toEqual({ code: 'AccessDenied', status: 403 });
    expect(
      await refusal(clientFor(t).send(new PutObjectCommand({ Bucket: 'public', Key: t.body.key, Body: 'x', ContentType: 'image/png' }))),
    ).toEqual({
      code: 'AccessDenied',
      status: 403,
    });
    expect(await refusal(put(t, '<html>', t.body.key, 'text/html'))).toEqual({ code: 'AccessDenied', status: 403 });
    expect(await platform.storage.exists('private', t.body.key)).toBe(false);
  });

  it('refuses reads, listings, deletes and copies with a valid credential', async () => {
    const t = await token();
    await platform.storage.putObject('private', t.body.key, 'secret receipt', 'image/png');
    const client = clientFor(t);
    const denied = { code: 'AccessDenied', status: 403 };
    expect(await refusal(client.send(new GetObjectCommand({ Bucket: t.body.bucket, Key: t.body.key })))).toEqual(denied);
    expect(await refusal(client.send(new ListObjectsCommand({ Bucket: t.body.bucket, Prefix: 'receipts/' })))).toEqual(denied);
    expect(await refusal(client.send(new DeleteObjectCommand({ Bucket: t.body.bucket, Key: t.body.key })))).toEqual(denied);
    expect(
      await refusal(client.send(new CopyObjectCommand({ Bucket: t.body.bucket, Key: t.body.key, CopySource: 'public/live/version.json' }))),
    ).toEqual(denied);
    // HEAD answers carry no body, so the SDK only knows the status.
    expect((await refusal(client.send(new HeadObjectCommand({ Bucket: t.body.bucket, Key: t.body.key })))).status).toBe(403);
    expect(await platform.storage.exists('private', t.body.key)).toBe(true);
  });

  it('refuses a tampered signature, a wrong secret, an unknown key id and a tampered body', async () => {
    const t = await token();
    const flipSignature = (request: HttpRequest) => {
      const auth = request.headers.authorization!;
      request.headers.authorization = auth.slice(0, -1) + (auth.endsWith('0') ? '1' : '0');
    };
    expect(
      await refusal(
        clientFor(t, { tamper: flipSignature }).send(
          new PutObjectCommand({ Bucket: t.body.bucket, Key: t.body.key, Body: 'x', ContentType: 'image/png' }),
        ),
      ),
    ).toEqual({
      code: 'SignatureDoesNotMatch',
      status: 403,
    });
    expect(
      await refusal(
        clientFor(t, { secret: 'y'.repeat(40) }).send(
          new PutObjectCommand({ Bucket: t.body.bucket, Key: t.body.key, Body: 'x', ContentType: 'image/png' }),
        ),
      ),
    ).toEqual({
      code: 'SignatureDoesNotMatch',
      status: 403,
    });
    const unknown = { ...t, field: { ...t.field, AccessKeyId: 'UPLAAAAAAAAAAAAAAAAA' } };
    expect(await refusal(put(unknown))).toEqual({ code: 'InvalidAccessKeyId', status: 403 });

    // Same length, other bytes: the signed x-amz-content-sha256 no longer matches, and nothing is stored.
    const swapBody = (request: HttpRequest) => {
      request.body = Buffer.from('evil!');
    };
    expect(
      await refusal(
        clientFor(t, { tamper: swapBody }).send(
          new PutObjectCommand({ Bucket: t.body.bucket, Key: t.body.key, Body: 'good!', ContentType: 'image/png' }),
        ),
      ),
    ).toEqual({
      code: 'XAmzContentSHA256Mismatch',
      status: 400,
    });
    expect(await platform.storage.exists('private', t.body.key)).toBe(false);
    // The credential itself is still good.
    await put(t, 'good!');
    expect((await platform.storage.getObject('private', t.body.key))?.body.toString()).toBe('good!');
  });

  it('refuses an expired credential', async () => {
    const t = await token();
    clock.advance(15 * 60 * 1000 + 1);
    try {
      expect(await refusal(put(t))).toEqual({ code: 'ExpiredToken', status: 403 });
    } finally {
      clock.advance(-(15 * 60 * 1000 + 1));
    }
    expect(await platform.storage.exists('private', t.body.key)).toBe(false);
  });

  it('answers other paths under /s3 with an S3 error, not the API envelope', async () => {
    const res = await platform.app.inject({ method: 'GET', url: '/s3/private' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<Code>AccessDenied</Code>');
  });
});
